import "server-only";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/db/transaction";
import { courseScopeKey, diplomaScopeKey } from "./scope";

export type RevocationReason = "refund" | "course_refunded";

/**
 * Revokes one live certificate by its scope key, inside the caller's transaction. The row stays (its serial
 * keeps answering "revoked" on the verification page) but its scopeKey is freed by suffixing the id, so
 * the student who buys and completes the course again is issued a new certificate with a new serial.
 */
async function revokeScope(tx: Tx, scopeKey: string, reason: RevocationReason, at: Date): Promise<number> {
  return tx.$executeRaw`
    UPDATE "certificates"
    SET "revokedAt" = ${at}, "revokedReason" = ${reason}, "scopeKey" = "scopeKey" || ':revoked:' || "id"
    WHERE "scopeKey" = ${scopeKey} AND "revokedAt" IS NULL`;
}

/**
 * A refunded course loses its certificate; the diploma too when it counted that course (a Bible-book course,
 * i.e. one with a testament). Runs in the refund's own transaction, so both happen or neither does.
 */
export async function revokeForRefund(tx: Tx, userId: string, courseId: string, at: Date): Promise<{ course: number; diploma: number }> {
  const course = await revokeScope(tx, courseScopeKey(userId, courseId), "refund", at);
  const counted = await tx.course.findUnique({ where: { id: courseId }, select: { testament: true } });
  const diploma = counted?.testament ? await revokeScope(tx, diplomaScopeKey(userId), "course_refunded", at) : 0;
  return { course, diploma };
}

/** What revokeForRefund would revoke now: the student's live course certificate, and their diploma when the course counted. */
export async function revokedByRefund(userId: string, courseId: string): Promise<{ certificate: boolean; diploma: boolean }> {
  const [course, live] = await Promise.all([
    db.course.findUnique({ where: { id: courseId }, select: { testament: true } }),
    db.certificate.findMany({
      where: { scopeKey: { in: [courseScopeKey(userId, courseId), diplomaScopeKey(userId)] }, revokedAt: null },
      select: { scopeKey: true },
    }),
  ]);
  const holds = (key: string) => live.some((c) => c.scopeKey === key);
  return { certificate: holds(courseScopeKey(userId, courseId)), diploma: Boolean(course?.testament) && holds(diplomaScopeKey(userId)) };
}
