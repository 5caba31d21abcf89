import "server-only";
import { localizedTitle } from "@/lib/dashboard/course-title";
import { db } from "@/lib/db";
import { pageCount, pageSlice } from "@/lib/pagination";
import { courseBook } from "@/lib/scripture/course-book";
import { fullName } from "@/lib/users/full-name";
import type { DiscussionAccess } from "./access";
import { shownAnswerId } from "./answer-state";
import { postPlainText } from "./markdown";
import { editableUntil } from "./own-posts";
import { renderPost } from "./render";

export const POSTS_PER_PAGE = 50;
const QUOTE_EXCERPT = 240;

/**
 * A thread as one reader sees it: a page of its posts in order (the opening post first), each rendered safe with
 * its Scripture buttons. Hidden posts are shown to staff (marked) and to nobody else; deleted ones are tombstones.
 * Pages are slices of the (threadId, createdAt) index, so a thread of thousands of posts reads as fast as a short one.
 */
export async function threadView(threadId: string, access: DiscussionAccess & { userId: string }, locale: string, page = 1) {
  const thread = await db.discussionThread.findUniqueOrThrow({
    where: { id: threadId },
    select: {
      id: true, courseId: true, lessonId: true, title: true, pinned: true, locked: true, answerPostId: true, authorId: true,
      replyCount: true, createdAt: true, answer: { select: { state: true } },
      lesson: { select: { title: true, translations: { where: { languageCode: locale }, select: { title: true } } } },
      course: { select: { title: true, section: true, instructors: { select: { userId: true } } } },
    },
  });
  const staffIds = new Set(thread.course.instructors.map((instructor) => instructor.userId));
  const total = await db.discussionPost.count({ where: { threadId } });
  const pages = pageCount(total, POSTS_PER_PAGE);
  const current = Math.min(Math.max(1, page), pages);
  const posts = await db.discussionPost.findMany({
    where: { threadId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    ...pageSlice(current, POSTS_PER_PAGE),
    select: {
      id: true, body: true, state: true, isOpening: true, helpfulCount: true, createdAt: true, editedAt: true, authorId: true,
      author: { select: { firstName: true, lastName: true, nameOrder: true, role: true } },
      quoted: { select: { id: true, body: true, state: true, author: { select: { firstName: true, lastName: true, nameOrder: true } } } },
      votes: { where: { userId: access.userId }, select: { userId: true } },
      reports: { where: { reporterId: access.userId }, select: { id: true } },
    },
  });
  const book = courseBook(thread.course);
  const shown = (state: string) => state === "visible" || (state === "hidden" && access.staff);
  const now = Date.now();
  return {
    id: thread.id,
    courseId: thread.courseId,
    title: thread.title,
    pinned: thread.pinned,
    locked: thread.locked,
    answerPostId: shownAnswerId(thread, access.staff),
    replyCount: thread.replyCount,
    lesson: thread.lessonId && thread.lesson ? { id: thread.lessonId, title: localizedTitle(thread.lesson) } : null,
    mine: thread.authorId === access.userId,
    page: current,
    pages,
    posts: await Promise.all(
      posts.map(async (post) => ({
        id: post.id,
        state: post.state,
        isOpening: post.isOpening,
        html: shown(post.state) ? await renderPost(post.body, locale, book) : null,
        body: post.authorId === access.userId && post.state === "visible" ? post.body : null,
        helpfulCount: post.helpfulCount,
        votedByMe: post.votes.length > 0,
        reportedByMe: post.reports.length > 0,
        createdAt: post.createdAt.toISOString(),
        editedAt: post.editedAt?.toISOString() ?? null,
        author: post.author ? { id: post.authorId!, name: fullName(post.author), staff: post.author.role === "admin" || staffIds.has(post.authorId!) } : null,
        mine: post.authorId === access.userId,
        editable: post.authorId === access.userId && post.state === "visible" && now < editableUntil(post.createdAt).getTime(),
        quoted: post.quoted
          ? {
              id: post.quoted.id,
              author: post.quoted.author ? fullName(post.quoted.author) : null,
              excerpt: post.quoted.state === "visible" ? postPlainText(post.quoted.body).slice(0, QUOTE_EXCERPT) : null,
            }
          : null,
      })),
    ),
  };
}

export type ThreadView = Awaited<ReturnType<typeof threadView>>;
export type ThreadPost = ThreadView["posts"][number];
