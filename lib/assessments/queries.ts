import "server-only";
import { db } from "@/lib/db";
import { courseAccess, type Viewer } from "@/lib/lessons/access";
import type { AssessmentInfo } from "./types";
import { questionsShown } from "@/lib/assessments/draw";

/** An assessment of a published course with at least one question; null otherwise (the page's 404). */
export async function findAssessment(id: string, locale = "en"): Promise<AssessmentInfo | null> {
  const row = await db.assessment.findFirst({
    where: { id, course: { published: true } },
    include: {
      _count: { select: { questions: true } },
      course: { select: { id: true, slug: true, title: true, translations: { where: { languageCode: locale }, select: { title: true }, take: 1 } } },
    },
  });
  if (!row || row._count.questions === 0) return null;
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    // What one attempt shows: the number drawn from the pool, or every question.
    totalQuestions: questionsShown(row.questionsPerAttempt, row._count.questions),
    timeLimit: row.timeLimit,
    passingScore: row.passingScore,
    course: { id: row.course.id, slug: row.course.slug, title: row.course.translations[0]?.title ?? row.course.title },
  };
}

/** Who may sit a course's assessments: its enrolled students (active or completed), its instructors, admins. */
export async function maySit(viewer: Viewer, courseId: string): Promise<boolean> {
  return (await courseAccess(viewer, courseId)).full;
}

/** The first assessment of the course (in order) the user has not passed yet; null when all are passed. */
export async function firstUnpassedAssessment(userId: string, courseId: string): Promise<{ id: string; title: string } | null> {
  return db.assessment.findFirst({
    where: { courseId, questions: { some: {} }, attempts: { none: { userId, status: "submitted", passed: true } } },
    orderBy: { order: "asc" },
    select: { id: true, title: true },
  });
}
