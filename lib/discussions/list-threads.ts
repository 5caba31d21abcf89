import "server-only";
import { titleOrTranslation } from "@/lib/dashboard/course-title";
import { db, sql, SqlText } from "@/lib/db";
import { pageCount } from "@/lib/pagination";
import { foldedWords } from "@/lib/text/fold";
import { fullName, type NameOrder } from "@/lib/users/full-name";
import type { ThreadSort } from "./schema";

export const THREADS_PER_PAGE = 20;

// A page of threads is two statements sent at once, the count and the page, with each thread's lesson (its title in
// the reader's language) and author joined in. Each reads one of the thread indexes: (courseId, pinned,
// lastActivityAt) for newest and unanswered, (courseId, lessonId, lastActivityAt) for a lesson's questions,
// (courseId, helpfulCount) for most helpful; never a count of posts. The statements' texts are fixed per sort
// (SqlText holds only these constants), so PostgreSQL plans each once. Whether the answer is visible is a scalar
// subquery, one look-up by id per thread (an EXISTS may be planned as a hash of every visible post).
const ORDER: Record<ThreadSort, SqlText> = {
  newest: new SqlText(`t.pinned DESC, t."lastActivityAt" DESC, t.id DESC`),
  unanswered: new SqlText(`t.pinned DESC, t."lastActivityAt" DESC, t.id DESC`),
  helpful: new SqlText(`t."helpfulCount" DESC, t."lastActivityAt" DESC, t.id DESC`),
};
/** Threads with no visible answer: none marked, or the marked reply hidden (./answer-state.ts). */
const UNANSWERED = new SqlText(`(t."answerPostId" IS NULL OR (SELECT a.state <> 'visible' FROM discussion_posts a WHERE a.id = t."answerPostId"))`);
const ANY = new SqlText("TRUE");
const ONE_LESSON = new SqlText(`t."lessonId" =`);
// Every lesson's threads: the same parameter in a condition PostgreSQL folds away when it plans the statement.
const ANY_LESSON = new SqlText(`TRUE OR t."lessonId" =`);

export type ThreadListQuery = { sort?: ThreadSort; q?: string; lessonId?: string | null; page?: number; locale?: string };

type Row = {
  id: string; title: string; pinned: boolean; locked: boolean; answered: boolean; replyCount: number; helpfulCount: number;
  lastActivityAt: Date; createdAt: Date; lessonId: string | null; lessonTitle: string | null; lessonTranslated: string | null;
  lessonOrder: number | null; firstName: string | null; lastName: string | null; nameOrder: NameOrder | null;
};

/** How many threads a course has: all that a visitor or a student of another course is told. */
export const countThreads = (courseId: string) => db.discussionThread.count({ where: { courseId } });

/** `%word%` for LIKE, the word's own % _ \ taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, "\\$&")}%`;

/** The statements' parts for a query: its search words, lesson and sort conditions. */
function conditions({ sort = "newest", q = "", lessonId = null }: ThreadListQuery) {
  return {
    patterns: foldedWords(q).slice(0, 8).map(containing),
    lesson: lessonId ? ONE_LESSON : ANY_LESSON,
    lessonId: lessonId ?? "",
    unanswered: sort === "unanswered" ? UNANSWERED : ANY,
    order: ORDER[sort],
  };
}

/** `limit` threads from `offset`, in the query's order, with their lesson and author. */
function threadRows(courseId: string, query: ThreadListQuery, limit: number, offset: number) {
  const { patterns, lesson, lessonId, unanswered, order } = conditions(query);
  return sql<Row>`
    SELECT t.id, t.title, t.pinned, t.locked, t."replyCount", t."helpfulCount",
      coalesce((SELECT a.state = 'visible' FROM discussion_posts a WHERE a.id = t."answerPostId"), false) AS answered,
      t."lastActivityAt", t."createdAt", t."lessonId", l.title AS "lessonTitle", lt.title AS "lessonTranslated", l."order" AS "lessonOrder",
      u."firstName", u."lastName", u."nameOrder"
    FROM (
      SELECT * FROM discussion_threads t
      WHERE t."courseId" = ${courseId} AND (${lesson} ${lessonId}) AND ${unanswered} AND t."searchText" LIKE ALL (${patterns}::text[])
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}
    ) t
    LEFT JOIN lessons l ON l.id = t."lessonId"
    LEFT JOIN lesson_translations lt ON lt."lessonId" = t."lessonId" AND lt."languageCode" = ${query.locale ?? "en"}
    LEFT JOIN users u ON u.id = t."authorId"
    ORDER BY ${order}`;
}

/** A page of a course's threads (for readers only: the caller has checked access). */
export async function listThreads(courseId: string, query: ThreadListQuery) {
  const { patterns, lesson, lessonId, unanswered } = conditions(query);
  const count = () => sql<{ total: number }>`
    SELECT count(*)::int AS total FROM discussion_threads t
    WHERE t."courseId" = ${courseId} AND (${lesson} ${lessonId}) AND ${unanswered} AND t."searchText" LIKE ALL (${patterns}::text[])`;
  const slice = (n: number) => threadRows(courseId, query, THREADS_PER_PAGE, (n - 1) * THREADS_PER_PAGE);
  const asked = Math.max(1, query.page ?? 1);
  const [[{ total }], first] = await Promise.all([count(), slice(asked)]) as [[{ total: number }], Row[]];
  const pages = pageCount(total, THREADS_PER_PAGE);
  const current = Math.min(asked, pages);
  // Past the last page (a list that shrank since its link was made): the last page instead.
  const rows = current === asked ? first : await slice(current);
  return {
    total,
    page: current,
    pages,
    threads: rows.map(toItem),
  };
}

/**
 * A lesson's first `shown` threads (newest activity first) and whether it has more: the lesson page's panel, in one
 * statement (`shown` + 1 rows), without the count a page of the list needs.
 */
export async function firstLessonThreads(courseId: string, lessonId: string, shown: number, locale = "en") {
  const rows = await threadRows(courseId, { lessonId, locale }, shown + 1, 0);
  return { threads: rows.slice(0, shown).map(toItem), more: rows.length > shown };
}

function toItem(thread: Row) {
  return {
    id: thread.id,
    title: thread.title,
    pinned: thread.pinned,
    locked: thread.locked,
    answered: thread.answered,
    replyCount: thread.replyCount,
    helpfulCount: thread.helpfulCount,
    lastActivityAt: thread.lastActivityAt.toISOString(),
    createdAt: thread.createdAt.toISOString(),
    lesson:
      thread.lessonId && thread.lessonTitle !== null
        ? { id: thread.lessonId, title: titleOrTranslation(thread.lessonTitle, thread.lessonTranslated), order: thread.lessonOrder! }
        : null,
    author: thread.firstName !== null && thread.lastName !== null ? fullName({ firstName: thread.firstName, lastName: thread.lastName, nameOrder: thread.nameOrder }) : null,
  };
}

export type ThreadList = Awaited<ReturnType<typeof listThreads>>;
export type ThreadListItem = ThreadList["threads"][number];
