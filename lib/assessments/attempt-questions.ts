import "server-only";
import { db } from "@/lib/db";
import type { AssessmentAttempt } from "@/lib/generated/prisma/client";
import type { AnswerKey } from "./grading";
import { orderForAttempt } from "./order";
import type { QuestionDto } from "./types";

// An attempt's questions: those drawn for it (AssessmentAttempt.questionIds, in the order shown) or, for an
// attempt from before pools (an empty list), every question of the assessment in the attempt's hashed order.
// Options always come in the attempt's own order (lib/assessments/order.ts).

export type AttemptRef = Pick<AssessmentAttempt, "id" | "assessmentId" | "questionIds">;

const whereFor = (row: AttemptRef) => ({ assessmentId: row.assessmentId, ...(row.questionIds.length ? { id: { in: row.questionIds } } : {}) });

/** Rows in the order the attempt shows them; a drawn question since removed from the data is skipped. */
function inAttemptOrder<T extends { id: string }>(row: AttemptRef, rows: T[]): T[] {
  if (!row.questionIds.length) return orderForAttempt(row.id, rows);
  const byId = new Map(rows.map((q) => [q.id, q]));
  return row.questionIds.flatMap((id) => byId.get(id) ?? []);
}

/** What the student sees while sitting: texts and option ids, never which option is correct (not even selected). */
export async function questionsForAttempt(row: AttemptRef): Promise<QuestionDto[]> {
  const rows = await db.question.findMany({ where: whereFor(row), select: { id: true, text: true, options: { select: { id: true, text: true } } } });
  return inAttemptOrder(row, rows).map((q) => ({ id: q.id, question: q.text, options: orderForAttempt(row.id, q.options) }));
}

/** questionId -> correct optionId over the attempt's questions only, and each one's valid option ids: server only. */
export async function answerKeyFor(row: AttemptRef): Promise<{ key: AnswerKey; valid: Map<string, Set<string>> }> {
  const rows = await db.question.findMany({ where: whereFor(row), select: { id: true, options: { select: { id: true, isCorrect: true } } } });
  const key: AnswerKey = new Map();
  const valid = new Map<string, Set<string>>();
  for (const q of inAttemptOrder(row, rows)) {
    valid.set(q.id, new Set(q.options.map((o) => o.id)));
    key.set(q.id, q.options.find((o) => o.isCorrect)?.id ?? "");
  }
  return { key, valid };
}

export type QuestionForReview = {
  id: string;
  text: string;
  lesson: { id: string; title: string } | null;
  options: { id: string; text: string; isCorrect: boolean }[];
};

/** Everything a result's review may need; lib/assessments/review.ts decides what of it leaves the server. */
export async function questionsForReview(row: AttemptRef): Promise<QuestionForReview[]> {
  const rows = await db.question.findMany({
    where: whereFor(row),
    select: { id: true, text: true, lesson: { select: { id: true, title: true } }, options: { select: { id: true, text: true, isCorrect: true } } },
  });
  return inAttemptOrder(row, rows).map((q) => ({ ...q, options: orderForAttempt(row.id, q.options) }));
}
