import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { inTransaction } from "@/lib/db/transaction";
import type { AuditAction } from "@/lib/audit/record";
import { conflict } from "@/lib/http/errors";
import { type DiscussionActor, requireDiscussionStaff } from "./access";
import { removeFromCounts, restoreToCounts } from "./counters";
import { findPost } from "./lookup";
import type { ModerationAction } from "./schema";

const AUDIT: Record<ModerationAction, AuditAction> = {
  hide: "discussion.post_hidden",
  restore: "discussion.post_restored",
  delete: "discussion.post_deleted",
  dismiss: "discussion.report_dismissed",
};
/** What the post's open reports are closed with. */
const RESOLUTION: Record<ModerationAction, string> = { hide: "hidden", restore: "restored", delete: "deleted", dismiss: "dismissed" };

/**
 * The course's staff hide, restore or delete a post (deleting leaves a tombstone), or dismiss its reports.
 * Every action closes the post's open reports and is written to the audit log in the same transaction.
 */
export async function moderatePost(user: DiscussionActor | null, postId: string, action: ModerationAction) {
  const post = await findPost(postId);
  const access = await requireDiscussionStaff(user, post.thread.courseId);
  return inTransaction(async (tx) => {
    const changed =
      action === "hide" ? await removeFromCounts(tx, postId, "hidden")
      : action === "delete" ? await removeFromCounts(tx, postId, "deleted")
      : action === "restore" ? await restoreToCounts(tx, postId)
      : true;
    if (!changed) throw conflict("The post is already in that state.", { code: "NO_CHANGE" });
    const { count } = await tx.discussionReport.updateMany({
      where: { postId, resolvedAt: null },
      data: { resolvedAt: new Date(), resolvedById: access.userId, resolution: RESOLUTION[action] },
    });
    if (action === "dismiss" && count === 0) throw conflict("This post has no open reports.", { code: "NO_OPEN_REPORTS" });
    await recordAudit(tx, {
      actorId: access.userId,
      action: AUDIT[action],
      targetType: "discussion_post",
      targetId: postId,
      details: { courseId: post.thread.courseId, threadId: post.threadId, authorId: post.authorId, reports: count },
    });
    return { postId, action };
  });
}
