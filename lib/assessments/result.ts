import "server-only";
import { db } from "@/lib/db";
import type { AssessmentAttempt } from "@/lib/generated/prisma/client";
import { attemptAllowance, attemptLimits } from "./allowance";
import { questionsForReview } from "./attempt-questions";
import { grade, type AnswerKey } from "./grading";
import { buildReview, mayShowAnswers } from "./review";
import type { AssessmentInfo, AttemptAllowance, AttemptResult } from "./types";

export const savedAnswers = (row: AssessmentAttempt): Record<string, string> => (row.answers ?? {}) as Record<string, string>;

export const allowanceOf = async (userId: string, assessmentId: string): Promise<AttemptAllowance> =>
  attemptAllowance(userId, assessmentId, await attemptLimits(assessmentId));

/** Whether the student ever passed the assessment, and how many of their attempts at it are submitted. */
async function submittedRecord(userId: string, assessmentId: string): Promise<{ passedEver: boolean; submitted: number }> {
  const rows = await db.assessmentAttempt.groupBy({ by: ["passed"], where: { userId, assessmentId, status: "submitted" }, _count: { _all: true } });
  return {
    passedEver: rows.some((r) => r.passed === true),
    submitted: rows.reduce((sum, r) => sum + r._count._all, 0),
  };
}

/** A submitted attempt's result: the score over its own questions, and their review (lib/assessments/review.ts). */
export async function resultView(row: AssessmentAttempt, info: AssessmentInfo): Promise<AttemptResult> {
  const [questions, attempts, record] = await Promise.all([questionsForReview(row), allowanceOf(row.userId, info.id), submittedRecord(row.userId, info.id)]);
  const key: AnswerKey = new Map(questions.map((q) => [q.id, q.options.find((o) => o.isCorrect)?.id ?? ""]));
  const answers = savedAnswers(row);
  const graded = grade(key, answers, info.passingScore);
  const passed = row.passed ?? graded.passed;
  return {
    id: row.id,
    status: "submitted",
    score: row.score ?? graded.score,
    passed,
    correct: graded.correct,
    total: graded.total,
    passingScore: info.passingScore,
    submittedAt: (row.submittedAt ?? row.updatedAt).toISOString(),
    attempts,
    review: buildReview(questions, answers, mayShowAnswers(passed || record.passedEver, record.submitted)),
  };
}
