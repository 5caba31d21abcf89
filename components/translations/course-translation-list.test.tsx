import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import type { LocalizedCourse } from "@/lib/translations/types";
import { CourseTranslationList } from "./course-translation-list";

const mockSave = jest.fn();
const mockToast = jest.fn();
const mockRefresh = jest.fn();

jest.mock("@/lib/translations/actions", () => ({ saveCourseTranslationAction: (input: unknown) => mockSave(input) }));
jest.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => mockToast(...args) }));
jest.mock("@/lib/i18n/navigation", () => ({
  useRouter: () => ({ refresh: mockRefresh }),
  Link: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const t = messages.Translations;
const original = { title: "Exodus", description: "Out of Egypt." };
const untranslated: LocalizedCourse = { id: "c-ex", slug: "exodus", ...original, defaultLanguage: "en", language: "en", translation: null, original };
const translated: LocalizedCourse = {
  id: "c-gen",
  slug: "genesis",
  title: "Génesis",
  description: "En el principio.",
  defaultLanguage: "en",
  language: "es",
  translation: { title: "Génesis", description: "En el principio." },
  original: { title: "Genesis", description: "In the beginning." },
};
const spanish = { code: "es", flag: "🇪🇸", name: "Español" };
const outdated: LocalizedCourse = {
  ...translated,
  outdated: { changedAt: "2026-12-01T09:00:00.000Z", changes: [{ field: "description", segments: [{ kind: "same", text: "In the " }, { kind: "added", text: "very " }, { kind: "same", text: "beginning." }] }] },
};

function renderList(language = spanish, editableIds = ["c-ex", "c-gen"], courses = [untranslated, translated]) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <CourseTranslationList courses={courses} language={language} editableIds={editableIds} />
    </NextIntlClientProvider>,
  );
}

const card = (title: string) => screen.getByRole("form", { name: t.editFormLabel.replace("{title}", title) });

beforeEach(() => {
  mockSave.mockReset();
  mockToast.mockReset();
  mockRefresh.mockReset();
});

it("offers Add for an untranslated course, Edit for a translated one, and shows the original beneath a translation", () => {
  renderList();
  expect(within(card("Exodus")).getByRole("button", { name: t.addTranslation })).toBeInTheDocument();
  expect(within(card("Genesis")).getByRole("button", { name: t.editTranslation })).toBeInTheDocument();
  expect(within(card("Genesis")).getByText("In the beginning.")).toBeInTheDocument();
  expect(within(card("Exodus")).queryByText(t.originalLabel)).toBeNull();
});

it("shows no buttons on courses the visitor may not translate, and no Add in English", () => {
  renderList(spanish, []);
  expect(screen.queryAllByRole("button")).toHaveLength(0);
  renderList({ code: "en", flag: "🇬🇧", name: "English" }, ["c-ex"]);
  expect(screen.queryByRole("button", { name: t.addTranslation })).toBeNull();
});

it("opens a prefilled editor without saving, keeps the draft and field error on a bad title, and Cancel leaves it", async () => {
  const user = userEvent.setup();
  renderList();
  await user.click(within(card("Genesis")).getByRole("button", { name: t.editTranslation }));
  const title = within(card("Genesis")).getByRole("textbox", { name: "Title (Español)" });
  const description = within(card("Genesis")).getByRole("textbox", { name: "Description (Español)" });
  expect(title).toHaveValue("Génesis");
  expect(description).toHaveValue("En el principio.");
  expect(description).toHaveAttribute("rows", "4");
  expect(mockSave).not.toHaveBeenCalled();

  await user.clear(title);
  await user.type(title, "G");
  await user.click(screen.getByRole("button", { name: t.save }));
  expect(await screen.findByText(t.errorTitleMin)).toBeInTheDocument();
  expect(title).toHaveValue("G");
  expect(mockSave).not.toHaveBeenCalled();

  await user.click(screen.getByRole("button", { name: t.cancel }));
  expect(screen.queryByRole("textbox")).toBeNull();
  expect(within(card("Genesis")).getByRole("heading", { name: "Génesis" })).toBeInTheDocument();
});

it("saves through the server action, toasts 'Translation Created' and refreshes", async () => {
  const user = userEvent.setup();
  mockSave.mockResolvedValue({ ok: true, data: { courseId: "c-ex", language: "es", title: "Éxodo", description: null, created: true } });
  renderList();
  await user.click(within(card("Exodus")).getByRole("button", { name: t.addTranslation }));
  const title = within(card("Exodus")).getByRole("textbox", { name: "Title (Español)" });
  expect(title).toHaveValue("Exodus");
  await user.clear(title);
  await user.type(title, "Éxodo");
  await user.click(screen.getByRole("button", { name: t.save }));
  await waitFor(() => expect(mockRefresh).toHaveBeenCalled());
  expect(mockSave).toHaveBeenCalledWith({ courseId: "c-ex", language: "es", title: "Éxodo", description: "Out of Egypt." });
  expect(mockToast).toHaveBeenCalledWith({ title: "Translation Created", description: "Course translation has been successfully created." });
  expect(screen.queryByRole("textbox")).toBeNull();
});

it("keeps the draft and shows the server's field errors when the save is refused", async () => {
  const user = userEvent.setup();
  mockSave.mockResolvedValue({ ok: false, status: 403, message: "no" });
  renderList();
  await user.click(within(card("Exodus")).getByRole("button", { name: t.addTranslation }));
  await user.click(screen.getByRole("button", { name: t.save }));
  await waitFor(() => expect(mockToast).toHaveBeenCalledWith({ variant: "destructive", title: t.saveFailedTitle, description: t.forbiddenText }));
  expect(within(card("Exodus")).getByRole("textbox", { name: "Title (Español)" })).toHaveValue("Exodus");
  expect(mockRefresh).not.toHaveBeenCalled();
});

it("links each course the editor may translate to its lessons and questions, not in English", () => {
  const { unmount } = renderList(spanish, ["c-ex"]);
  expect(within(card("Exodus")).getByRole("link", { name: messages.LessonTranslations.translateLessons })).toHaveAttribute("href", "/translations?lang=es&lessons=exodus");
  expect(within(card("Genesis")).queryByRole("link", { name: messages.LessonTranslations.translateLessons })).toBeNull();
  unmount();
  renderList({ code: "en", flag: "🇬🇧", name: "English" });
  expect(screen.queryByRole("link", { name: messages.LessonTranslations.translateLessons })).toBeNull();
});

it("marks a translation whose English changed since it was saved as outdated, with what changed", () => {
  renderList(spanish, ["c-gen"], [untranslated, outdated]);
  expect(within(card("Genesis")).getByText(messages.TranslationStatus.outdated)).toBeInTheDocument();
  expect(within(card("Genesis")).getByTestId("english-changes")).toHaveTextContent("The English was changed on December 1, 2026");
  expect(within(card("Genesis")).getByTestId("word-diff")).toHaveTextContent("In the [added: very ]beginning.");
  expect(within(card("Exodus")).queryByText(messages.TranslationStatus.outdated)).toBeNull();
});
