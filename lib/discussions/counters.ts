import "server-only";
import type { Tx } from "@/lib/db/transaction";
import { fold } from "@/lib/text/fold";

// The thread's counters follow its posts' states, changed only here and always inside the caller's transaction:
// replyCount counts visible replies, helpfulCount the votes of visible posts. A post is locked (FOR UPDATE) first,
// so two moderators, or an author and a moderator, acting at once count it once.

type PostState = "visible" | "hidden" | "deleted";

/** Moves a post to `state` (hidden or deleted), taking it out of its thread's counts if it was visible. */
export async function removeFromCounts(tx: Tx, postId: string, state: Exclude<PostState, "visible">): Promise<boolean> {
  const [post] = await tx.$queryRaw<{ threadId: string; state: PostState; isOpening: boolean; helpfulCount: number }[]>`
    SELECT "threadId", state::text AS state, "isOpening", "helpfulCount" FROM discussion_posts WHERE id = ${postId} FOR UPDATE`;
  if (!post || post.state === state || post.state === "deleted") return false;
  await tx.discussionPost.update({
    where: { id: postId },
    data: { state, ...(state === "deleted" ? { body: "" } : {}) },
  });
  const wasCounted = post.state === "visible";
  await tx.discussionThread.update({
    where: { id: post.threadId },
    data: {
      ...(wasCounted && !post.isOpening ? { replyCount: { decrement: 1 } } : {}),
      ...(wasCounted ? { helpfulCount: { decrement: post.helpfulCount } } : {}),
    },
  });
  // A deleted reply is no longer the answer; a hidden one keeps the mark, shown again if staff restore it (readers
  // see an answer only while it is visible: lib/discussions/answer-state.ts). A deleted opening post leaves only the
  // title searchable.
  if (state === "deleted") await tx.discussionThread.updateMany({ where: { id: post.threadId, answerPostId: postId }, data: { answerPostId: null } });
  // Its stored HTML goes with its body (./post-html.ts).
  if (state === "deleted") await tx.discussionPostRender.deleteMany({ where: { postId } });
  if (state === "deleted" && post.isOpening) {
    const thread = await tx.discussionThread.findUniqueOrThrow({ where: { id: post.threadId }, select: { title: true } });
    await tx.discussionThread.update({ where: { id: post.threadId }, data: { searchText: fold(thread.title) } });
  }
  return true;
}

/** Brings a hidden post back into view and into its thread's counts. */
export async function restoreToCounts(tx: Tx, postId: string): Promise<boolean> {
  const [post] = await tx.$queryRaw<{ threadId: string; state: PostState; isOpening: boolean; helpfulCount: number }[]>`
    SELECT "threadId", state::text AS state, "isOpening", "helpfulCount" FROM discussion_posts WHERE id = ${postId} FOR UPDATE`;
  if (!post || post.state !== "hidden") return false;
  await tx.discussionPost.update({ where: { id: postId }, data: { state: "visible" } });
  await tx.discussionThread.update({
    where: { id: post.threadId },
    data: { ...(post.isOpening ? {} : { replyCount: { increment: 1 } }), helpfulCount: { increment: post.helpfulCount } },
  });
  return true;
}
