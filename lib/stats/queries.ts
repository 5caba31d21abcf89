import "server-only";
import { unstable_cache } from "next/cache";
import { db } from "@/lib/db";

export type SchoolStats = {
  bibleBooksCount: number;
  coursesCount: number;
  lessonsCount: number;
  graduatesCount: number;
  completionRate: number;
};

/** SPEC section 9 (and the 76 courses the marketing promises): shown only where there is nothing to count yet. */
const FALLBACK_STATS: SchoolStats = {
  bibleBooksCount: 66,
  coursesCount: 76,
  lessonsCount: 150,
  graduatesCount: 2500,
  completionRate: 98,
};

/**
 * The home page's numbers, from the database: Bible books with a published course, published courses
 * and their lessons, students who completed at least one course, and completed enrolments among all that were not refunded.
 */
async function computeStats(): Promise<SchoolStats> {
  const [bibleBooksCount, coursesCount, lessonsCount, graduates, enrolments] = await Promise.all([
    db.course.count({ where: { published: true, testament: { not: null } } }),
    db.course.count({ where: { published: true } }),
    db.lesson.count({ where: { course: { published: true } } }),
    db.enrollment.groupBy({ by: ["userId"], where: { status: "completed" } }),
    db.enrollment.groupBy({ by: ["status"], where: { status: { not: "refunded" } }, _count: { _all: true } }),
  ]);
  const total = enrolments.reduce((sum, row) => sum + row._count._all, 0);
  const completed = enrolments.find((row) => row.status === "completed")?._count._all ?? 0;
  return {
    bibleBooksCount: bibleBooksCount || FALLBACK_STATS.bibleBooksCount,
    coursesCount: coursesCount || FALLBACK_STATS.coursesCount,
    lessonsCount: lessonsCount || FALLBACK_STATS.lessonsCount,
    graduatesCount: graduates.length || FALLBACK_STATS.graduatesCount,
    completionRate: total ? Math.round((completed / total) * 100) : FALLBACK_STATS.completionRate,
  };
}

export const getStats = unstable_cache(computeStats, ["school-stats"], { tags: ["stats"], revalidate: 600 });
