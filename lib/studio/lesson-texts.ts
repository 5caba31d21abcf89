import "server-only";
import { englishTranslator } from "@/lib/i18n/english";
import { isLocale, defaultLocale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import type en from "@/messages/en.json";
import { englishStudio } from "./messages";

// The words the lesson editor's server code refuses with, in the user's language: an action passes the page's
// locale, so a refused save reads as the rest of the page (English for anything else, and for the seed and tests).

type Values = Record<string, string | number>;
export type LessonEditorTexts = {
  /** The studio's shared messages ("Studio": lesson title, study time, nothing to publish…). */
  studio: (key: keyof typeof en.Studio) => string;
  /** This editor's refusals ("StudioLesson.errors"). */
  error: (key: keyof typeof en.StudioLesson.errors, values?: Values) => string;
  /** Why a document was refused ("LessonContent.errors", lib/lesson-content/errors.ts). */
  content: (key: `errors.${keyof typeof en.LessonContent.errors}`, values?: Values) => string;
};

export function englishLessonEditorTexts(): LessonEditorTexts {
  const error = englishTranslator("StudioLesson");
  return { studio: englishStudio(), error: (key, values) => error(`errors.${key}`, values), content: englishTranslator("LessonContent") };
}

export async function lessonEditorTexts(locale: unknown): Promise<LessonEditorTexts> {
  const chosen = isLocale(locale) ? locale : defaultLocale;
  const [studio, lesson, content] = await Promise.all([translatorFor(chosen, "Studio"), translatorFor(chosen, "StudioLesson"), translatorFor(chosen, "LessonContent")]);
  return { studio, error: (key, values) => lesson(`errors.${key}`, values), content };
}
