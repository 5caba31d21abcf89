import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import type { CourseFields } from "./course-form-values";
import { CourseForm } from "./course-form";

const mockUpdate = jest.fn();
const mockCreate = jest.fn();
const mockPush = jest.fn();
const mockRefresh = jest.fn();
jest.mock("@/lib/studio/course-actions", () => ({
  updateCourseAction: (...args: unknown[]) => mockUpdate(...args),
  createCourseAction: (...args: unknown[]) => mockCreate(...args),
}));
jest.mock("@/lib/i18n/navigation", () => ({ useRouter: () => ({ push: mockPush, refresh: mockRefresh }) }));

// A long form typed into key by key, and the schema loaded on the first check: more than Jest's 5 s on a busy machine.
jest.setTimeout(20_000);

const t = messages.CourseEditor;
const studio = messages.Studio;

const course: CourseFields = {
  title: "Ruth",
  slug: "ruth",
  description: "Loyal love in the days of the judges.",
  testament: "Old",
  category: null,
  section: "History",
  chapters: 4,
  author: null,
  writtenDate: null,
  difficulty: "beginner",
  price: "19.99",
  estimatedHours: 6,
  outcomes: ["Trace hesed through the book", "Read Ruth as part of David's story"],
  furtherReading: [{ author: "Daniel I. Block", title: "Judges, Ruth", year: 1999 }],
  instructorIds: ["u1"],
  state: "published",
};

function renderEdit(overrides: Partial<React.ComponentProps<typeof CourseForm>> = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CourseForm mode="edit" courseId="c1" course={course} canAssign={false} instructors={[]} {...(overrides as object)} />
    </NextIntlClientProvider>,
  );
}

const save = () => userEvent.click(screen.getByRole("button", { name: t.save }));

beforeEach(() => {
  mockUpdate.mockReset().mockResolvedValue({ ok: true, data: { id: "c1", slug: "ruth", state: "published", changed: true } });
  mockCreate.mockReset();
  mockPush.mockReset();
  mockRefresh.mockReset();
});

it("refuses bad input in the browser with the server's messages, tied to each field, and sends nothing", async () => {
  renderEdit();
  const title = within(screen.getByRole("region", { name: t.basics })).getByLabelText(t.title);
  await userEvent.clear(title);
  await userEvent.type(title, "Ru");
  const price = screen.getByLabelText(t.price);
  await userEvent.clear(price);
  await userEvent.type(price, "0.10");
  await userEvent.clear(screen.getByLabelText(`${t.reading_year} ${t.optional}`));
  await userEvent.type(screen.getByLabelText(`${t.reading_year} ${t.optional}`), "99");
  await save();

  expect(await screen.findByText(studio.errorTitle)).toHaveAttribute("role", "alert");
  expect(title).toHaveAttribute("aria-invalid", "true");
  expect(title.getAttribute("aria-describedby")).toContain(screen.getByText(studio.errorTitle).id);
  expect(price).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByText(studio.errorPriceRange)).toBeInTheDocument();
  expect(screen.getByText(studio.errorReadingYear)).toBeInTheDocument();
  expect(mockUpdate).not.toHaveBeenCalled();
});

it("edits the outcomes in place: add, move, remove, each announced", async () => {
  renderEdit();
  await userEvent.click(screen.getByRole("button", { name: t.addOutcome }));
  await userEvent.type(screen.getByLabelText("Outcome 3"), "See the kinsman-redeemer in Boaz");
  await userEvent.click(screen.getByRole("button", { name: "Move outcome 3 up" }));
  expect(screen.getByRole("status")).toHaveTextContent("Outcome moved from position 3 to 2.");
  await userEvent.click(screen.getByRole("button", { name: "Remove outcome 1" }));
  expect(screen.getByRole("status")).toHaveTextContent("Outcome 1 removed.");
  await save();
  expect(mockUpdate).toHaveBeenCalledWith("en", "c1", expect.objectContaining({ outcomes: ["See the kinsman-redeemer in Boaz", "Read Ruth as part of David's story"] }));
});

it("refuses an empty outcome under that outcome", async () => {
  renderEdit();
  await userEvent.click(screen.getByRole("button", { name: t.addOutcome }));
  await save();
  const input = screen.getByLabelText("Outcome 3");
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByText(studio.errorOutcome)).toBeInTheDocument();
  expect(mockUpdate).not.toHaveBeenCalled();
});

it("edits further reading as structured entries: add, fill, reorder, remove", async () => {
  renderEdit();
  await userEvent.click(screen.getByRole("button", { name: t.addReading }));
  const second = screen.getByRole("group", { name: "Work 2" });
  await userEvent.type(within(second).getByLabelText(t.reading_author), "Robert L. Hubbard");
  await userEvent.type(within(second).getByLabelText(t.reading_title), "The Book of Ruth");
  await userEvent.type(within(second).getByLabelText(`${t.reading_year} ${t.optional}`), "1988");
  await userEvent.type(within(second).getByLabelText(`${t.reading_publisher} ${t.optional}`), "Eerdmans");
  await userEvent.click(within(second).getByRole("button", { name: "Move work 2 up" }));
  expect(screen.getByRole("status")).toHaveTextContent("Work moved from position 2 to 1.");
  await save();
  expect(mockUpdate.mock.calls[0]![2].furtherReading).toEqual([
    { author: "Robert L. Hubbard", title: "The Book of Ruth", publisher: "Eerdmans", year: 1988 },
    { author: "Daniel I. Block", title: "Judges, Ruth", year: 1999 },
  ]);
  await userEvent.click(screen.getByRole("button", { name: "Remove work 1" }));
  expect(screen.queryByRole("group", { name: "Work 2" })).not.toBeInTheDocument();
});

it("shows the server's refusal under its field (an address already taken) and keeps what was typed", async () => {
  mockUpdate.mockResolvedValue({ ok: false, status: 400, code: "SLUG_TAKEN", message: studio.errorSlugTaken, fieldErrors: { slug: [studio.errorSlugTaken] } });
  renderEdit();
  const slug = screen.getByLabelText(t.slug);
  await userEvent.clear(slug);
  await userEvent.type(slug, "genesis");
  await save();
  expect(await screen.findByText(studio.errorSlugTaken)).toBeInTheDocument();
  expect(slug).toHaveAttribute("aria-invalid", "true");
  expect(slug).toHaveValue("genesis");
  expect(mockRefresh).not.toHaveBeenCalled();
});

it("says the old address redirects once a changed address is saved", async () => {
  mockUpdate.mockResolvedValue({ ok: true, data: { id: "c1", slug: "ruth-and-boaz", state: "published", changed: true } });
  renderEdit();
  const slug = screen.getByLabelText(t.slug);
  expect(slug).toHaveAccessibleDescription(t.slugHintEdit.replace("{slug}", "ruth"));
  await userEvent.clear(slug);
  await userEvent.type(slug, "ruth-and-boaz");
  await save();
  expect(await screen.findByRole("status")).toHaveTextContent("The old address /course/ruth now redirects to /course/ruth-and-boaz.");
  expect(mockRefresh).toHaveBeenCalled();
});

it("asks before archiving, and keeps the state when the question is cancelled", async () => {
  renderEdit();
  await userEvent.click(screen.getByRole("radio", { name: new RegExp(t.state_archived) }));
  expect(screen.getByRole("dialog", { name: t.archiveTitle })).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: t.cancel }));
  expect(screen.getByRole("radio", { name: new RegExp(t.state_published) })).toBeChecked();

  await userEvent.click(screen.getByRole("radio", { name: new RegExp(t.state_archived) }));
  await userEvent.click(screen.getByRole("button", { name: t.archiveConfirm }));
  expect(screen.getByRole("radio", { name: new RegExp(t.state_archived) })).toBeChecked();
  await save();
  expect(mockUpdate.mock.calls[0]![2]).toMatchObject({ state: "archived" });
});

it("lets admins choose instructors and requires at least one; instructors get no such field", async () => {
  const { unmount } = renderEdit({ canAssign: true, instructors: [{ id: "u1", name: "Priscilla Aquila", email: "p@example.com" }, { id: "u2", name: "Apollos Alexandria", email: "a@example.com" }] });
  const group = screen.getByRole("group", { name: t.instructors });
  await userEvent.click(within(group).getByLabelText(/Priscilla Aquila/));
  await save();
  expect(await screen.findByText(studio.errorInstructorsRequired)).toBeInTheDocument();
  await userEvent.click(within(group).getByLabelText(/Apollos Alexandria/));
  await save();
  expect(mockUpdate.mock.calls[0]![2]).toMatchObject({ instructorIds: ["u2"] });
  unmount();

  renderEdit();
  expect(screen.queryByRole("group", { name: t.instructors })).not.toBeInTheDocument();
  await save();
  expect(mockUpdate.mock.calls[1]![2]).not.toHaveProperty("instructorIds");
});

it("creates a course as a draft and opens its editor", async () => {
  mockCreate.mockResolvedValue({ ok: true, data: { id: "new1", slug: "church-history-i", state: "draft", changed: true } });
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CourseForm mode="create" canAssign instructors={[{ id: "u1", name: "Priscilla Aquila", email: "p@example.com" }]} />
    </NextIntlClientProvider>,
  );
  await userEvent.type(within(screen.getByRole("region", { name: t.basics })).getByLabelText(t.title), "Church History I");
  expect(screen.getByLabelText(t.slug)).toHaveValue("church-history-i");
  await userEvent.type(screen.getByLabelText(t.description), "From Pentecost to the Reformation.");
  await userEvent.selectOptions(screen.getByLabelText(t.group), t.group_pastoral);
  await userEvent.selectOptions(screen.getByLabelText(t.difficulty), t.difficulty_beginner);
  await userEvent.type(screen.getByLabelText(t.price), "49");
  await userEvent.click(screen.getByLabelText(/Priscilla Aquila/));
  expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  await act(() => userEvent.click(screen.getByRole("button", { name: t.create })));
  expect(mockCreate).toHaveBeenCalledWith("en", expect.objectContaining({ title: "Church History I", slug: "church-history-i", category: "pastoral", price: "49", instructorIds: ["u1"], state: "draft" }));
  expect(mockPush).toHaveBeenCalledWith("/studio/courses/new1");
});
