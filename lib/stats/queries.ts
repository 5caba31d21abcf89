import "server-only";
import { unstable_cache } from "next/cache";
import { PUBLISHED, PUBLISHED_LESSON } from "@/lib/courses/visibility";
import { db } from "@/lib/db";
import { statsThresholds } from "./thresholds";
import { shownStats, type StatKey, type StatsThresholds } from "./visibility";

export type SchoolStats = {
  bibleBooksCount: number;
  coursesCount: number;
  lessonsCount: number;
  /** Languages the school is offered in (active ones). */
  languagesCount: number;
  /** The published courses' estimated hours, summed and rounded. */
  studyHours: number;
  /** Students who completed at least one course: the real count, shown only when `shown` lists it. */
  graduatesCount: number;
  /** Completed enrollments among all that were not refunded, in whole percent (0 with none). */
  completionRate: number;
  /** Enrollments that were not refunded: what the completion rate is taken over. */
  enrollmentsCount: number;
  /** The figures a visitor is shown, in display order (visibility.ts). */
  shown: StatKey[];
};

/** SPEC section 9's catalogue figures, for a database with nothing published yet. Graduates and completion have none: they are counted or hidden. */
const FALLBACK_CATALOGUE = { bibleBooksCount: 66, coursesCount: 76, lessonsCount: 150 };

/**
 * The school's numbers, from the database: Bible books with a published course, published courses, their
 * published lessons and estimated hours, active languages, students who completed a course, and completed
 * enrollments among all that were not refunded.
 */
export async function computeStats(thresholds: StatsThresholds = statsThresholds()): Promise<SchoolStats> {
  const [bibleBooksCount, coursesCount, lessonsCount, languagesCount, hours, graduates, enrollments] = await Promise.all([
    db.course.count({ where: { ...PUBLISHED, testament: { not: null } } }),
    db.course.count({ where: PUBLISHED }),
    db.lesson.count({ where: { ...PUBLISHED_LESSON, course: PUBLISHED } }),
    db.language.count({ where: { isActive: true } }),
    db.course.aggregate({ where: PUBLISHED, _sum: { estimatedHours: true } }),
    db.enrollment.groupBy({ by: ["userId"], where: { status: "completed" } }),
    db.enrollment.groupBy({ by: ["status"], where: { status: { not: "refunded" } }, _count: { _all: true } }),
  ]);
  const enrollmentsCount = enrollments.reduce((sum, row) => sum + row._count._all, 0);
  const completed = enrollments.find((row) => row.status === "completed")?._count._all ?? 0;
  const graduatesCount = graduates.length;
  return {
    bibleBooksCount: bibleBooksCount || FALLBACK_CATALOGUE.bibleBooksCount,
    coursesCount: coursesCount || FALLBACK_CATALOGUE.coursesCount,
    lessonsCount: lessonsCount || FALLBACK_CATALOGUE.lessonsCount,
    languagesCount,
    studyHours: Math.round(Number(hours._sum.estimatedHours ?? 0)),
    graduatesCount,
    completionRate: enrollmentsCount ? Math.round((completed / enrollmentsCount) * 100) : 0,
    enrollmentsCount,
    shown: shownStats({ graduatesCount, enrollmentsCount }, thresholds),
  };
}

/** Cache tag of the school's figures: publishing a course (lib/studio/publish.ts) expires them. */
export const STATS_TAG = "stats";

export const getStats = unstable_cache(() => computeStats(), ["school-stats-v2"], { tags: [STATS_TAG], revalidate: 600 });
