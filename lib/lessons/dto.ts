import { KeptPerProcess } from "@/lib/cache/kept-per-process";
import { sanitizeLessonHtml } from "@/lib/content/sanitize";

/** The language lessons are written in (Course.defaultLanguage is "en" for every course). */
export const ORIGINAL_LANGUAGE = "en";

export type LessonDto = {
  id: string;
  courseId: string;
  title: string;
  order: number;
  estimatedMinutes: number;
  isFreePreview: boolean;
  updatedAt: string;
  /** False when the viewer may not see the lesson: then `content` is null. */
  accessible: boolean;
  /** Sanitised HTML (sanitised again here, whatever was stored). */
  content: string | null;
  /** The language `title` is in: the requested one when translated, otherwise the original's. */
  titleLanguage: string;
  /** The language `content` is in (also when the viewer may not read it): the requested one when its content is translated, otherwise the original's. */
  contentLanguage: string;
};

/** A stored translation; empty content means only the title is translated. */
export type LessonTranslationText = { title: string; content: string; language: string };

// A text sanitised once per process, kept by the text itself (an edited text is another key): the lesson page
// sanitised its text, and a translation's to see whether it has any, on every request (0.2 ms for Genesis's first
// lesson in the signed-in pages' CPU profile).
const sanitized = new KeptPerProcess<string>(400);
const sanitizedText = (html: string) => sanitized.get(html, () => sanitizeLessonHtml(html));

type LessonRow = { id: string; courseId: string; title: string; order: number; estimatedMinutes: number; isFreePreview: boolean; updatedAt: Date; content: string };

export function toLessonDto(lesson: LessonRow, accessible: boolean, translated?: LessonTranslationText | null): LessonDto {
  const title = translated?.title.trim() ? translated.title : null;
  const content = translated && sanitizedText(translated.content).trim() ? translated.content : null;
  return {
    id: lesson.id,
    courseId: lesson.courseId,
    title: title ?? lesson.title,
    order: lesson.order,
    estimatedMinutes: lesson.estimatedMinutes,
    isFreePreview: lesson.isFreePreview,
    updatedAt: lesson.updatedAt.toISOString(),
    accessible,
    content: accessible ? sanitizedText(content ?? lesson.content) : null,
    titleLanguage: title ? translated!.language : ORIGINAL_LANGUAGE,
    contentLanguage: content ? translated!.language : ORIGINAL_LANGUAGE,
  };
}
