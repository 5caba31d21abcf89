import "server-only";
import { sql } from "@/lib/db";
import type { EnrollmentStatus } from "@/lib/generated/prisma/enums";
import { sourcesOf } from "./status";

export type EnrollmentProgress = { progress: number; status: EnrollmentStatus; completedAt: Date | null };

// What the status table lets complete (an active enrollment, not a refunded one).
const COMPLETES_FROM = sourcesOf("enrollment", "completed");

/**
 * The progress save's write (lib/progress decides what the course's progress is and whether it is complete):
 * the enrollment's progress and, when `completes`, its completion. One statement, on the hot path: the status
 * filters make the completion happen once even when two saves race, and a refunded enrollment is never
 * touched. Null when nothing was written (no enrollment, or a refunded one).
 */
export async function saveEnrollmentProgress(userId: string, courseId: string, progress: number, completes: boolean): Promise<EnrollmentProgress | null> {
  const [updated] = await sql<EnrollmentProgress>`
    UPDATE enrollments SET
      progress = ${progress}::int,
      status = CASE WHEN ${completes}::boolean AND status = ANY(${COMPLETES_FROM}::"EnrollmentStatus"[]) THEN 'completed' ELSE status END,
      "completedAt" = CASE WHEN ${completes}::boolean AND status = ANY(${COMPLETES_FROM}::"EnrollmentStatus"[]) THEN now() ELSE "completedAt" END,
      "updatedAt" = now()
    WHERE "userId" = ${userId} AND "courseId" = ${courseId} AND status <> 'refunded'
    RETURNING progress, status, "completedAt"`;
  return updated ?? null;
}
