import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import type { EditorQuestion } from "@/lib/studio/assessment-editor-types";
import { QuestionForm } from "./question-form";

const mockSave = jest.fn();
jest.mock("@/lib/studio/assessment-actions", () => ({ saveQuestion: (...args: unknown[]) => mockSave(...args) }));

const t = messages.StudioAssessment;
// Typing without a pause between keys: the form's checks run on every change.
const user = userEvent.setup({ delay: null });
jest.setTimeout(20_000);
const lessons = [
  { id: "l1", order: 1, title: "The call of Abram" },
  { id: "l2", order: 2, title: "The covenant" },
];
const saved = jest.fn();

function renderForm(question: EditorQuestion | null = null, locale = "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <QuestionForm assessmentId="a1" question={question} number={question?.number ?? 5} lessons={lessons} contentLanguage="en" onSaved={saved} onCancel={() => {}} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole("form", { name: question ? `Edit question ${question.number}` : t.newQuestionTitle });
}

const option = (n: number) => screen.getByRole("textbox", { name: `Option ${n}` });
const key = (n: number) => screen.getByRole("radio", { name: `Option ${n} is the correct answer` });

beforeEach(() => {
  mockSave.mockReset();
  saved.mockReset();
});

it("checks with the server's rules before sending: a question, every option's text and one correct answer", async () => {
  renderForm();
  await user.click(screen.getByRole("button", { name: t.saveQuestion }));
  expect(await screen.findByText(messages.Studio.errorQuestionText)).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: t.questionTextLabel })).toHaveAttribute("aria-invalid", "true");
  expect(option(1)).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByText(messages.Studio.errorCorrectOption)).toBeInTheDocument();
  expect(mockSave).not.toHaveBeenCalled();
});

it("sends the question with its options, key, explanation and lesson, and hands the saved question back", async () => {
  mockSave.mockResolvedValue({ ok: true, data: { questionId: "q9", changed: true, cues: ["longest"] } });
  renderForm();
  await user.type(screen.getByRole("textbox", { name: t.questionTextLabel }), "Where was Abram called from?");
  await user.type(option(1), "Ur of the Chaldeans");
  await user.type(option(2), "Egypt");
  await user.type(option(3), "Moab");
  await user.click(screen.getByRole("button", { name: "Remove option 4" }));
  await user.click(key(1));
  await user.type(screen.getByRole("textbox", { name: t.explanationLabel }), "Genesis 11:31.");
  await user.selectOptions(screen.getByRole("combobox", { name: t.lessonLabel }), "l1");
  await user.click(screen.getByRole("button", { name: t.saveQuestion }));
  expect(mockSave).toHaveBeenCalledWith(
    "a1",
    null,
    { text: "Where was Abram called from?", options: ["Ur of the Chaldeans", "Egypt", "Moab"], correct: 0, explanation: "Genesis 11:31.", lessonId: "l1" },
    "en",
  );
  expect(saved).toHaveBeenCalledWith({ questionId: "q9", changed: true, cues: ["longest"] });
});

it("keeps the key on its option when another is removed, drops it when the key is removed, and allows two to six options", async () => {
  renderForm();
  await user.click(key(3));
  await user.click(screen.getByRole("button", { name: "Remove option 1" }));
  expect(key(2)).toBeChecked();
  await user.click(screen.getByRole("button", { name: "Remove option 2" }));
  expect(screen.getAllByRole("radio").filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
  expect(screen.getByRole("button", { name: "Remove option 1" })).toBeDisabled();
  for (let i = 0; i < 4; i++) await user.click(screen.getByRole("button", { name: t.addOption }));
  expect(screen.getAllByTestId("option-row")).toHaveLength(6);
  expect(screen.getByRole("button", { name: t.addOption })).toBeDisabled();
});

it("puts the server's refusal on its field, says nothing was saved and keeps what was typed", async () => {
  mockSave.mockResolvedValue({ ok: false, status: 400, message: "x", fieldErrors: { lessonId: [messages.Studio.errorQuestionLesson] } });
  const question: EditorQuestion = {
    id: "q1",
    number: 2,
    text: "Who was Abram's wife?",
    explanation: null,
    lessonId: null,
    retired: false,
    inUse: false,
    options: [
      { id: "o1", text: "Sarai", isCorrect: true },
      { id: "o2", text: "Hagar", isCorrect: false },
    ],
    cues: [],
    flags: [],
  };
  const form = renderForm(question);
  expect(key(1)).toBeChecked();
  await user.click(within(form).getByRole("button", { name: t.saveQuestion }));
  expect(mockSave).toHaveBeenCalledWith("a1", "q1", expect.objectContaining({ options: ["Sarai", "Hagar"], correct: 0, lessonId: null }), "en");
  expect(await screen.findByText(messages.Studio.errorQuestionLesson)).toBeInTheDocument();
  expect(screen.getByRole("combobox", { name: t.lessonLabel })).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByText(t.errorFields)).toBeInTheDocument();
  expect(option(1)).toHaveValue("Sarai");
  expect(saved).not.toHaveBeenCalled();
});

it("says nothing was saved when the server cannot be reached", async () => {
  mockSave.mockRejectedValue(new Error("offline"));
  const form = renderForm({
    id: "q1",
    number: 1,
    text: "Who?",
    explanation: null,
    lessonId: "l2",
    retired: false,
    inUse: true,
    options: [
      { id: "o1", text: "A", isCorrect: false },
      { id: "o2", text: "B", isCorrect: true },
    ],
    cues: [],
    flags: [],
  });
  await user.click(within(form).getByRole("button", { name: t.saveQuestion }));
  expect(await screen.findByText(t.errorNetwork)).toBeInTheDocument();
});
