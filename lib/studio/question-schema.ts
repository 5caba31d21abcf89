import { z } from "zod";
import { memoByTranslator } from "./course-schema";

// The assessment editor's payloads: an assessment's settings and one question with its options. The lesson a
// question tests must be of the same course, and options students have answered cannot be taken away: both are
// checked by lib/studio/question-save.ts, with the same messages.

export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 6;

export const assessmentSchema = memoByTranslator((t) => {
  const int = (message: string, min: number, max: number) => z.number(message).int(message).min(min, message).max(max, message);
  return z.object({
    title: z.string(t("errorAssessmentTitle")).trim().min(2, t("errorAssessmentTitle")).max(200, t("errorAssessmentTitle")),
    type: z.enum(["quiz", "midterm", "final"], t("errorAssessmentType")),
    /** Minutes. */
    timeLimit: int(t("errorTimeLimit"), 1, 600),
    /** Percent needed to pass. */
    passingScore: int(t("errorPassingScore"), 0, 100),
    /** How many questions one attempt draws from the pool; null: all of them. */
    questionsPerAttempt: int(t("errorQuestionsPerAttempt"), 1, 200).nullish().transform((value) => value ?? null),
    /** The attempt cap; left out, a new assessment gets the database's (3 in 24 hours) and a saved one keeps its own. */
    maxAttempts: int(t("errorMaxAttempts"), 1, 100).optional(),
    attemptWindowHours: int(t("errorAttemptWindow"), 0, 8760).optional(),
  });
});

export const questionSchema = memoByTranslator((t) => {
  return z
    .object({
      text: z.string(t("errorQuestionText")).trim().min(3, t("errorQuestionText")).max(1000, t("errorQuestionText")),
      options: z
        .array(z.string(t("errorOptionText")).trim().min(1, t("errorOptionText")).max(500, t("errorOptionText")), t("errorOptionsCount"))
        .min(OPTIONS_MIN, t("errorOptionsCount"))
        .max(OPTIONS_MAX, t("errorOptionsCount")),
      /** Index (from 0) of the one correct option. */
      correct: z.number(t("errorCorrectOption")).int(t("errorCorrectOption")).min(0, t("errorCorrectOption")),
      explanation: z
        .string(t("errorExplanation"))
        .trim()
        .max(2000, t("errorExplanation"))
        .nullish()
        .transform((value) => value || null),
      /** The lesson it tests, linked from a missed question in the result. */
      lessonId: z.string().trim().max(100).nullish().transform((value) => value || null),
    })
    .superRefine((question, ctx) => {
      if (question.correct >= question.options.length) ctx.addIssue({ code: "custom", path: ["correct"], message: t("errorCorrectOption") });
      const seen = new Set(question.options.map((o) => o.toLowerCase()));
      if (seen.size !== question.options.length) ctx.addIssue({ code: "custom", path: ["options"], message: t("errorOptionsDistinct") });
    });
});

export type AssessmentInput = z.input<ReturnType<typeof assessmentSchema>>;
export type QuestionInput = z.input<ReturnType<typeof questionSchema>>;
export type QuestionData = z.output<ReturnType<typeof questionSchema>>;
