import "server-only";
import { sql } from "@/lib/db";
import { accessOf, canViewLesson, type Viewer } from "@/lib/lessons/access";

export type WatchAccess = "allowed" | "missing" | "denied";

/**
 * Whether `viewer` may watch a video now, by the lesson page's rules (lib/lessons/access.ts): a free preview
 * for anyone, else an active or completed enrollment, the course's instructor or an admin. Read on every
 * playlist fetch, so a refund or a removed course stops the player within one URL lifetime.
 */
export async function watchAccess(videoId: string, viewer: Viewer): Promise<WatchAccess> {
  const [row] = await sql<{ isFreePreview: boolean; enrollmentStatus: "active" | "completed" | "refunded" | null; teaching: boolean }>`
    SELECT l."isFreePreview", e.status AS "enrollmentStatus",
           EXISTS (SELECT 1 FROM course_instructors ci WHERE ci."courseId" = c.id AND ci."userId" = ${viewer?.id ?? null}) AS teaching
    FROM videos v
    JOIN lessons l ON l.id = v."lessonId"
    JOIN courses c ON c.id = l."courseId" AND c.published
    LEFT JOIN enrollments e ON e."userId" = ${viewer?.id ?? null} AND e."courseId" = c.id
    WHERE v.id = ${videoId}`;
  if (!row) return "missing";
  return canViewLesson(accessOf(viewer, row.enrollmentStatus, row.teaching), row) ? "allowed" : "denied";
}
