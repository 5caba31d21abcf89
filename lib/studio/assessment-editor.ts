import "server-only";
import type { GuessingCue } from "@/lib/assessments/guessing-cues";
import { assessmentItemStatistics } from "@/lib/assessments/item-analysis-query";
import { db } from "@/lib/db";
import type { AssessmentSettings, EditorLesson, EditorQuestion } from "./assessment-editor-types";
import { poolCues, type PoolCues } from "./pool-cues";
import { questionsInUse } from "./question-save";

// What the assessment editor shows, read for one request. Callers check the viewer may open the course in the
// studio (lib/studio/access.ts) first; the assessment must belong to that course.

export type AssessmentEditorData = {
  course: { id: string; title: string; language: string };
  assessment: { id: string } & AssessmentSettings;
  questions: EditorQuestion[];
  lessons: EditorLesson[];
  cues: PoolCues;
  /** Submitted attempts of students, which the flags come from. */
  attempts: number;
};

const withQuestions = {
  course: { select: { id: true, title: true, defaultLanguage: true } },
  questions: { orderBy: { order: "asc" }, include: { options: { orderBy: { order: "asc" } } } },
} as const;

const poolOf = (questions: { id: string; text: string; retiredAt: Date | null; options: { text: string; isCorrect: boolean }[] }[]) =>
  poolCues(questions.map((q) => ({ id: q.id, text: q.text, retired: q.retiredAt !== null, options: q.options })));

export async function assessmentEditorData(courseId: string, assessmentId: string): Promise<AssessmentEditorData | null> {
  const row = await db.assessment.findFirst({ where: { id: assessmentId, courseId }, include: withQuestions });
  if (!row) return null;
  const [lessons, used, statistics] = await Promise.all([
    db.lesson.findMany({ where: { courseId }, orderBy: { order: "asc" }, select: { id: true, order: true, title: true } }),
    questionsInUse(assessmentId),
    assessmentItemStatistics(assessmentId),
  ]);
  const cues = poolOf(row.questions);
  const flags = new Map(statistics.items.map((item) => [item.questionId, item.flags]));
  return {
    course: { id: row.course.id, title: row.course.title, language: row.course.defaultLanguage },
    assessment: {
      id: row.id,
      title: row.title,
      type: row.type,
      timeLimit: row.timeLimit,
      passingScore: row.passingScore,
      maxAttempts: row.maxAttempts,
      attemptWindowHours: row.attemptWindowHours,
      questionsPerAttempt: row.questionsPerAttempt,
    },
    questions: row.questions.map((q, index) => ({
      id: q.id,
      number: index + 1,
      text: q.text,
      explanation: q.explanation,
      lessonId: q.lessonId,
      retired: q.retiredAt !== null,
      inUse: used.has(q.id),
      options: q.options.map((o) => ({ id: o.id, text: o.text, isCorrect: o.isCorrect })),
      cues: cues.byQuestion[q.id] ?? [],
      flags: flags.get(q.id) ?? [],
    })),
    lessons,
    cues,
    attempts: statistics.attempts,
  };
}

/** One question's guessing cues among the pool as it now stands (the position cue depends on the others). */
export async function questionCuesInPool(assessmentId: string, questionId: string): Promise<GuessingCue[]> {
  const questions = await db.question.findMany({
    where: { assessmentId },
    orderBy: { order: "asc" },
    select: { id: true, text: true, retiredAt: true, options: { orderBy: { order: "asc" }, select: { text: true, isCorrect: true } } },
  });
  return poolOf(questions).byQuestion[questionId] ?? [];
}
