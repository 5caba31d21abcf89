import "server-only";
import { inTransaction } from "@/lib/db/transaction";
import { badRequest, conflict } from "@/lib/http/errors";
import { type DiscussionActor, requireDiscussionPoster } from "./access";
import { discussionEvent } from "./events";
import { assertLinksAllowed, limitPosting } from "./limits";
import { findThread } from "./lookup";
import { mentionedStaff } from "./mentions";
import { courseBookOf, postRender } from "./post-html";
import type { ReplyInput } from "./schema";

/** Replies in a thread (one level), optionally quoting a visible post of the same thread; its HTML for `locale` is stored with it. */
export async function reply(user: DiscussionActor | null, threadId: string, input: ReplyInput, locale = "en") {
  const thread = await findThread(threadId);
  const access = await requireDiscussionPoster(user, thread.courseId);
  if (thread.locked && !access.staff) throw conflict("This discussion is locked: no new replies.", { code: "THREAD_LOCKED" });
  await assertLinksAllowed(access.userId, access.staff, input.body);
  await limitPosting(access.userId, access.staff);
  const render = await postRender(input.body, locale, await courseBookOf(thread.courseId));
  const post = await inTransaction(async (tx) => {
    if (input.quotedPostId) {
      const quoted = await tx.discussionPost.findFirst({ where: { id: input.quotedPostId, threadId, state: "visible" }, select: { id: true } });
      if (!quoted) throw badRequest("The quoted post is not in this discussion.", { code: "QUOTE_NOT_IN_THREAD" });
    }
    const created = await tx.discussionPost.create({
      data: { threadId, authorId: access.userId, body: input.body, quotedPostId: input.quotedPostId ?? null, renders: { create: render } },
      select: { id: true, createdAt: true },
    });
    // Counted in the same statement as the write, so concurrent replies never lose a count.
    await tx.discussionThread.update({ where: { id: threadId }, data: { replyCount: { increment: 1 }, lastActivityAt: created.createdAt } });
    return created;
  });
  if (thread.authorId && thread.authorId !== access.userId) {
    await discussionEvent({ kind: "reply", threadId, postId: post.id, actorId: access.userId });
  }
  const mentioned = await mentionedStaff(thread.courseId, input.body, access.userId);
  if (mentioned.length) await discussionEvent({ kind: "mention", threadId, postId: post.id, actorId: access.userId, mentionedUserIds: mentioned });
  return { postId: post.id };
}
