// Shared by the assessment integration tests: the seeded assessment of a course, its right and wrong
// answers (read straight from the database, as no API gives them), and the three calls.
import { GET as getAssessment } from "@/app/api/assessments/[id]/route";
import { GET as getQuestions } from "@/app/api/assessments/[id]/questions/route";
import { POST as postAttempt } from "@/app/api/assessment-attempts/route";
import { db } from "@/lib/db";
import type { TestClient } from "@/test/http";

export async function assessmentOf(slug: string) {
  const assessment = await db.assessment.findFirstOrThrow({
    where: { course: { slug } },
    orderBy: { order: "asc" },
    include: { questions: { orderBy: { order: "asc" }, include: { options: { orderBy: { order: "asc" } } } } },
  });
  const right = Object.fromEntries(assessment.questions.map((q) => [q.id, q.options.find((o) => o.isCorrect)!.id]));
  const wrong = Object.fromEntries(assessment.questions.map((q) => [q.id, q.options.find((o) => !o.isCorrect)!.id]));
  return { assessment, right, wrong, questionIds: assessment.questions.map((q) => q.id) };
}

/**
 * Answers to `ids` (by default every question of the pool; pass an attempt's drawn questions when the
 * assessment draws from a pool): the first `n` right, the rest wrong.
 */
export function answersWith(n: number, a: Awaited<ReturnType<typeof assessmentOf>>, ids: string[] = a.questionIds) {
  return Object.fromEntries(ids.map((id, i) => [id, i < n ? a.right[id]! : a.wrong[id]!]));
}

/** The ids of an attempt's questions, in the order it shows them (as POST /api/assessment-attempts returns them). */
export const drawnIds = (attempt: { questions: { id: string }[] }) => attempt.questions.map((q) => q.id);

export const api = {
  info: (client: TestClient, id: string) => client.call(getAssessment, { params: { id } }),
  questions: (client: TestClient, id: string) => client.call(getQuestions, { params: { id } }),
  attempt: (client: TestClient, body: unknown) => client.call(postAttempt, { method: "POST", body }),
};

/** Moves an attempt's clock: its deadline becomes `secondsFromNow` from now. */
export async function setDeadline(attemptId: string, secondsFromNow: number) {
  await db.assessmentAttempt.update({ where: { id: attemptId }, data: { deadline: new Date(Date.now() + secondsFromNow * 1000) } });
}
