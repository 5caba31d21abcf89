import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { LessonTranslationForm } from "./lesson-translation-form";

const mockSave = jest.fn();
const mockRefresh = jest.fn();
jest.mock("@/lib/translations/lesson-actions", () => ({ saveLessonTranslationAction: (input: unknown) => mockSave(input) }));
jest.mock("@/lib/i18n/navigation", () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

const t = messages.LessonTranslations;
const lesson = { id: "l1", order: 2, original: { title: "John 1–4", content: "<p>In the beginning</p>" }, translation: null, outdated: null };

function renderForm() {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LessonTranslationForm lesson={lesson} language={{ code: "es", name: "Español" }} />
    </NextIntlClientProvider>,
  );
  return {
    title: screen.getByLabelText(t.titleLabel.replace("{language}", "Español")),
    content: screen.getByLabelText(t.contentLabel.replace("{language}", "Español")),
  };
}

beforeEach(() => {
  mockSave.mockReset();
  mockRefresh.mockReset();
});

it("sends the texts, and keeps them with the field's error when the server refuses", async () => {
  mockSave.mockResolvedValue({ ok: false, message: "Please correct the highlighted fields.", fieldErrors: { title: ["Title must be at least 2 characters"] } });
  const { title, content } = renderForm();
  await userEvent.type(title, "J");
  await userEvent.type(content, "<p>En el principio</p>");
  await userEvent.click(screen.getByRole("button", { name: t.save }));
  expect(mockSave).toHaveBeenCalledWith({ lessonId: "l1", language: "es", title: "J", content: "<p>En el principio</p>" });
  expect(await screen.findByRole("alert")).toHaveTextContent("Title must be at least 2 characters");
  expect(title).toHaveValue("J");
  expect(content).toHaveValue("<p>En el principio</p>");
  expect(mockRefresh).not.toHaveBeenCalled();
});

it("says Saved once the server has stored it, and a failure without losing the text", async () => {
  const { title } = renderForm();
  await userEvent.type(title, "Juan 1–4");
  mockSave.mockResolvedValueOnce({ ok: true, data: {} });
  await userEvent.click(screen.getByRole("button", { name: t.save }));
  expect(await screen.findByRole("status")).toHaveTextContent(t.saved);
  // Read again from the server: its 'Outdated' mark goes once the translation is saved from today's English.
  expect(mockRefresh).toHaveBeenCalledTimes(1);

  mockSave.mockRejectedValueOnce(new Error("network"));
  await userEvent.click(screen.getByRole("button", { name: t.save }));
  expect(await screen.findByRole("alert")).toHaveTextContent(t.saveFailed);
  expect(title).toHaveValue("Juan 1–4");
});
