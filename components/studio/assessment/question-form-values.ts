import { OPTIONS_MIN } from "@/lib/studio/question-schema";
import type { EditorQuestion } from "@/lib/studio/assessment-editor-types";

// The question form's values and the payload they make (lib/studio/question-schema.ts's questionSchema).
// The correct option is a radio's value, the index of the option as text; "" until one is chosen.

export type QuestionFormValues = {
  text: string;
  options: { text: string }[];
  correct: string;
  explanation: string;
  lessonId: string;
};

export function initialValues(question: EditorQuestion | null): QuestionFormValues {
  if (!question) {
    return { text: "", options: Array.from({ length: OPTIONS_MIN + 2 }, () => ({ text: "" })), correct: "", explanation: "", lessonId: "" };
  }
  return {
    text: question.text,
    options: question.options.map((o) => ({ text: o.text })),
    correct: String(question.options.findIndex((o) => o.isCorrect)),
    explanation: question.explanation ?? "",
    lessonId: question.lessonId ?? "",
  };
}

export function toQuestionInput(values: QuestionFormValues) {
  return {
    text: values.text,
    options: values.options.map((o) => o.text),
    correct: values.correct === "" ? undefined : Number(values.correct),
    explanation: values.explanation,
    lessonId: values.lessonId || null,
  };
}

/** The form field a schema message is about: an option's text, or the options as a whole. */
export function questionFieldOf(path: PropertyKey[]): string {
  if (path[0] === "options") return path.length > 1 ? `options.${String(path[1])}.text` : "options.root";
  return path.map(String).join(".") || "root";
}

/** The correct option's index after removing option `removed`: shifted, or none when it was the one removed. */
export function correctAfterRemoving(correct: string, removed: number): string {
  if (correct === "") return "";
  const index = Number(correct);
  if (index === removed) return "";
  return String(index > removed ? index - 1 : index);
}
