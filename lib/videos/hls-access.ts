import "server-only";
import { courseOpenTo, lessonShownTo } from "@/lib/courses/visibility";
import { sql } from "@/lib/db";
import type { CourseState, LessonState } from "@/lib/generated/prisma/enums";
import { accessOf, canViewLesson, type Viewer } from "@/lib/lessons/access";

export type WatchAccess = "allowed" | "missing" | "denied";

type WatchRow = {
  isFreePreview: boolean;
  enrollmentStatus: "active" | "completed" | "refunded" | null;
  teaching: boolean;
  courseState: CourseState;
  lessonState: LessonState;
  published: boolean;
};

/**
 * Whether `viewer` may watch a video now, by the lesson page's rules (lib/lessons/access.ts and
 * lib/courses/visibility.ts): a free preview for anyone, else an active or completed enrollment, the course's
 * instructor or an admin; a course, lesson or video they may not see (a draft, an archived course they are not
 * enrolled in, an upload not yet published) is missing, and a deleted video is missing for everyone. Read on
 * every playlist fetch, so a refund or a removed course stops the player within one URL lifetime.
 */
export async function watchAccess(videoId: string, viewer: Viewer): Promise<WatchAccess> {
  const [row] = await sql<WatchRow>`
    SELECT l."isFreePreview", e.status AS "enrollmentStatus", c.state AS "courseState", l.state AS "lessonState", v.published,
           EXISTS (SELECT 1 FROM course_instructors ci WHERE ci."courseId" = c.id AND ci."userId" = ${viewer?.id ?? null}) AS teaching
    FROM videos v
    JOIN lessons l ON l.id = v."lessonId"
    JOIN courses c ON c.id = l."courseId"
    LEFT JOIN enrollments e ON e."userId" = ${viewer?.id ?? null} AND e."courseId" = c.id
    WHERE v.id = ${videoId} AND v."deletedAt" IS NULL`;
  if (!row) return "missing";
  const access = accessOf(viewer, row.enrollmentStatus, row.teaching);
  const visible = courseOpenTo(row.courseState, access) && lessonShownTo(row.lessonState, access) && (row.published || access.staff);
  if (!visible) return "missing";
  return canViewLesson(access, row) ? "allowed" : "denied";
}
