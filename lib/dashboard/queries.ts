import "server-only";
import { cache } from "react";
import { openToEnrolledSql } from "@/lib/courses/visibility";
import { sql, SqlText } from "@/lib/db";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { courseGroup, titleOrTranslation, type CourseGroup } from "./course-title";
import { clampPercent, overallProgress } from "./overall-progress";

// The dashboard's reads (page-data.ts starts them all at once and hands them to the widgets): one statement
// each, course titles in the reader's language (course-title.ts). A course
// archived after the student enrolled stays on their dashboard; a draft is nobody's but its staff's.

const OPEN_TO_ENROLLED = new SqlText(openToEnrolledSql("c"));

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
  /** The title's language: the page's where translated, else English. */
  titleLang: string;
  type: "quiz" | "midterm" | "final";
  courseId: string;
  courseSlug: string;
  courseTitle: string;
};

export type ProgressSummary = { completedCourses: number; overallProgress: number };

type EnrollmentRow = {
  id: string;
  courseId: string;
  status: "active" | "completed" | "refunded";
  progress: number;
  startedAt: Date;
  completedAt: Date | null;
  slug: string;
  title: string;
  translatedTitle: string | null;
  testament: "Old" | "New" | null;
  thumbnailUrl: string | null;
};

/** Every enrollment of the student, newest first, with its course: read once per request. */
const enrollmentRows = cache(
  (userId: string, locale: Locale) => sql<EnrollmentRow>`
    SELECT e.id, e."courseId", e.status, e.progress, e."startedAt", e."completedAt",
           c.slug, c.title, ct.title AS "translatedTitle", c.testament, c."thumbnailUrl"
    FROM enrollments e
    JOIN courses c ON c.id = e."courseId" AND ${OPEN_TO_ENROLLED}
    LEFT JOIN course_translations ct ON ct."courseId" = c.id AND ct."languageCode" = ${locale}
    WHERE e."userId" = ${userId}
    ORDER BY e."startedAt" DESC, e.id ASC`,
);

/** Active and completed enrollments (refunded ones no longer count), newest first, titles in `locale`. */
export async function listDashboardEnrollments(userId: string, locale: Locale = defaultLocale): Promise<DashboardEnrollment[]> {
  const rows = await enrollmentRows(userId, locale);
  return rows
    .filter((e) => e.status !== "refunded")
    .map((e) => ({
      id: e.id,
      courseId: e.courseId,
      courseSlug: e.slug,
      courseTitle: titleOrTranslation(e.title, e.translatedTitle),
      courseGroup: courseGroup(e),
      thumbnailUrl: e.thumbnailUrl,
      status: e.status as "active" | "completed",
      progress: e.status === "completed" ? 100 : clampPercent(e.progress),
      startedAt: e.startedAt.toISOString(),
      completedAt: e.completedAt?.toISOString() ?? null,
    }));
}

/** Courses completed and overall progress (see overall-progress.ts), from the enrollments alone. */
export function summarize(enrollments: readonly DashboardEnrollment[]): ProgressSummary {
  return {
    completedCourses: enrollments.filter((e) => e.status === "completed").length,
    overallProgress: overallProgress(enrollments),
  };
}

/**
 * Up to `limit` assessments of the student's active courses that they have not passed yet. The next
 * test of each course comes first (by assessment order, most advanced course first), so three courses
 * show one test each rather than one course filling the list: `round` is a test's place in its course's
 * queue, and the rounds are dealt out course by course.
 */
export async function listUpcomingAssessments(userId: string, locale: Locale = defaultLocale, limit = 3): Promise<UpcomingAssessment[]> {
  const rows = await sql<Omit<UpcomingAssessment, "titleLang"> & { translatedTitle: string | null; translatedAssessmentTitle: string | null }>`
    SELECT q.id, q.title, at.title AS "translatedAssessmentTitle", q.type, q."courseId", c.slug AS "courseSlug", c.title AS "courseTitle", ct.title AS "translatedTitle"
    FROM (
      SELECT a.id, a.title, a.type, a."courseId", e.progress, e."startedAt", e.id AS "enrollmentId",
             row_number() OVER (PARTITION BY a."courseId" ORDER BY a."order" ASC, a.id ASC) AS round
      FROM enrollments e
      JOIN assessments a ON a."courseId" = e."courseId"
      WHERE e."userId" = ${userId} AND e.status = 'active'
        AND EXISTS (SELECT 1 FROM questions x WHERE x."assessmentId" = a.id AND x."retiredAt" IS NULL)
        AND NOT EXISTS (SELECT 1 FROM assessment_attempts t WHERE t."assessmentId" = a.id AND t."userId" = ${userId} AND t.passed)
    ) q
    JOIN courses c ON c.id = q."courseId" AND ${OPEN_TO_ENROLLED}
    LEFT JOIN course_translations ct ON ct."courseId" = c.id AND ct."languageCode" = ${locale}
    LEFT JOIN assessment_translations at ON at."assessmentId" = q.id AND at."languageCode" = ${locale}
    ORDER BY q.round ASC, q.progress DESC, q."startedAt" ASC, q."enrollmentId" ASC
    LIMIT ${limit}`;
  return rows.map((a) => ({
    id: a.id,
    title: titleOrTranslation(a.title, a.translatedAssessmentTitle),
    titleLang: a.translatedAssessmentTitle?.trim() ? locale : defaultLocale,
    type: a.type,
    courseId: a.courseId,
    courseSlug: a.courseSlug,
    courseTitle: titleOrTranslation(a.courseTitle, a.translatedTitle),
  }));
}
