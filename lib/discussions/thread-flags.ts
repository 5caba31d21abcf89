import "server-only";
import { inTransaction } from "@/lib/db/transaction";
import { recordAudit } from "@/lib/audit/record";
import { type DiscussionActor, requireDiscussionStaff } from "./access";
import { findThread } from "./lookup";

/** Staff pin a thread to the top of the list, or lock it against new replies; audited. */
export async function setThreadFlags(user: DiscussionActor | null, threadId: string, flags: { pinned?: boolean; locked?: boolean }) {
  const thread = await findThread(threadId);
  const access = await requireDiscussionStaff(user, thread.courseId);
  return inTransaction(async (tx) => {
    const updated = await tx.discussionThread.update({ where: { id: threadId }, data: flags, select: { pinned: true, locked: true } });
    await recordAudit(tx, {
      actorId: access.userId,
      action: "discussion.thread_changed",
      targetType: "discussion_thread",
      targetId: threadId,
      details: { courseId: thread.courseId, ...flags },
    });
    return { threadId, ...updated };
  });
}
