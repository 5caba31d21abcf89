import { sanitizeLessonHtml } from "@/lib/content/sanitize";

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
};

type LessonRow = { id: string; courseId: string; title: string; order: number; estimatedMinutes: number; isFreePreview: boolean; updatedAt: Date; content: string };

export function toLessonDto(lesson: LessonRow, accessible: boolean, translated?: { title: string; content: string } | null): LessonDto {
  return {
    id: lesson.id,
    courseId: lesson.courseId,
    title: translated?.title ?? lesson.title,
    order: lesson.order,
    estimatedMinutes: lesson.estimatedMinutes,
    isFreePreview: lesson.isFreePreview,
    updatedAt: lesson.updatedAt.toISOString(),
    accessible,
    content: accessible ? sanitizeLessonHtml(translated?.content ?? lesson.content) : null,
  };
}
