import "server-only";
import { ISSUER_NAME } from "@/lib/certificates/issuer";
import { courseScopeKey } from "@/lib/certificates/scope";
import { verifyPath, verifyUrl } from "@/lib/certificates/verify-url";
import { db } from "@/lib/db";
import type { AssessmentAttempt } from "@/lib/generated/prisma/client";
import { attemptAllowance, attemptLimits } from "./allowance";
import { questionsForReview } from "./attempt-questions";
import { grade, type AnswerKey } from "./grading";
import { buildReview, mayShowAnswers } from "./review";
import type { AssessmentInfo, AttemptAllowance, AttemptResult, IssuedCourseCertificate } from "./types";

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

/** The student's live certificate for the course, for a passed attempt's results page (null otherwise). */
async function courseCertificate(userId: string, courseId: string, passed: boolean): Promise<IssuedCourseCertificate | null> {
  if (!passed) return null;
  const certificate = await db.certificate.findFirst({ where: { scopeKey: courseScopeKey(userId, courseId), revokedAt: null }, select: { serial: true, issuedAt: true } });
  if (!certificate) return null;
  const { serial, issuedAt } = certificate;
  return { serial, issuedAt: issuedAt.toISOString(), verifyPath: verifyPath(serial), verifyUrl: verifyUrl(serial), issuerName: ISSUER_NAME };
}

/** A submitted attempt's result: the score over its own questions, and their review (lib/assessments/review.ts). */
export async function resultView(row: AssessmentAttempt, info: AssessmentInfo): Promise<AttemptResult> {
  const [questions, attempts, record] = await Promise.all([questionsForReview(row), allowanceOf(row.userId, info.id), submittedRecord(row.userId, info.id)]);
  const key: AnswerKey = new Map(questions.map((q) => [q.id, q.options.find((o) => o.isCorrect)?.id ?? ""]));
  const answers = savedAnswers(row);
  const graded = grade(key, answers, info.passingScore);
  const passed = row.passed ?? graded.passed;
  const certificate = await courseCertificate(row.userId, info.course.id, passed);
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
    certificate,
  };
}
