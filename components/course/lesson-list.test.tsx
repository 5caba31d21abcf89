import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { Session } from "next-auth";
import messages from "@/messages/en.json";
import type { LessonSummary } from "@/lib/courses/types";
import { lessonIcons } from "./lesson-icons";
import { LessonList } from "./lesson-list";

const mockSession: { data: Session | null; status: "authenticated" | "unauthenticated" } = { data: null, status: "unauthenticated" };
const mockCompleted = jest.fn<Promise<string[]>, [string]>();

jest.mock("@/components/auth/use-session", () => ({ useSession: () => mockSession }));
jest.mock("./completed-lessons-action", () => ({ myCompletedLessons: (slug: string) => mockCompleted(slug) }));
jest.mock("@/lib/i18n/navigation", () => ({
  Link: jest.requireActual("@/test/mocks/anchor-link").AnchorLink,
}));

const lesson = (n: number): LessonSummary => ({ id: `l${n}`, title: `Lesson ${n}`, estimatedMinutes: 10, order: n, isFreePreview: n === 1, updatedAt: "" });
const lessons = [lesson(1), lesson(2), lesson(3)];
let n = 0;

function signIn(enrollments: unknown[]) {
  const id = `u-${++n}`;
  mockSession.data = { user: { id, firstName: "A", lastName: "B", email: "a@example.com", role: "student" }, expires: "" };
  mockSession.status = "authenticated";
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => enrollments })) as unknown as typeof fetch;
}

const renderList = () =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LessonList courseId="c1" slug="exodus" lessons={lessons} icons={lessonIcons("Locked")} />
    </NextIntlClientProvider>,
  );

beforeEach(() => {
  mockCompleted.mockReset();
  mockSession.data = null;
  mockSession.status = "unauthenticated";
});

it("ticks the lessons the enrolled student has completed, as the server says, with 'Completed' for screen readers", async () => {
  signIn([{ id: "e1", courseId: "c1", courseSlug: "exodus", status: "active", progress: 33 }]);
  mockCompleted.mockResolvedValue(["l1", "l2"]);
  renderList();
  expect(await screen.findAllByTestId("lesson-completed")).toHaveLength(2);
  expect(mockCompleted).toHaveBeenCalledWith("exodus");
  const items = screen.getAllByRole("listitem");
  expect(within(items[0]!).getByRole("link")).toHaveAccessibleName(/Lesson 1.*Completed/);
  expect(items.map((li) => li.getAttribute("data-completed"))).toEqual(["true", "true", "false"]);
});

it("asks nothing and ticks nothing for a visitor who is not enrolled", async () => {
  signIn([]);
  renderList();
  await screen.findAllByRole("img", { name: "Locked" });
  expect(mockCompleted).not.toHaveBeenCalled();
  expect(screen.queryByTestId("lesson-completed")).toBeNull();
});
