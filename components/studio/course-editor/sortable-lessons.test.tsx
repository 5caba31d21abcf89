import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { SortableLessons, type LessonRow } from "./sortable-lessons";

const mockReorder = jest.fn();
const mockRefresh = jest.fn();
jest.mock("@/lib/studio/course-actions", () => ({ reorderLessonsAction: (...args: unknown[]) => mockReorder(...args) }));
jest.mock("@/lib/i18n/navigation", () => ({
  useRouter: () => ({ refresh: mockRefresh }),
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const t = messages.CourseEditor;
const lessons: LessonRow[] = [
  { id: "a", title: "Creation", state: "published", hasDraft: false },
  { id: "b", title: "The Fall", state: "published", hasDraft: true },
  { id: "c", title: "The Flood", state: "draft", hasDraft: false },
];

function renderList() {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <SortableLessons courseId="course1" lessons={lessons} />
    </NextIntlClientProvider>,
  );
}

const titles = () => screen.getAllByTestId("studio-lesson").map((li) => li.querySelector("a")!.textContent);

beforeEach(() => {
  mockReorder.mockReset().mockImplementation(async (_locale: string, _course: string, ids: string[]) => ({ ok: true, data: { lessonIds: ids, changed: true } }));
  mockRefresh.mockReset();
});

it("lists the lessons in order with their state and a link to each lesson's editor", () => {
  renderList();
  expect(titles()).toEqual(["Creation", "The Fall", "The Flood"]);
  expect(screen.getByRole("link", { name: "The Fall" })).toHaveAttribute("href", "/studio/courses/course1/lessons/b");
  expect(screen.getAllByText(t.lessonPublished)).toHaveLength(2);
  expect(screen.getByText(t.lessonDraft)).toBeInTheDocument();
  expect(screen.getByText(t.lessonChanges)).toBeInTheDocument();
});

it("gives every drag handle a name and the keyboard instructions", () => {
  renderList();
  const handle = screen.getByRole("button", { name: "Reorder: The Fall" });
  expect(handle).toHaveAccessibleDescription(t.dragInstructions);
  expect(handle).toHaveAttribute("aria-roledescription", "sortable");
});

it("moves a lesson with Move down, saves the whole order, announces it and keeps the focus on the button", async () => {
  renderList();
  const down = screen.getByRole("button", { name: "Move down: Creation" });
  await userEvent.click(down);
  expect(titles()).toEqual(["The Fall", "Creation", "The Flood"]);
  expect(mockReorder).toHaveBeenCalledWith("en", "course1", ["b", "a", "c"]);
  await waitFor(() => expect(screen.getByTestId("lesson-order-status")).toHaveTextContent("Creation moved to position 2 of 3. Order saved."));
  expect(down).toHaveFocus();
  expect(mockRefresh).toHaveBeenCalled();
});

it("marks the first lesson's Move up as unavailable without taking the focus away", async () => {
  renderList();
  const up = screen.getByRole("button", { name: "Move up: Creation" });
  expect(up).toHaveAttribute("aria-disabled", "true");
  await userEvent.click(up);
  expect(mockReorder).not.toHaveBeenCalled();
  expect(up).toHaveFocus();
});

it("puts the saved order back and says so when the save fails", async () => {
  mockReorder.mockResolvedValue({ ok: false, status: 500, message: "Something went wrong" });
  renderList();
  await userEvent.click(screen.getByRole("button", { name: "Move up: The Flood" }));
  await waitFor(() => expect(screen.getByTestId("lesson-order-status")).toHaveTextContent(t.orderFailed));
  expect(titles()).toEqual(["Creation", "The Fall", "The Flood"]);
});

it("shows the server's message and reloads when the lessons changed meanwhile", async () => {
  mockReorder.mockResolvedValue({ ok: false, status: 409, code: "LESSONS_CHANGED", message: t.errorLessonsChanged });
  renderList();
  await userEvent.click(screen.getByRole("button", { name: "Move down: The Fall" }));
  await waitFor(() => expect(screen.getByTestId("lesson-order-status")).toHaveTextContent(t.errorLessonsChanged));
  expect(mockRefresh).toHaveBeenCalled();
});

it("saves moves one after another, in the order they were made", async () => {
  let release!: () => void;
  mockReorder.mockImplementationOnce(async (_l: string, _c: string, ids: string[]) => {
    await new Promise<void>((resolve) => (release = resolve));
    return { ok: true, data: { lessonIds: ids, changed: true } };
  });
  renderList();
  await userEvent.click(screen.getByRole("button", { name: "Move down: Creation" }));
  await userEvent.click(screen.getByRole("button", { name: "Move down: Creation" }));
  expect(mockReorder).toHaveBeenCalledTimes(1);
  release();
  await waitFor(() => expect(mockReorder).toHaveBeenCalledTimes(2));
  expect(mockReorder.mock.calls.map((call) => call[2])).toEqual([
    ["b", "a", "c"],
    ["b", "c", "a"],
  ]);
});
