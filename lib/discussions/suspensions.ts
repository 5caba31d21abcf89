import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import { inTransaction } from "@/lib/db/transaction";
import { badRequest } from "@/lib/http/errors";
import { type DiscussionActor, requireDiscussionStaff } from "./access";
import type { SuspensionInput } from "./schema";

/**
 * The course's staff bar a student from posting in its discussions for 1, 7 or 30 days (reading stays);
 * audited. Staff cannot be suspended: they hold the course, not a seat in it.
 */
export async function suspendFromDiscussions(user: DiscussionActor | null, courseId: string, input: SuspensionInput) {
  const access = await requireDiscussionStaff(user, courseId);
  const target = await db.user.findUnique({
    where: { id: input.userId },
    select: { role: true, teaching: { where: { courseId }, select: { userId: true } } },
  });
  if (!target) throw badRequest("No such person.", { code: "USER_NOT_FOUND" });
  if (target.role === "admin" || target.teaching.length > 0) throw badRequest("Staff cannot be suspended.", { code: "STAFF_NOT_SUSPENDED" });
  const until = new Date(Date.now() + input.days * 86_400_000);
  return inTransaction(async (tx) => {
    const suspension = await tx.discussionSuspension.create({
      data: { courseId, userId: input.userId, until, reason: input.reason, createdById: access.userId },
      select: { id: true },
    });
    await recordAudit(tx, {
      actorId: access.userId,
      action: "discussion.user_suspended",
      targetType: "user",
      targetId: input.userId,
      details: { courseId, days: input.days, until: until.toISOString(), reason: input.reason },
    });
    return { suspensionId: suspension.id, until: until.toISOString() };
  });
}
