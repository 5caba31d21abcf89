import "server-only";
import { inTransaction } from "@/lib/db/transaction";
import { conflict, forbidden } from "@/lib/http/errors";
import { type DiscussionActor, requireDiscussionPoster, requireDiscussionReader } from "./access";
import { assertLinksAllowed } from "./limits";
import { findPost } from "./lookup";
import type { EditInput } from "./schema";
import { threadSearchText } from "./search-text";
import { removeFromCounts } from "./counters";
import { courseBookOf, postRender, replacePostRenders } from "./post-html";

/** How long after posting its author may still edit a post. */
export const EDIT_WINDOW_MINUTES = 30;

export const editableUntil = (createdAt: Date) => new Date(createdAt.getTime() + EDIT_WINDOW_MINUTES * 60_000);

/**
 * Its author edits a visible post within the window (marked edited); the title too when it opens the thread. The
 * old body's stored HTML goes with it; the new body's, for the editor's `locale`, is stored in its place.
 */
export async function editPost(user: DiscussionActor | null, postId: string, input: EditInput, locale = "en") {
  const post = await findPost(postId);
  const access = await requireDiscussionPoster(user, post.thread.courseId);
  if (post.authorId !== access.userId) throw forbidden("You can only edit your own posts.", { code: "NOT_AUTHOR" });
  if (post.state !== "visible") throw conflict("This post can no longer be edited.", { code: "POST_NOT_VISIBLE" });
  if (Date.now() > editableUntil(post.createdAt).getTime()) {
    throw conflict(`Posts can be edited for ${EDIT_WINDOW_MINUTES} minutes after posting.`, { code: "EDIT_WINDOW_OVER" });
  }
  const title = post.isOpening ? (input.title ?? post.thread.title) : undefined;
  await assertLinksAllowed(access.userId, access.staff, input.body, title ?? "");
  const render = await postRender(input.body, locale, await courseBookOf(post.thread.courseId));
  const editedAt = new Date();
  await inTransaction(async (tx) => {
    // Guarded by state, so a post hidden meanwhile is not edited back into view.
    const { count } = await tx.discussionPost.updateMany({ where: { id: postId, state: "visible" }, data: { body: input.body, editedAt } });
    if (count === 0) throw conflict("This post can no longer be edited.", { code: "POST_NOT_VISIBLE" });
    await replacePostRenders(tx, postId, render);
    if (title !== undefined) {
      await tx.discussionThread.update({ where: { id: post.threadId }, data: { title, searchText: threadSearchText(title, input.body) } });
    }
  });
  return { postId, editedAt: editedAt.toISOString() };
}

/**
 * Its author deletes a post: a tombstone (state deleted, body emptied) stays in its place, so replies that
 * quote it, and the thread an opening post starts, remain readable.
 */
export async function deleteOwnPost(user: DiscussionActor | null, postId: string) {
  const post = await findPost(postId);
  const access = await requireDiscussionReader(user, post.thread.courseId);
  if (post.authorId !== access.userId) throw forbidden("You can only delete your own posts.", { code: "NOT_AUTHOR" });
  if (post.state === "deleted") return { postId };
  await inTransaction((tx) => removeFromCounts(tx, postId, "deleted"));
  return { postId };
}
