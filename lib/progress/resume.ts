import "server-only";
import { PUBLISHED_LESSON } from "@/lib/courses/visibility";
import { db } from "@/lib/db";

export type ResumeTarget = { lessonId: string; positionSeconds: number | null };

/**
 * Where a student picks a course up again: the first published lesson (by order) they have not completed, with
 * the saved video position when there is one; the first lesson when every lesson is complete or nobody
 * is signed in. Null when the course has no lessons.
 */
export async function findResumeTarget(courseId: string, userId: string | null): Promise<ResumeTarget | null> {
  const lessons = await db.lesson.findMany({ where: { courseId, ...PUBLISHED_LESSON }, orderBy: { order: "asc" }, select: { id: true } });
  const first = lessons[0];
  if (!first) return null;
  if (!userId) return { lessonId: first.id, positionSeconds: null };

  const saved = await db.lessonProgress.findMany({
    where: { userId, lessonId: { in: lessons.map((l) => l.id) } },
    select: { lessonId: true, completedAt: true, positionSeconds: true },
  });
  const byLesson = new Map(saved.map((p) => [p.lessonId, p]));
  const next = lessons.find((lesson) => !byLesson.get(lesson.id)?.completedAt);
  if (!next) return { lessonId: first.id, positionSeconds: null };
  const position = byLesson.get(next.id)?.positionSeconds ?? 0;
  return { lessonId: next.id, positionSeconds: position > 0 ? position : null };
}

/** The lesson page's path (without locale prefix) for a resume target. */
export function resumeLessonPath(courseSlug: string, target: ResumeTarget): string {
  const base = `/course/${encodeURIComponent(courseSlug)}/lesson/${encodeURIComponent(target.lessonId)}`;
  return target.positionSeconds ? `${base}?t=${target.positionSeconds}` : base;
}
