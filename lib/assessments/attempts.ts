import "server-only";
import { db } from "@/lib/db";
import type { AssessmentAttempt } from "@/lib/generated/prisma/client";
import { badRequest, forbidden, notFound } from "@/lib/http/errors";
import type { Viewer } from "@/lib/lessons/access";
import { recomputeEnrollment } from "@/lib/progress/enrollment";
import { acceptsAnswers, deadlineFor, grade, remainingSeconds } from "./grading";
import { assertAttemptAllowed, attemptAllowance, attemptLimits } from "./allowance";
import { answerKeyFor, questionsForAttempt } from "./attempt-questions";
import { drawQuestions } from "./draw";
import { assessmentAccess, findAssessment, IN_POOL } from "./queries";
import { allowanceOf, resultView, savedAnswers } from "./result";
import type { AssessmentInfo, AssessmentState, AttemptInProgress, AttemptResult, AttemptView, OpenAttempt } from "./types";

type Sitter = NonNullable<Viewer>;
type Answers = Record<string, string>;

/** The assessment if it exists (with questions) and the user may sit it: 404 or 403 otherwise. */
export async function assessmentForSitting(user: Sitter, assessmentId: string, locale = "en"): Promise<AssessmentInfo> {
  const found = await findAssessment(assessmentId, locale);
  const access = found ? await assessmentAccess(user, found) : "missing";
  if (!found || access === "missing") throw notFound("Assessment not found", { code: "ASSESSMENT_NOT_FOUND" });
  if (access === "enrol") {
    throw forbidden("Enrol in this course to take its assessments.", { code: "NOT_ENROLLED", details: { courseSlug: found.info.course.slug } });
  }
  return found.info;
}

function inProgressView(row: AssessmentAttempt, now = new Date()): AttemptInProgress {
  return {
    id: row.id,
    status: "in_progress",
    answers: savedAnswers(row),
    currentQuestion: row.currentQuestion,
    remainingSeconds: remainingSeconds(row.deadline, now),
    deadline: row.deadline.toISOString(),
  };
}

const withQuestions = async (row: AssessmentAttempt): Promise<OpenAttempt> => ({
  ...inProgressView(row),
  questions: await questionsForAttempt(row),
});

/**
 * Only answers to the attempt's own questions (those drawn for it), with options of those questions:
 * anything else is a 400. Returns how many questions the attempt has, too.
 */
async function checkedAnswers(row: AssessmentAttempt, answers: Answers): Promise<{ answers: Answers; questionCount: number }> {
  const { valid } = await answerKeyFor(row);
  for (const [questionId, optionId] of Object.entries(answers)) {
    const options = valid.get(questionId);
    if (!options) throw badRequest("This question is not part of this attempt.", { code: "NOT_IN_ATTEMPT" });
    if (!options.has(optionId)) throw badRequest("An answer does not belong to this assessment.", { code: "INVALID_ANSWER" });
  }
  return { answers, questionCount: valid.size };
}

/**
 * Grades and closes an attempt once. `incoming` answers count only while the deadline (plus grace) has not
 * passed; afterwards the answers saved before it are graded. The status filter makes a second submit, or a
 * submit racing a save, change nothing.
 */
async function submit(row: AssessmentAttempt, info: AssessmentInfo, incoming: Answers | null, now = new Date()): Promise<AttemptResult> {
  if (row.status === "submitted") return resultView(row, info);
  const answers = incoming && acceptsAnswers(row.deadline, now) ? { ...savedAnswers(row), ...incoming } : savedAnswers(row);
  const { key } = await answerKeyFor(row);
  const { score, passed } = grade(key, answers, info.passingScore);
  const { count } = await db.assessmentAttempt.updateMany({
    where: { id: row.id, status: "in_progress" },
    data: { status: "submitted", answers, score, passed, submittedAt: now },
  });
  if (count === 1 && passed) await recomputeEnrollment(row.userId, info.course.id);
  return resultView(await db.assessmentAttempt.findUniqueOrThrow({ where: { id: row.id } }), info);
}

/** Attempts whose time ran out while nobody was there are graded with what was saved. */
export async function closeExpired(userId: string, info: AssessmentInfo, now = new Date()) {
  const open = await db.assessmentAttempt.findMany({ where: { userId, assessmentId: info.id, status: "in_progress" } });
  for (const row of open) if (!acceptsAnswers(row.deadline, now)) await submit(row, info, null, now);
}

/** The page's and GET /api/assessments/{id}'s view: the attempt under way (with the time left) or the latest result. */
export async function assessmentState(userId: string, info: AssessmentInfo): Promise<AssessmentState> {
  await closeExpired(userId, info);
  const [open, last] = await Promise.all([
    db.assessmentAttempt.findFirst({ where: { userId, assessmentId: info.id, status: "in_progress" }, orderBy: { startedAt: "desc" } }),
    db.assessmentAttempt.findFirst({ where: { userId, assessmentId: info.id, status: "submitted" }, orderBy: [{ submittedAt: "desc" }, { id: "desc" }] }),
  ]);
  const [attempt, lastResult, attempts] = await Promise.all([open && withQuestions(open), last && resultView(last, info), allowanceOf(userId, info.id)]);
  return { attempt, lastResult, attempts };
}

/** The attempt under way, or null: GET /api/assessments/{id}/questions serves questions only inside one. */
export async function openAttempt(userId: string, info: AssessmentInfo): Promise<OpenAttempt | null> {
  await closeExpired(userId, info);
  const open = await db.assessmentAttempt.findFirst({ where: { userId, assessmentId: info.id, status: "in_progress" }, orderBy: { startedAt: "desc" } });
  return open && withQuestions(open);
}

/**
 * Starts an attempt (deadline = now + time limit) or resumes the one under way, with its questions in its
 * own order. A new attempt must fit the assessment's cap (429 with Retry-After otherwise). A lock per
 * student and assessment keeps two clicks on Start from opening two attempts or passing the cap together.
 */
export async function startOrResume(user: Sitter, assessmentId: string): Promise<{ view: OpenAttempt; created: boolean }> {
  const info = await assessmentForSitting(user, assessmentId);
  await closeExpired(user.id, info);
  // The pool (questions not retired; all of them when it is smaller than the draw) is read before the lock (it
  // needs none); the draw is recorded on the new attempt, so a resumed attempt shows the same questions in the
  // same order, and a question retired since still shows in the attempts that drew it.
  const { questions, questionsPerAttempt } = await db.assessment.findUniqueOrThrow({
    where: { id: info.id },
    select: { questionsPerAttempt: true, questions: { where: IN_POOL, select: { id: true, lessonId: true }, orderBy: { order: "asc" } } },
  });
  const { row, created } = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`attempt:${user.id}:${info.id}`}))`;
    const open = await tx.assessmentAttempt.findFirst({ where: { userId: user.id, assessmentId: info.id, status: "in_progress" }, orderBy: { startedAt: "desc" } });
    if (open) return { row: open, created: false };
    assertAttemptAllowed(await attemptAllowance(user.id, info.id, await attemptLimits(info.id, tx), tx));
    const startedAt = new Date();
    const fresh = await tx.assessmentAttempt.create({
      data: {
        userId: user.id,
        assessmentId: info.id,
        startedAt,
        deadline: deadlineFor(startedAt, info.timeLimit),
        questionIds: drawQuestions(questions, questionsPerAttempt),
      },
    });
    return { row: fresh, created: true };
  });
  return { view: await withQuestions(row), created };
}

async function ownAttempt(user: Sitter, assessmentId: string, attemptId: string | undefined): Promise<AssessmentAttempt> {
  const row = await db.assessmentAttempt.findFirst({
    where: { userId: user.id, assessmentId, ...(attemptId ? { id: attemptId } : { status: "in_progress" }) },
    orderBy: { startedAt: "desc" },
  });
  if (!row) throw notFound("No attempt of this assessment is under way.", { code: "NO_ATTEMPT" });
  return row;
}

/** Saves answers and the current question while time remains; after it, the attempt is graded as saved. */
export async function saveProgress(user: Sitter, input: { assessmentId: string; attemptId?: string; answers: Answers; currentQuestion?: number }): Promise<AttemptView> {
  const info = await assessmentForSitting(user, input.assessmentId);
  const row = await ownAttempt(user, info.id, input.attemptId);
  if (row.status === "submitted") return resultView(row, info);
  const { answers, questionCount } = await checkedAnswers(row, input.answers);
  const now = new Date();
  if (!acceptsAnswers(row.deadline, now)) return submit(row, info, null, now);
  const currentQuestion = Math.min(input.currentQuestion ?? row.currentQuestion, questionCount - 1);
  await db.assessmentAttempt.updateMany({
    where: { id: row.id, status: "in_progress" },
    data: { answers: { ...savedAnswers(row), ...answers }, currentQuestion },
  });
  const fresh = await db.assessmentAttempt.findUniqueOrThrow({ where: { id: row.id } });
  return fresh.status === "submitted" ? resultView(fresh, info) : inProgressView(fresh, now);
}

/** Submit (last question, or the timer at zero): graded on the server, once. */
export async function submitAttempt(user: Sitter, input: { assessmentId: string; attemptId?: string; answers: Answers }): Promise<AttemptResult> {
  const info = await assessmentForSitting(user, input.assessmentId);
  const row = await ownAttempt(user, info.id, input.attemptId);
  if (row.status === "submitted") return resultView(row, info);
  return submit(row, info, (await checkedAnswers(row, input.answers)).answers);
}
