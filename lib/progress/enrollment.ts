import "server-only";
import { awardCourseCompletion } from "@/lib/certificates/issue";
import { BIBLE_BOOK_COUNT, diplomaScopeKey } from "@/lib/certificates/scope";
import { publishedCourseSql, publishedLessonSql } from "@/lib/courses/visibility";
import { sql, SqlText } from "@/lib/db";
import { saveEnrollmentProgress, type EnrollmentProgress } from "@/lib/purchases/progress";
import { isAllowed } from "@/lib/purchases/status";
import { coursePercent } from "./rules";

export type CourseProgress = EnrollmentProgress;

/** What recomputing a course's progress needs to know: lesson counts, open assessments, enrollment, certificates. */
export type CourseFacts = {
  total: number;
  completed: number;
  unpassed: number;
  progress: number | null;
  status: CourseProgress["status"] | null;
  completedAt: Date | null;
  hasCertificate: boolean;
  hasDiploma: boolean;
  bibleCompleted: number;
  bibleCourses: number;
};

/**
 * The facts as one row, for `scope."userId"`, `scope."courseId"` and `scope."diplomaKey"` of the statement it
 * is used in (as a LATERAL subquery): below with a scope of parameters, in a progress save (record.ts) with
 * the course of the lesson just saved, so that a save of a completed lesson needs no second round trip.
 */
export const COURSE_FACTS = new SqlText(`
  SELECT
    -- Published lessons only: a draft lesson is no student's to complete (lib/courses/visibility.ts).
    (SELECT count(*)::int FROM lessons WHERE "courseId" = scope."courseId" AND ${publishedLessonSql("lessons")}) AS total,
    (SELECT count(*)::int FROM lesson_progress p JOIN lessons l ON l.id = p."lessonId"
      WHERE p."userId" = scope."userId" AND l."courseId" = scope."courseId" AND ${publishedLessonSql("l")} AND p."completedAt" IS NOT NULL) AS completed,
    -- Assessments that can be sat (they have questions in the pool) without a passed attempt by this student.
    (SELECT count(*)::int FROM assessments a
      WHERE a."courseId" = scope."courseId"
        AND EXISTS (SELECT 1 FROM questions q WHERE q."assessmentId" = a.id AND q."retiredAt" IS NULL)
        AND NOT EXISTS (SELECT 1 FROM assessment_attempts t
                        WHERE t."assessmentId" = a.id AND t."userId" = scope."userId" AND t.status = 'submitted' AND t.passed)) AS unpassed,
    e.progress, e.status, e."completedAt",
    -- The scope keys of lib/certificates/scope.ts (a mismatch could only cause an unneeded award call).
    EXISTS (SELECT 1 FROM certificates WHERE "scopeKey" = scope."userId" || ':' || scope."courseId") AS "hasCertificate",
    EXISTS (SELECT 1 FROM certificates WHERE "scopeKey" = scope."diplomaKey") AS "hasDiploma",
    -- As diplomaProgress (lib/certificates/issue.ts) counts them: completed Old and New Testament courses.
    (SELECT count(*)::int FROM enrollments x JOIN courses c ON c.id = x."courseId"
      WHERE x."userId" = scope."userId" AND x.status = 'completed' AND c.testament IS NOT NULL) AS "bibleCompleted",
    (SELECT count(*)::int FROM courses WHERE testament IS NOT NULL AND ${publishedCourseSql("courses")}) AS "bibleCourses"
  FROM (SELECT 1) AS one
  LEFT JOIN enrollments e ON e."userId" = scope."userId" AND e."courseId" = scope."courseId"`);

async function courseFacts(userId: string, courseId: string): Promise<CourseFacts> {
  const [facts] = await sql<CourseFacts>`
    WITH scope AS (SELECT ${userId}::text AS "userId", ${courseId}::text AS "courseId", ${diplomaScopeKey(userId)}::text AS "diplomaKey")
    SELECT facts.* FROM scope, LATERAL (${COURSE_FACTS}) AS facts`;
  return facts!;
}

/**
 * Recomputes Enrollment.progress from the completed lessons and, when every lesson is complete and every
 * assessment of the course is passed, marks the enrollment completed (once: a completed enrollment is never
 * set back to active, even if lessons are added).
 */
export async function recomputeEnrollment(userId: string, courseId: string): Promise<CourseProgress | null> {
  return settleEnrollment(userId, courseId, await courseFacts(userId, courseId));
}

/** recomputeEnrollment from facts already read. Writes only when something changes. */
export async function settleEnrollment(userId: string, courseId: string, facts: CourseFacts): Promise<CourseProgress | null> {
  if (!facts.status) return null;
  let row: CourseProgress | null = { progress: facts.progress!, status: facts.status, completedAt: facts.completedAt };
  const progress = coursePercent(facts.completed, facts.total);
  const completes = facts.total > 0 && facts.completed >= facts.total && facts.unpassed === 0;
  const completesNow = completes && isAllowed("enrollment", row.status, "completed");
  if (completesNow || (row.status !== "refunded" && row.progress !== progress)) {
    // The enrollment's row belongs to lib/purchases, which writes it (once, however many saves race).
    row = (await saveEnrollmentProgress(userId, courseId, progress, completes)) ?? (await recomputeEnrollment(userId, courseId));
  }
  // Idempotent: issues the course certificate (and the diploma after the 66th book) once, and repairs a
  // certificate an earlier failure left unissued. Skipped only when the facts show nothing to issue.
  if (row?.status === "completed" && (completesNow || awardMayIssue(facts))) await awardCourseCompletion(userId, courseId);
  return row;
}

/** Whether awardCourseCompletion could issue anything: a missing course certificate, or a diploma now due. */
function awardMayIssue(facts: CourseFacts): boolean {
  const diplomaDue = !facts.hasDiploma && facts.bibleCompleted >= Math.max(facts.bibleCourses, BIBLE_BOOK_COUNT);
  return !facts.hasCertificate || diplomaDue;
}
