import { z } from "zod";
import { defaultLocale, locales } from "@/lib/i18n/locales";
import type en from "@/messages/en.json";

// The course-translation form and the server action share this schema. Messages are passed in so the
// browser shows them in the visitor's language; the server passes englishTranslator (lib/i18n/english.ts).
type TranslationMessages = typeof en.Translations;
type Translate = (key: keyof TranslationMessages) => string;

const TITLE_MIN = 2;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;

export function courseTranslationSchema(t: Translate) {
  return z.object({
    courseId: z.string().trim().min(1, t("errorCourseRequired")).max(200),
    // English is the original: there is nothing to translate into it (SPEC: 'Cannot Translate').
    language: z.enum(locales, t("errorLanguage")).refine((code) => code !== defaultLocale, t("cannotTranslateText")),
    title: z.string().trim().min(TITLE_MIN, t("errorTitleMin")).max(TITLE_MAX, t("errorTitleMax")),
    // An empty description keeps the course's own (English) description.
    description: z
      .string()
      .trim()
      .max(DESCRIPTION_MAX, t("errorDescriptionMax"))
      .optional()
      .transform((value) => value || null),
  });
}

export type CourseTranslationInput = z.input<ReturnType<typeof courseTranslationSchema>>;
export type CourseTranslationData = z.output<ReturnType<typeof courseTranslationSchema>>;
