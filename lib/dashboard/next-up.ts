import "server-only";
import { openToEnrolledSql, publishedLessonSql } from "@/lib/courses/visibility";
import { sql, SqlText } from "@/lib/db";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { resumeLessonPath } from "@/lib/progress/resume";
import { titleOrTranslation } from "./course-title";
import { nextStepInCourse, type StepAssessment, type StepLesson } from "./next-step";
import type { StudyActivity } from "./welcome";

type Course = { slug: string; title: string; titleLang: string };

export type NextUp =
  | { kind: "lesson"; href: string; course: Course; lessonOrder: number; title: string; titleLang: string; started: boolean }
  | { kind: "assessment"; href: string; course: Course; title: string; titleLang: string; assessmentType: StepAssessment["type"] }
  | { kind: "catalogue"; href: "/courses"; reason: "no-courses" | "all-done" };

const OPEN_TO_ENROLLED = new SqlText(openToEnrolledSql("c"));
const PUBLISHED_LESSON = new SqlText(publishedLessonSql("l"));

type LessonRow = StepLesson & { order: number; title: string; translatedTitle: string | null; touched: boolean };
type AssessmentRow = StepAssessment & { title: string; translatedTitle: string | null };
type ActiveCourse = { slug: string; title: string; translatedTitle: string | null; lessons: LessonRow[]; assessments: AssessmentRow[] };

/**
 * One statement for the whole card: the active enrollments, the most recently studied first (the latest lesson
 * save, attempt or the purchase itself), each with its published lessons and this student's progress on them and
 * its assessments (only those with questions in their pool: one without any cannot be sat) with this student's
 * results; and whether the student has completed a course. Every row it reads is this student's or their
 * courses': its cost follows their courses, not the tables' size. And, in the same statement (a statement of its
 * own was a round trip on every dashboard), what the banner and quick actions need (welcome.ts): whether the
 * student has studied anything (progress on a lesson or an attempt) and had an attempt graded; each EXISTS stops
 * at the student's first row, found through an index that starts with "userId".
 */
function activeCoursesWithSteps(userId: string, locale: Locale) {
  return sql<{ courses: ActiveCourse[]; finished: boolean; studied: boolean; graded: boolean }>`
    WITH active AS (
      SELECT e.id AS "enrollmentId", e."courseId", c.slug, c.title, ct.title AS "translatedTitle",
             GREATEST(
               e."startedAt",
               (SELECT max(p."updatedAt") FROM lesson_progress p JOIN lessons l ON l.id = p."lessonId"
                 WHERE p."userId" = e."userId" AND l."courseId" = e."courseId"),
               (SELECT max(COALESCE(t."submittedAt", t."startedAt")) FROM assessment_attempts t JOIN assessments a ON a.id = t."assessmentId"
                 WHERE t."userId" = e."userId" AND a."courseId" = e."courseId")
             ) AS "studiedAt"
      FROM enrollments e
      JOIN courses c ON c.id = e."courseId" AND ${OPEN_TO_ENROLLED}
      LEFT JOIN course_translations ct ON ct."courseId" = c.id AND ct."languageCode" = ${locale}
      WHERE e."userId" = ${userId} AND e.status = 'active'
    )
    SELECT COALESCE((
             SELECT json_agg(json_build_object(
                      'slug', a.slug, 'title', a.title, 'translatedTitle', a."translatedTitle",
                      'lessons', (
                        SELECT COALESCE(json_agg(json_build_object(
                                 'id', l.id, 'order', l."order", 'title', l.title, 'translatedTitle', lt.title,
                                 'completed', p."completedAt" IS NOT NULL, 'positionSeconds', COALESCE(p."positionSeconds", 0),
                                 'touched', p.id IS NOT NULL) ORDER BY l."order"), '[]')
                        FROM lessons l
                        LEFT JOIN lesson_progress p ON p."lessonId" = l.id AND p."userId" = ${userId}
                        LEFT JOIN lesson_translations lt ON lt."lessonId" = l.id AND lt."languageCode" = ${locale}
                        WHERE l."courseId" = a."courseId" AND ${PUBLISHED_LESSON}),
                      'assessments', (
                        SELECT COALESCE(json_agg(x ORDER BY x."order", x.id), '[]')
                        FROM (
                          SELECT s.id, s."order", s.title, st.title AS "translatedTitle", s.type,
                                 EXISTS (SELECT 1 FROM assessment_attempts t WHERE t."assessmentId" = s.id AND t."userId" = ${userId} AND t.passed) AS passed,
                                 EXISTS (SELECT 1 FROM assessment_attempts t WHERE t."assessmentId" = s.id AND t."userId" = ${userId}
                                         AND t.status = 'in_progress' AND t.deadline > now()) AS "inProgress",
                                 COALESCE(array_agg(DISTINCT q."lessonId") FILTER (WHERE q."lessonId" IS NOT NULL), '{}') AS "lessonIds"
                          FROM assessments s
                          JOIN questions q ON q."assessmentId" = s.id AND q."retiredAt" IS NULL
                          LEFT JOIN assessment_translations st ON st."assessmentId" = s.id AND st."languageCode" = ${locale}
                          WHERE s."courseId" = a."courseId"
                          GROUP BY s.id, st.title
                        ) x)
                    ) ORDER BY a."studiedAt" DESC, a."enrollmentId" ASC)
             FROM active a), '[]') AS courses,
           EXISTS (SELECT 1 FROM enrollments WHERE "userId" = ${userId} AND status = 'completed') AS finished,
           EXISTS (SELECT 1 FROM lesson_progress WHERE "userId" = ${userId})
             OR EXISTS (SELECT 1 FROM assessment_attempts WHERE "userId" = ${userId}) AS studied,
           EXISTS (SELECT 1 FROM assessment_attempts WHERE "userId" = ${userId} AND status = 'submitted' AND score IS NOT NULL) AS graded`;
}

/**
 * The dashboard's 'Next up': in the most recently studied active course, the assessment now available or
 * the next lesson (next-step.ts); a course with nothing left hands over to the next most recent. Without
 * anything to do, the catalogue: to choose a first course, or the next one after finishing them all.
 */
export async function findNextUp(userId: string, locale: Locale = defaultLocale): Promise<NextUp> {
  return (await readNextUpAndActivity(userId, locale)).nextUp;
}

/** 'Next up' and the student's study activity (welcome.ts), from the one statement. */
export async function readNextUpAndActivity(userId: string, locale: Locale = defaultLocale): Promise<{ nextUp: NextUp; activity: StudyActivity }> {
  const [row] = await activeCoursesWithSteps(userId, locale);
  const { courses, finished, studied, graded } = row!;
  return { nextUp: nextUpOf(courses, finished, locale), activity: { welcome: studied ? "returning" : "first", graded } };
}

function nextUpOf(courses: ActiveCourse[], finished: boolean, locale: Locale): NextUp {
  for (const active of courses) {
    const { lessons, assessments } = active;
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
  return { kind: "catalogue", href: "/courses", reason: courses.length > 0 || finished ? "all-done" : "no-courses" };
}
