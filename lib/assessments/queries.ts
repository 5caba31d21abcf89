import "server-only";
import { courseOpenTo } from "@/lib/courses/visibility";
import { db } from "@/lib/db";
import type { CourseState } from "@/lib/generated/prisma/enums";
import { courseAccess, type Viewer } from "@/lib/lessons/access";
import type { AssessmentInfo } from "./types";
import { questionsShown } from "@/lib/assessments/draw";
import { titleTranslation } from "@/lib/dashboard/course-title";

/** The pool attempts draw from: questions not retired (retired ones stay for the attempts that drew them). */
export const IN_POOL = { retiredAt: null } as const;

/** An assessment with its course's state, which decides who may see it (assessmentAccess). */
export type FoundAssessment = { info: AssessmentInfo; courseState: CourseState };

/** An assessment with at least one question in its pool, in any course state; null otherwise (the page's 404). */
export async function findAssessment(id: string, locale = "en"): Promise<FoundAssessment | null> {
  const row = await db.assessment.findUnique({
    where: { id },
    include: {
      _count: { select: { questions: { where: IN_POOL } } },
      translations: titleTranslation(locale),
      course: { select: { id: true, slug: true, title: true, state: true, translations: { ...titleTranslation(locale), take: 1 } } },
    },
  });
  if (!row || row._count.questions === 0) return null;
  return { courseState: row.course.state, info: {
    id: row.id,
    title: row.translations[0]?.title.trim() || row.title,
    type: row.type,
    // What one attempt shows: the number drawn from the pool (at most a third of it).
    totalQuestions: questionsShown(row.questionsPerAttempt, row._count.questions),
    timeLimit: row.timeLimit,
    passingScore: row.passingScore,
    course: { id: row.course.id, slug: row.course.slug, title: row.course.translations[0]?.title ?? row.course.title },
  } };
}

/**
 * "sit": its enrolled students (active or completed), its instructors and admins; "enrol": anyone else, of a
 * published course (the page offers the course); "missing": a course this viewer may not see at all (a draft,
 * or an archived course they are not enrolled in: lib/courses/visibility.ts), answered as not found.
 */
export async function assessmentAccess(viewer: Viewer, found: FoundAssessment): Promise<"sit" | "enrol" | "missing"> {
  const access = await courseAccess(viewer, found.info.course.id);
  if (!courseOpenTo(found.courseState, access)) return "missing";
  return access.full ? "sit" : "enrol";
}

/** The first assessment of the course (in order) the user has not passed yet; null when all are passed. */
export async function firstUnpassedAssessment(userId: string, courseId: string): Promise<{ id: string; title: string } | null> {
  return db.assessment.findFirst({
    where: { courseId, questions: { some: IN_POOL }, attempts: { none: { userId, status: "submitted", passed: true } } },
    orderBy: { order: "asc" },
    select: { id: true, title: true },
  });
}
