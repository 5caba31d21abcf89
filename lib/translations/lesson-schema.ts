import { z } from "zod";
import { defaultLocale, locales } from "@/lib/i18n/locales";
import type en from "@/messages/en.json";

// The lesson- and question-translation forms and their server actions share these schemas. Messages are passed
// in so the browser shows them in the visitor's language; the server passes englishTranslator (lib/i18n/english.ts).
type Messages = typeof en.LessonTranslations;
type Translate = (key: keyof Messages, values?: Record<string, number>) => string;

export const LESSON_TITLE_MIN = 2;
export const LESSON_TITLE_MAX = 200;
/** About six times the longest English lesson (≈ 6,000 characters of HTML): room for any script. */
export const LESSON_CONTENT_MAX = 60_000;
export const QUESTION_MAX = 1000;
export const OPTION_MAX = 500;

const id = z.string().trim().min(1).max(200);
const language = (t: Translate) =>
  z.enum(locales, t("errorLanguage")).refine((code) => code !== defaultLocale, t("errorEnglish"));

/** A lesson's or an assessment's title. */
const title = (t: Translate) =>
  z
    .string()
    .trim()
    .min(LESSON_TITLE_MIN, t("errorTitleMin", { min: LESSON_TITLE_MIN }))
    .max(LESSON_TITLE_MAX, t("errorTitleMax", { max: LESSON_TITLE_MAX }));

export function lessonTranslationSchema(t: Translate) {
  return z.object({
    lessonId: id,
    language: language(t),
    title: title(t),
    // Empty: only the title is translated, and students see the English text with a note.
    content: z.string().trim().max(LESSON_CONTENT_MAX, t("errorContentMax", { max: LESSON_CONTENT_MAX })).default(""),
  });
}

export function questionTranslationSchema(t: Translate) {
  return z.object({
    questionId: id,
    language: language(t),
    text: z.string().trim().min(1, t("errorQuestionRequired")).max(QUESTION_MAX, t("errorQuestionMax", { max: QUESTION_MAX })),
    options: z
      .array(
        z.object({
          id,
          text: z.string().trim().min(1, t("errorOptionRequired")).max(OPTION_MAX, t("errorOptionMax", { max: OPTION_MAX })),
        }),
      )
      .min(2)
      .max(8),
  });
}

/** An assessment's title in one language (its questions have their own form). */
export function assessmentTitleTranslationSchema(t: Translate) {
  return z.object({
    assessmentId: id,
    language: language(t),
    title: title(t),
  });
}

export type LessonTranslationInput = z.input<ReturnType<typeof lessonTranslationSchema>>;
export type QuestionTranslationInput = z.input<ReturnType<typeof questionTranslationSchema>>;
