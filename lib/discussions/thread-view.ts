import "server-only";
import { titleOrTranslation } from "@/lib/dashboard/course-title";
import { sql } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import type { DiscussionPostState as PostState, Role } from "@/lib/generated/prisma/enums";
import { pageCount } from "@/lib/pagination";
import type { BookId } from "@/lib/scripture/books";
import { courseBook } from "@/lib/scripture/course-book";
import { fullName, type NameOrder } from "@/lib/users/full-name";
import type { DiscussionAccess } from "./access";
import { shownAnswerId } from "./answer-state";
import { plainTextOfPostHtml, postPlainText } from "./markdown";
import { editableUntil } from "./own-posts";
import { currentHtml, postsHtml } from "./post-html";

export const POSTS_PER_PAGE = 50;
const QUOTE_EXCERPT = 240;

type ThreadRow = {
  id: string; courseId: string; lessonId: string | null; title: string; pinned: boolean; locked: boolean; answerPostId: string | null;
  answerState: PostState | null; authorId: string | null; replyCount: number; lessonTitle: string | null; lessonTranslated: string | null;
  courseTitle: string; section: string | null; total: number;
};

type PostRow = {
  id: string; body: string; state: PostState; isOpening: boolean; helpfulCount: number; createdAt: Date; editedAt: Date | null;
  authorId: string | null; firstName: string | null; lastName: string | null; nameOrder: NameOrder | null; role: Role | null;
  authorIsInstructor: boolean; votedByMe: boolean; reportedByMe: boolean;
  renderVersion: number | null; renderBook: string | null; renderHtml: string | null;
  quotedId: string | null; quotedBody: string | null; quotedState: PostState | null; quotedFirstName: string | null; quotedLastName: string | null;
  quotedNameOrder: NameOrder | null; quotedRenderVersion: number | null; quotedRenderBook: string | null; quotedRenderHtml: string | null;
};

/** A quoted post's first words, from its stored HTML when it has a current one (no second render). */
function quoteExcerpt(post: PostRow, book: BookId | null): string {
  const stored = post.quotedRenderHtml === null ? null : { version: post.quotedRenderVersion!, book: post.quotedRenderBook, html: post.quotedRenderHtml };
  const html = currentHtml(stored, book);
  return (html === null ? postPlainText(post.quotedBody!) : plainTextOfPostHtml(html)).slice(0, QUOTE_EXCERPT);
}

const nameOf = (first: string | null, last: string | null, nameOrder: NameOrder | null) =>
  first !== null && last !== null ? fullName({ firstName: first, lastName: last, nameOrder }) : null;

/**
 * A thread as one reader sees it: a page of its posts in order (the opening post first), each rendered safe with
 * its Scripture buttons (kept with the post per locale: ./post-html.ts). Hidden posts are shown to staff (marked)
 * and to nobody else; deleted ones are tombstones. Two statements: the thread (with its lesson's title in the
 * reader's language and its number of posts), then a page of posts with all they show joined in, a slice of the
 * (threadId, createdAt) index, so a thread of thousands of posts reads as fast as a short one.
 */
export async function threadView(threadId: string, access: DiscussionAccess & { userId: string }, locale: string, page = 1) {
  const [thread] = await sql<ThreadRow>`
    SELECT t.id, t."courseId", t."lessonId", t.title, t.pinned, t.locked, t."answerPostId", a.state::text AS "answerState", t."authorId",
      t."replyCount", l.title AS "lessonTitle", lt.title AS "lessonTranslated", c.title AS "courseTitle", c.section,
      (SELECT count(*)::int FROM discussion_posts p WHERE p."threadId" = t.id) AS total
    FROM discussion_threads t
    JOIN courses c ON c.id = t."courseId"
    LEFT JOIN discussion_posts a ON a.id = t."answerPostId"
    LEFT JOIN lessons l ON l.id = t."lessonId"
    LEFT JOIN lesson_translations lt ON lt."lessonId" = t."lessonId" AND lt."languageCode" = ${locale}
    WHERE t.id = ${threadId}`;
  if (!thread) throw notFound("Discussion not found", { code: "THREAD_NOT_FOUND" });
  const pages = pageCount(thread.total, POSTS_PER_PAGE);
  const current = Math.min(Math.max(1, page), pages);
  const posts = await sql<PostRow>`
    SELECT p.id, p.body, p.state::text AS state, p."isOpening", p."helpfulCount", p."createdAt", p."editedAt", p."authorId",
      u."firstName", u."lastName", u."nameOrder"::text AS "nameOrder", u.role::text AS role,
      EXISTS (SELECT 1 FROM course_instructors i WHERE i."courseId" = ${thread.courseId} AND i."userId" = p."authorId") AS "authorIsInstructor",
      EXISTS (SELECT 1 FROM discussion_votes v WHERE v."postId" = p.id AND v."userId" = ${access.userId}) AS "votedByMe",
      EXISTS (SELECT 1 FROM discussion_reports r WHERE r."postId" = p.id AND r."reporterId" = ${access.userId}) AS "reportedByMe",
      h.version AS "renderVersion", h.book AS "renderBook", h.html AS "renderHtml",
      q.id AS "quotedId", q.body AS "quotedBody", q.state::text AS "quotedState",
      qu."firstName" AS "quotedFirstName", qu."lastName" AS "quotedLastName", qu."nameOrder"::text AS "quotedNameOrder",
      qh.version AS "quotedRenderVersion", qh.book AS "quotedRenderBook", qh.html AS "quotedRenderHtml"
    FROM discussion_posts p
    LEFT JOIN users u ON u.id = p."authorId"
    LEFT JOIN discussion_post_renders h ON h."postId" = p.id AND h.locale = ${locale}
    LEFT JOIN discussion_posts q ON q.id = p."quotedPostId"
    LEFT JOIN users qu ON qu.id = q."authorId"
    LEFT JOIN discussion_post_renders qh ON qh."postId" = q.id AND qh.locale = ${locale}
    WHERE p."threadId" = ${threadId}
    ORDER BY p."createdAt", p.id
    LIMIT ${POSTS_PER_PAGE} OFFSET ${(current - 1) * POSTS_PER_PAGE}`;
  const book = courseBook({ title: thread.courseTitle, section: thread.section });
  const shown = (state: string) => state === "visible" || (state === "hidden" && access.staff);
  const html = await postsHtml(
    posts.filter((post) => shown(post.state)).map((post) => ({
      id: post.id,
      body: post.body,
      renders: post.renderHtml === null ? [] : [{ version: post.renderVersion!, book: post.renderBook, html: post.renderHtml }],
    })),
    locale,
    book,
  );
  const now = Date.now();
  return {
    id: thread.id,
    courseId: thread.courseId,
    title: thread.title,
    pinned: thread.pinned,
    locked: thread.locked,
    answerPostId: shownAnswerId({ answerPostId: thread.answerPostId, answer: thread.answerState && { state: thread.answerState } }, access.staff),
    replyCount: thread.replyCount,
    lesson: thread.lessonId && thread.lessonTitle !== null ? { id: thread.lessonId, title: titleOrTranslation(thread.lessonTitle, thread.lessonTranslated) } : null,
    mine: thread.authorId === access.userId,
    page: current,
    pages,
    posts: posts.map((post) => {
      const mine = post.authorId === access.userId;
      const editable = mine && post.state === "visible" && now < editableUntil(post.createdAt).getTime();
      const author = nameOf(post.firstName, post.lastName, post.nameOrder);
      return {
        id: post.id,
        state: post.state,
        isOpening: post.isOpening,
        html: html.get(post.id) ?? null,
        // The Markdown goes to the browser only for the edit form.
        body: editable ? post.body : null,
        helpfulCount: post.helpfulCount,
        votedByMe: post.votedByMe,
        reportedByMe: post.reportedByMe,
        createdAt: post.createdAt.toISOString(),
        editedAt: post.editedAt?.toISOString() ?? null,
        author: author !== null ? { id: post.authorId!, name: author, staff: post.role === "admin" || post.authorIsInstructor } : null,
        mine,
        editable,
        quoted: post.quotedId
          ? {
              id: post.quotedId,
              author: nameOf(post.quotedFirstName, post.quotedLastName, post.quotedNameOrder),
              excerpt: post.quotedState === "visible" ? quoteExcerpt(post, book) : null,
            }
          : null,
      };
    }),
  };
}

export type ThreadView = Awaited<ReturnType<typeof threadView>>;
export type ThreadPost = ThreadView["posts"][number];
