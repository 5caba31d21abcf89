import "server-only";
import { inTransaction } from "@/lib/db/transaction";
import { conflict, forbidden } from "@/lib/http/errors";
import { type DiscussionActor, requireDiscussionReader } from "./access";
import { findPost } from "./lookup";

/**
 * A student marks a visible post helpful, or takes the mark back (a toggle): one vote each, never on their own
 * post. The vote row and both counters change in one transaction, after the post's row is locked, so two
 * clicks at once take turns and count once each.
 */
export async function toggleHelpful(user: DiscussionActor | null, postId: string) {
  const post = await findPost(postId);
  const access = await requireDiscussionReader(user, post.thread.courseId);
  if (access.staff) throw forbidden("Helpful marks are for students.", { code: "STUDENTS_ONLY" });
  if (post.authorId === access.userId) throw forbidden("You cannot mark your own post helpful.", { code: "OWN_POST" });
  return inTransaction(async (tx) => {
    // The post's row lock orders this toggle with other votes and with moderation of the same post.
    const [locked] = await tx.$queryRaw<{ state: string }[]>`SELECT state::text AS state FROM discussion_posts WHERE id = ${postId} FOR UPDATE`;
    if (locked?.state !== "visible") throw conflict("This post is not shown.", { code: "POST_NOT_VISIBLE" });
    const added = await tx.$executeRaw`
      INSERT INTO discussion_votes ("postId", "userId") VALUES (${postId}, ${access.userId}) ON CONFLICT DO NOTHING`;
    if (!added) await tx.discussionVote.delete({ where: { postId_userId: { postId, userId: access.userId } } });
    const change = added ? 1 : -1;
    const updated = await tx.discussionPost.update({ where: { id: postId }, data: { helpfulCount: { increment: change } }, select: { helpfulCount: true } });
    await tx.discussionThread.update({ where: { id: post.threadId }, data: { helpfulCount: { increment: change } } });
    return { postId, helpful: added > 0, helpfulCount: updated.helpfulCount };
  });
}
