import "server-only";
import { db } from "@/lib/db";
import { courseAccess, type Viewer } from "@/lib/lessons/access";
import { orderForAttempt } from "./order";
import type { AssessmentInfo, QuestionDto } from "./types";

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
    totalQuestions: row._count.questions,
    timeLimit: row.timeLimit,
    passingScore: row.passingScore,
    course: { id: row.course.id, slug: row.course.slug, title: row.course.translations[0]?.title ?? row.course.title },
  };
}

/** Who may sit a course's assessments: its enrolled students (active or completed), its instructors, admins. */
export async function maySit(viewer: Viewer, courseId: string): Promise<boolean> {
  return (await courseAccess(viewer, courseId)).full;
}

/**
 * The questions with their options' ids and texts, questions and options each in the attempt's own order
 * (lib/assessments/order.ts); the correct flag is not even selected.
 */
export async function questionsForAttempt(assessmentId: string, attemptId: string): Promise<QuestionDto[]> {
  const rows = await db.question.findMany({
    where: { assessmentId },
    select: { id: true, text: true, options: { select: { id: true, text: true } } },
  });
  return orderForAttempt(attemptId, rows).map((q) => ({ id: q.id, question: q.text, options: orderForAttempt(attemptId, q.options) }));
}

/** questionId -> correct optionId, and every valid option id per question: for grading and validating, server only. */
export async function answerKey(assessmentId: string) {
  const rows = await db.question.findMany({
    where: { assessmentId },
    select: { id: true, options: { select: { id: true, isCorrect: true } } },
  });
  const key = new Map<string, string>();
  const valid = new Map<string, Set<string>>();
  for (const q of rows) {
    valid.set(q.id, new Set(q.options.map((o) => o.id)));
    const right = q.options.find((o) => o.isCorrect);
    key.set(q.id, right?.id ?? "");
  }
  return { key, valid };
}

/** The first assessment of the course (in order) the user has not passed yet; null when all are passed. */
export async function firstUnpassedAssessment(userId: string, courseId: string): Promise<{ id: string; title: string } | null> {
  return db.assessment.findFirst({
    where: { courseId, questions: { some: {} }, attempts: { none: { userId, status: "submitted", passed: true } } },
    orderBy: { order: "asc" },
    select: { id: true, title: true },
  });
}
