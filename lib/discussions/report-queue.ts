import "server-only";
import { localizedTitle, titleTranslation } from "@/lib/dashboard/course-title";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import { fullName } from "@/lib/users/full-name";
import { postPlainText } from "./markdown";

const QUEUE_SIZE = 100;

/** Open reports, oldest first, of the courses `viewer` teaches (every course for an admin), grouped by post; course titles in `locale`. */
export async function reportQueue(viewer: { id: string; role: Role }, locale = "en") {
  const where: Prisma.DiscussionReportWhereInput = {
    resolvedAt: null,
    ...(viewer.role === "admin" ? {} : { post: { thread: { course: { instructors: { some: { userId: viewer.id } } } } } }),
  };
  const reports = await db.discussionReport.findMany({
    where,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: QUEUE_SIZE,
    select: {
      id: true, reason: true, details: true, createdAt: true,
      reporter: { select: { firstName: true, lastName: true, nameOrder: true } },
      post: {
        select: {
          id: true, body: true, state: true, authorId: true,
          author: { select: { firstName: true, lastName: true, nameOrder: true } },
          thread: { select: { id: true, title: true, courseId: true, course: { select: { title: true, slug: true, translations: titleTranslation(locale) } } } },
        },
      },
    },
  });
  const byPost = new Map<string, QueueItem>();
  for (const report of reports) {
    const { post } = report;
    const item = byPost.get(post.id) ?? {
      postId: post.id,
      state: post.state,
      excerpt: postPlainText(post.body).slice(0, 400),
      author: post.author ? { id: post.authorId!, name: fullName(post.author) } : null,
      thread: { id: post.thread.id, title: post.thread.title },
      course: { id: post.thread.courseId, slug: post.thread.course.slug, title: localizedTitle(post.thread.course) },
      reports: [],
    };
    item.reports.push({
      id: report.id,
      reason: report.reason,
      details: report.details,
      createdAt: report.createdAt.toISOString(),
      reporter: report.reporter ? fullName(report.reporter) : null,
    });
    byPost.set(post.id, item);
  }
  return [...byPost.values()];
}

export type QueueItem = {
  postId: string;
  state: "visible" | "hidden" | "deleted";
  excerpt: string;
  author: { id: string; name: string } | null;
  thread: { id: string; title: string };
  course: { id: string; slug: string; title: string };
  reports: { id: string; reason: string; details: string; createdAt: string; reporter: string | null }[];
};
