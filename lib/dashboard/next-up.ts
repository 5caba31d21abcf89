import "server-only";
import { openToEnrolledSql, publishedLessonSql } from "@/lib/courses/visibility";
import { sql, SqlText } from "@/lib/db";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { resumeLessonPath } from "@/lib/progress/resume";
import { titleOrTranslation } from "./course-title";
import { nextStepInCourse, type StepAssessment, type StepLesson } from "./next-step";

type Course = { slug: string; title: string; titleLang: string };

export type NextUp =
  | { kind: "lesson"; href: string; course: Course; lessonOrder: number; title: string; titleLang: string; started: boolean }
  | { kind: "assessment"; href: string; course: Course; title: string; titleLang: string; assessmentType: StepAssessment["type"] }
  | { kind: "catalogue"; href: "/courses"; reason: "no-courses" | "all-done" };

const OPEN_TO_ENROLLED = new SqlText(openToEnrolledSql("c"));
const PUBLISHED_LESSON = new SqlText(publishedLessonSql("l"));

type ActiveCourse = { courseId: string; slug: string; title: string; translatedTitle: string | null };

/** Active enrollments, the most recently studied first: the latest lesson save, attempt or the purchase itself. */
function activeCoursesByRecentActivity(userId: string, locale: Locale) {
  return sql<ActiveCourse>`
    SELECT e."courseId", c.slug, c.title, ct.title AS "translatedTitle"
    FROM enrollments e
    JOIN courses c ON c.id = e."courseId" AND ${OPEN_TO_ENROLLED}
    LEFT JOIN course_translations ct ON ct."courseId" = c.id AND ct."languageCode" = ${locale}
    WHERE e."userId" = ${userId} AND e.status = 'active'
    ORDER BY GREATEST(
      e."startedAt",
      (SELECT max(p."updatedAt") FROM lesson_progress p JOIN lessons l ON l.id = p."lessonId"
        WHERE p."userId" = e."userId" AND l."courseId" = e."courseId"),
      (SELECT max(COALESCE(t."submittedAt", t."startedAt")) FROM assessment_attempts t JOIN assessments a ON a.id = t."assessmentId"
        WHERE t."userId" = e."userId" AND a."courseId" = e."courseId")
    ) DESC, e.id ASC`;
}

type LessonRow = StepLesson & { order: number; title: string; translatedTitle: string | null; touched: boolean };

function lessonsWithProgress(userId: string, courseId: string, locale: Locale) {
  return sql<LessonRow>`
    SELECT l.id, l."order", l.title, lt.title AS "translatedTitle",
           p."completedAt" IS NOT NULL AS completed, COALESCE(p."positionSeconds", 0) AS "positionSeconds", p.id IS NOT NULL AS touched
    FROM lessons l
    LEFT JOIN lesson_progress p ON p."lessonId" = l.id AND p."userId" = ${userId}
    LEFT JOIN lesson_translations lt ON lt."lessonId" = l.id AND lt."languageCode" = ${locale}
    WHERE l."courseId" = ${courseId} AND ${PUBLISHED_LESSON}
    ORDER BY l."order" ASC`;
}

type AssessmentRow = StepAssessment & { title: string; translatedTitle: string | null };

function assessmentsWithResults(userId: string, courseId: string, locale: Locale) {
  return sql<AssessmentRow>`
    SELECT a.id, a.title, at.title AS "translatedTitle", a.type,
           EXISTS (SELECT 1 FROM assessment_attempts t WHERE t."assessmentId" = a.id AND t."userId" = ${userId} AND t.passed) AS passed,
           EXISTS (SELECT 1 FROM assessment_attempts t WHERE t."assessmentId" = a.id AND t."userId" = ${userId}
                   AND t.status = 'in_progress' AND t.deadline > now()) AS "inProgress",
           COALESCE(array_agg(DISTINCT q."lessonId") FILTER (WHERE q."lessonId" IS NOT NULL), '{}') AS "lessonIds"
    FROM assessments a
    -- Only assessments with questions in their pool: one without any cannot be sat.
    JOIN questions q ON q."assessmentId" = a.id AND q."retiredAt" IS NULL
    LEFT JOIN assessment_translations at ON at."assessmentId" = a.id AND at."languageCode" = ${locale}
    WHERE a."courseId" = ${courseId}
    GROUP BY a.id, at.title
    ORDER BY a."order" ASC, a.id ASC`;
}

/**
 * The dashboard's 'Next up': in the most recently studied active course, the assessment now available or
 * the next lesson (next-step.ts); a course with nothing left hands over to the next most recent. Without
 * anything to do, the catalogue: to choose a first course, or the next one after finishing them all.
 */
export async function findNextUp(userId: string, locale: Locale = defaultLocale): Promise<NextUp> {
  const courses = await activeCoursesByRecentActivity(userId, locale);
  for (const active of courses) {
    const [lessons, assessments] = await Promise.all([lessonsWithProgress(userId, active.courseId, locale), assessmentsWithResults(userId, active.courseId, locale)]);
    const step = nextStepInCourse(lessons, assessments);
    if (!step) continue;
    const course = { slug: active.slug, title: titleOrTranslation(active.title, active.translatedTitle), titleLang: active.translatedTitle ? locale : defaultLocale };
    if (step.kind === "assessment") {
      const assessment = assessments.find((a) => a.id === step.assessmentId)!;
      const title = titleOrTranslation(assessment.title, assessment.translatedTitle);
      const titleLang = assessment.translatedTitle?.trim() ? locale : defaultLocale;
      return { kind: "assessment", href: `/assessment/${assessment.id}`, course, title, titleLang, assessmentType: assessment.type };
    }
    const lesson = lessons.find((l) => l.id === step.lessonId)!;
    return {
      kind: "lesson",
      href: resumeLessonPath(active.slug, { lessonId: lesson.id, positionSeconds: step.positionSeconds || null }),
      course,
      lessonOrder: lesson.order,
      title: titleOrTranslation(lesson.title, lesson.translatedTitle),
      titleLang: lesson.translatedTitle?.trim() ? locale : defaultLocale,
      started: lesson.touched,
    };
  }
  if (courses.length > 0) return { kind: "catalogue", href: "/courses", reason: "all-done" };
  const [row] = await sql<{ finished: boolean }>`
    SELECT EXISTS (SELECT 1 FROM enrollments WHERE "userId" = ${userId} AND status = 'completed') AS finished`;
  return { kind: "catalogue", href: "/courses", reason: row!.finished ? "all-done" : "no-courses" };
}
