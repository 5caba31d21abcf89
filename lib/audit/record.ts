import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Every action the audit log knows; the admin page translates each (messages AdminAudit.action_…). */
export const AUDIT_ACTIONS = [
  "user.role_changed",
  "user.deleted",
  "payment.refund_requested",
  "payment.refunded",
  // The studio (lib/studio/course-save.ts): a course's life and what it costs, and who teaches it.
  "course.created",
  "course.published",
  "course.unpublished",
  "course.archived",
  "course.deleted",
  "course.price_changed",
  "course.instructors_changed",
  // The lesson editor (lib/studio/lesson-publish.ts, lesson-remove.ts, lesson-videos.ts, lib/videos/create.ts).
  "lesson.published",
  "lesson.unpublished",
  "lesson.deleted",
  "video.published",
  "video.unpublished",
  "video.deleted",
  "video.replaced",
  // The assessment editor (lib/studio/question-save.ts): what cannot be undone.
  "assessment.deleted",
  "question.deleted",
  // Discussions (lib/discussions/moderation.ts, thread-flags.ts): what staff did to posts, threads and students.
  "discussion.post_hidden",
  "discussion.post_restored",
  "discussion.post_deleted",
  "discussion.report_dismissed",
  "discussion.user_suspended",
  "discussion.thread_changed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  /** Who did it; null for the school itself (a payment provider's webhook). */
  actorId: string | null;
  action: AuditAction;
  targetType: "user" | "payment" | "course" | "lesson" | "video" | "discussion_post" | "discussion_thread";
  targetId: string;
  details?: Prisma.InputJsonObject;
};

/**
 * Writes one audit entry through the caller's transaction client, so the entry commits with the change it
 * describes or not at all: a rolled-back role change leaves no entry, and no committed change lacks one.
 */
export async function recordAudit(tx: Pick<Prisma.TransactionClient, "auditLog">, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({
    data: { actorId: entry.actorId, action: entry.action, targetType: entry.targetType, targetId: entry.targetId, details: entry.details ?? {} },
  });
}
