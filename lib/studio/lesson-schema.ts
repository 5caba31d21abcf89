import { z } from "zod";
import { memoByTranslator, type StudioTranslate } from "./course-schema";

// The lesson editor's payloads: a lesson's text (its title and the editor's document, or HTML from elsewhere)
// and its settings. The document itself is checked, turned into HTML and sanitised by lib/lesson-content (lesson-save.ts).

/** Larger text is refused before anything is parsed: a lesson is a few thousand characters. */
export const LESSON_HTML_MAX = 1_000_000;

const title = (t: StudioTranslate) => z.string(t("errorLessonTitle")).trim().min(2, t("errorLessonTitle")).max(200, t("errorLessonTitle"));

/** Title and text: `doc` from the editor, or `html` (the seed's files); exactly one. */
export const lessonContentSchema = memoByTranslator((t) => {
  return z
    .object({
      title: title(t),
      doc: z.unknown().optional(),
      html: z.string(t("errorDocument")).max(LESSON_HTML_MAX, t("errorContentTooLarge")).optional(),
    })
    .superRefine((input, ctx) => {
      if ((input.doc === undefined) === (input.html === undefined)) ctx.addIssue({ code: "custom", path: ["doc"], message: t("errorDocument") });
    });
});

/** How long a lesson takes and whether visitors may read it before enrolling. */
export const lessonSettingsSchema = memoByTranslator((t) => {
  return z.object({
    estimatedMinutes: z.number(t("errorLessonMinutes")).int(t("errorLessonMinutes")).min(1, t("errorLessonMinutes")).max(600, t("errorLessonMinutes")),
    isFreePreview: z.boolean().default(false),
  });
});

export type LessonContentInput = z.input<ReturnType<typeof lessonContentSchema>>;
export type LessonSettingsInput = z.input<ReturnType<typeof lessonSettingsSchema>>;
