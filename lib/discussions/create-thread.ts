import "server-only";
import { PUBLISHED_LESSON } from "@/lib/courses/visibility";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { type DiscussionActor, requireDiscussionPoster } from "./access";
import { discussionEvent } from "./events";
import { assertLinksAllowed, limitPosting } from "./limits";
import { mentionedStaff } from "./mentions";
import { courseBookOf, postRender } from "./post-html";
import type { ThreadInput } from "./schema";
import { threadSearchText } from "./search-text";

/**
 * Opens a thread (title and opening post) in a course, optionally about one of its lessons; the post's HTML for
 * the writer's `locale` is stored with it.
 */
export async function createThread(user: DiscussionActor | null, courseId: string, input: ThreadInput, locale = "en") {
  const access = await requireDiscussionPoster(user, courseId);
  if (input.lessonId) {
    const lesson = await db.lesson.findFirst({ where: { id: input.lessonId, courseId, ...(access.staff ? {} : PUBLISHED_LESSON) }, select: { id: true } });
    if (!lesson) throw badRequest("That lesson is not part of this course.", { code: "LESSON_NOT_IN_COURSE" });
  }
  await assertLinksAllowed(access.userId, access.staff, input.title, input.body);
  await limitPosting(access.userId, access.staff);
  const render = await postRender(input.body, locale, await courseBookOf(courseId));
  const thread = await db.discussionThread.create({
    data: {
      courseId,
      lessonId: input.lessonId ?? null,
      authorId: access.userId,
      title: input.title,
      searchText: threadSearchText(input.title, input.body),
      posts: { create: { authorId: access.userId, body: input.body, isOpening: true, renders: { create: render } } },
    },
    select: { id: true, posts: { select: { id: true } } },
  });
  const postId = thread.posts[0]!.id;
  const mentioned = await mentionedStaff(courseId, input.body, access.userId);
  if (mentioned.length) await discussionEvent({ kind: "mention", threadId: thread.id, postId, actorId: access.userId, mentionedUserIds: mentioned });
  return { threadId: thread.id, postId };
}
