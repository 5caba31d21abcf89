import "server-only";
import { db } from "@/lib/db";
import { badRequest, forbidden } from "@/lib/http/errors";
import { type DiscussionActor, requireDiscussionReader } from "./access";
import { discussionEvent } from "./events";
import { findThread } from "./lookup";

/** The asker or the course's staff marks a visible reply as the thread's answer, or (postId null) unmarks it. */
export async function markAnswer(user: DiscussionActor | null, threadId: string, postId: string | null) {
  const thread = await findThread(threadId);
  const access = await requireDiscussionReader(user, thread.courseId);
  if (!access.staff && thread.authorId !== access.userId) {
    throw forbidden("Only the person who asked, or the course's staff, can choose the answer.", { code: "NOT_ASKER" });
  }
  if (postId) {
    const post = await db.discussionPost.findFirst({ where: { id: postId, threadId, isOpening: false, state: "visible" }, select: { id: true } });
    if (!post) throw badRequest("Only a visible reply in this discussion can be its answer.", { code: "NOT_A_REPLY" });
  }
  await db.discussionThread.update({ where: { id: threadId }, data: { answerPostId: postId } });
  if (postId && postId !== thread.answerPostId) await discussionEvent({ kind: "answer", threadId, postId, actorId: access.userId });
  return { threadId, answerPostId: postId };
}
