import "server-only";
import { localizedTitle } from "@/lib/dashboard/course-title";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { pageCount, pageSlice } from "@/lib/pagination";
import { foldedWords } from "@/lib/text/fold";
import { fullName } from "@/lib/users/full-name";
import { shownAnswerId, UNANSWERED } from "./answer-state";
import type { ThreadSort } from "./schema";

export const THREADS_PER_PAGE = 20;

// Each sort reads one of the thread indexes: (courseId, pinned, lastActivityAt) for newest and unanswered,
// (courseId, helpfulCount) for most helpful; a page is a slice of that order, never a count of posts.
const ORDER: Record<ThreadSort, Prisma.DiscussionThreadOrderByWithRelationInput[]> = {
  newest: [{ pinned: "desc" }, { lastActivityAt: "desc" }, { id: "desc" }],
  unanswered: [{ pinned: "desc" }, { lastActivityAt: "desc" }, { id: "desc" }],
  helpful: [{ helpfulCount: "desc" }, { lastActivityAt: "desc" }, { id: "desc" }],
};

export type ThreadListQuery = { sort?: ThreadSort; q?: string; lessonId?: string | null; page?: number; locale?: string };

/** How many threads a course has: all that a visitor or a student of another course is told. */
export const countThreads = (courseId: string) => db.discussionThread.count({ where: { courseId } });

/** A page of a course's threads (for readers only: the caller has checked access). */
export async function listThreads(courseId: string, { sort = "newest", q = "", lessonId = null, page = 1, locale = "en" }: ThreadListQuery) {
  const words = foldedWords(q).slice(0, 8);
  const where: Prisma.DiscussionThreadWhereInput = {
    courseId,
    ...(lessonId ? { lessonId } : {}),
    ...(sort === "unanswered" ? UNANSWERED : {}),
    ...(words.length ? { AND: words.map((word) => ({ searchText: { contains: word } })) } : {}),
  };
  const total = await db.discussionThread.count({ where });
  const pages = pageCount(total, THREADS_PER_PAGE);
  const current = Math.min(Math.max(1, page), pages);
  const rows = await db.discussionThread.findMany({
    where,
    orderBy: ORDER[sort],
    ...pageSlice(current, THREADS_PER_PAGE),
    select: {
      id: true, title: true, pinned: true, locked: true, answerPostId: true, replyCount: true, helpfulCount: true,
      lastActivityAt: true, createdAt: true, lessonId: true, answer: { select: { state: true } },
      lesson: { select: { title: true, order: true, translations: { where: { languageCode: locale }, select: { title: true } } } },
      author: { select: { firstName: true, lastName: true, nameOrder: true } },
    },
  });
  return {
    total,
    page: current,
    pages,
    threads: rows.map((thread) => ({
      id: thread.id,
      title: thread.title,
      pinned: thread.pinned,
      locked: thread.locked,
      answered: shownAnswerId(thread, false) !== null,
      replyCount: thread.replyCount,
      helpfulCount: thread.helpfulCount,
      lastActivityAt: thread.lastActivityAt.toISOString(),
      createdAt: thread.createdAt.toISOString(),
      lesson: thread.lessonId && thread.lesson ? { id: thread.lessonId, title: localizedTitle(thread.lesson), order: thread.lesson.order } : null,
      author: thread.author ? fullName(thread.author) : null,
    })),
  };
}

export type ThreadList = Awaited<ReturnType<typeof listThreads>>;
export type ThreadListItem = ThreadList["threads"][number];
