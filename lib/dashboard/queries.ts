import "server-only";
import { db } from "@/lib/db";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { courseGroup, courseTitleSelect, localizedTitle, type CourseGroup } from "./course-title";
import { clampPercent, overallProgress } from "./overall-progress";

export type DashboardEnrollment = {
  id: string;
  courseId: string;
  courseSlug: string;
  courseTitle: string;
  courseGroup: CourseGroup;
  thumbnailUrl: string | null;
  status: "active" | "completed";
  progress: number;
  startedAt: string;
  completedAt: string | null;
};

export type UpcomingAssessment = {
  id: string;
  title: string;
  type: "quiz" | "midterm" | "final";
  courseId: string;
  courseSlug: string;
  courseTitle: string;
};

export type ProgressSummary = { completedCourses: number; overallProgress: number };

/** Active and completed enrolments (refunded ones no longer count), newest first, titles in `locale`. */
export async function listDashboardEnrollments(userId: string, locale: Locale = defaultLocale): Promise<DashboardEnrollment[]> {
  const rows = await db.enrollment.findMany({
    where: { userId, status: { in: ["active", "completed"] } },
    orderBy: [{ startedAt: "desc" }, { id: "asc" }],
    include: { course: { select: courseTitleSelect(locale) } },
  });
  return rows.map((e) => ({
    id: e.id,
    courseId: e.courseId,
    courseSlug: e.course.slug,
    courseTitle: localizedTitle(e.course),
    courseGroup: courseGroup(e.course),
    thumbnailUrl: e.course.thumbnailUrl,
    status: e.status as "active" | "completed",
    progress: e.status === "completed" ? 100 : clampPercent(e.progress),
    startedAt: e.startedAt.toISOString(),
    completedAt: e.completedAt?.toISOString() ?? null,
  }));
}

/** Courses completed and overall progress (see overall-progress.ts), from the enrolments alone. */
export async function getProgressSummary(userId: string): Promise<ProgressSummary> {
  const rows = await db.enrollment.findMany({ where: { userId }, select: { status: true, progress: true } });
  return {
    completedCourses: rows.filter((r) => r.status === "completed").length,
    overallProgress: overallProgress(rows),
  };
}

/**
 * Up to `limit` assessments of the student's active courses that they have not passed yet. The next
 * test of each course comes first (by assessment order, most advanced course first), so three courses
 * show one test each rather than one course filling the list.
 */
export async function listUpcomingAssessments(userId: string, locale: Locale = defaultLocale, limit = 3): Promise<UpcomingAssessment[]> {
  const enrollments = await db.enrollment.findMany({
    where: { userId, status: "active" },
    orderBy: [{ progress: "desc" }, { startedAt: "asc" }],
    select: { courseId: true },
  });
  if (enrollments.length === 0) return [];
  const assessments = await db.assessment.findMany({
    where: {
      courseId: { in: enrollments.map((e) => e.courseId) },
      attempts: { none: { userId, passed: true } },
    },
    orderBy: [{ order: "asc" }, { id: "asc" }],
    include: { course: { select: courseTitleSelect(locale) } },
  });
  const queues = enrollments.map((e) => assessments.filter((a) => a.courseId === e.courseId));
  const picked: typeof assessments = [];
  for (let round = 0; picked.length < limit && queues.some((q) => q.length > round); round++) {
    for (const queue of queues) {
      if (picked.length < limit && queue[round]) picked.push(queue[round]!);
    }
  }
  return picked.map((a) => ({
    id: a.id,
    title: a.title,
    type: a.type,
    courseId: a.courseId,
    courseSlug: a.course.slug,
    courseTitle: localizedTitle(a.course),
  }));
}

/** Whether the student has a graded attempt, i.e. whether 'View Grades' has anything to show. */
export async function hasGrades(userId: string): Promise<boolean> {
  const graded = await db.assessmentAttempt.findFirst({
    where: { userId, status: "submitted", score: { not: null } },
    select: { id: true },
  });
  return graded !== null;
}
