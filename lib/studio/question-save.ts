import "server-only";
import { drawFitsPool } from "@/lib/assessments/pool-rule";
import { IN_POOL } from "@/lib/assessments/queries";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { requireStudioCourse, studioCourseAccess } from "./course-access";
import { isSeed, type SaveActor } from "./actor";
import { changedKeys, pick } from "./changes";
import type { StudioTranslate } from "./course-schema";
import { markEdited } from "./edited";
import { revalidateCourse } from "./publish";
import { assessmentSchema, questionSchema, type AssessmentInput, type QuestionData, type QuestionInput } from "./question-schema";
import { englishStudio } from "./messages";

// Assessments and their question pools. A question some attempt drew or answered is never deleted (the attempt's
// result shows it): it is retired instead, out of the pool for new attempts (lib/assessments/attempts.ts draws
// from questions not retired). Only what changed is written; staff saves mark the course edited. The course
// page shows each assessment's questions per attempt, so a change to the pool's size revalidates it. Staff's
// deletions of assessments and questions are audited, in the deletion's transaction.

const english = englishStudio;

const fieldError = (field: string, message: string, code: string) => badRequest(message, { code, details: { fieldErrors: { [field]: [message] } } });

type Tx = Prisma.TransactionClient;
type Course = { id: string; state: "draft" | "published" | "archived" };

async function staffCourseOf<T extends { course: Course }>(row: T | null, actor: SaveActor, missing: string): Promise<T> {
  if (!row || (!isSeed(actor) && !(await studioCourseAccess(actor, row.course.id)))) throw notFound(missing, { code: "NOT_FOUND" });
  return row;
}

const staffAssessment = async (assessmentId: string, actor: SaveActor) =>
  staffCourseOf(await db.assessment.findUnique({ where: { id: assessmentId }, include: { course: { select: { id: true, state: true } } } }), actor, "Assessment not found");

const staffQuestion = async (questionId: string, actor: SaveActor) =>
  staffCourseOf(
    await db.question.findUnique({
      where: { id: questionId },
      include: { options: { orderBy: { order: "asc" } }, assessment: { select: { course: { select: { id: true, state: true } } } } },
    }).then((q) => q && { ...q, course: q.assessment.course }),
    actor,
    "Question not found",
  );

const poolChanged = async (actor: SaveActor, course: Course) => {
  if (!isSeed(actor)) await revalidateCourse(course.state, course.state);
};

/** The fields given (the attempt cap left out keeps the database's or the stored one). */
const withoutUndefined = <T extends Record<string, unknown>>(data: T) => Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as T;

/** Whether an attempt drew the question or answered it (then it stays, retired rather than deleted). */
export async function questionInUse(questionId: string, assessmentId: string): Promise<boolean> {
  const [row] = await db.$queryRaw<{ used: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "assessment_attempts" WHERE "assessmentId" = ${assessmentId}
      AND (${questionId} = ANY("questionIds") OR ("answers" -> ${questionId}) IS NOT NULL)) AS used`;
  return Boolean(row?.used);
}

/** Every question of the assessment that some attempt drew or answered: questionInUse for a whole pool at once. */
export async function questionsInUse(assessmentId: string): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT unnest("questionIds") AS id FROM "assessment_attempts" WHERE "assessmentId" = ${assessmentId}
    UNION
    SELECT jsonb_object_keys("answers") FROM "assessment_attempts" WHERE "assessmentId" = ${assessmentId} AND jsonb_typeof("answers") = 'object'`;
  return new Set(rows.map((row) => row.id));
}

/** An audit entry about the course, for a deletion by staff (the seed's writes are not audited). */
async function auditDeletion(tx: Tx, actor: SaveActor, courseId: string, action: "assessment.deleted" | "question.deleted", details: Prisma.InputJsonObject) {
  if (isSeed(actor)) return;
  await recordAudit(tx, { actorId: actor.id, action, targetType: "course", targetId: courseId, details });
}

/** A new assessment at the end of the course's list (or at `order`). */
export async function createAssessment(courseId: string, input: AssessmentInput & { order?: number }, actor: SaveActor, t: StudioTranslate = english()) {
  if (!isSeed(actor)) await requireStudioCourse(actor, courseId);
  const data = assessmentSchema(t).parse(input);
  const taken = new Set((await db.assessment.findMany({ where: { courseId }, select: { order: true } })).map((a) => a.order));
  const order = input.order && !taken.has(input.order) ? input.order : Math.max(0, ...taken) + 1;
  return db.$transaction(async (tx) => {
    const created = await tx.assessment.create({ data: { courseId, order, ...withoutUndefined(data) }, select: { id: true } });
    await markEdited(tx, courseId, actor);
    return { assessmentId: created.id };
  });
}

/**
 * An assessment's settings; only what changed is written. Staff may not set a draw larger than a third of the pool
 * (retired questions not counted: lib/assessments/pool-rule.ts); the seed sets its draw before it adds the questions.
 */
export async function updateAssessment(assessmentId: string, input: AssessmentInput, actor: SaveActor, t: StudioTranslate = english()): Promise<boolean> {
  const row = await staffAssessment(assessmentId, actor);
  const data = withoutUndefined(assessmentSchema(t).parse(input));
  const changed = changedKeys(row, data);
  if (!changed.length) return false;
  if (!isSeed(actor) && changed.includes("questionsPerAttempt") && data.questionsPerAttempt !== null) {
    const pool = await db.question.count({ where: { assessmentId, ...IN_POOL } });
    if (!drawFitsPool(data.questionsPerAttempt, pool)) throw fieldError("questionsPerAttempt", t("errorDrawnOverThird"), "DRAW_OVER_THIRD_OF_POOL");
  }
  await db.$transaction(async (tx) => {
    await tx.assessment.update({ where: { id: assessmentId }, data: pick(data, changed) });
    await markEdited(tx, row.course.id, actor);
  });
  if (changed.includes("questionsPerAttempt") || changed.includes("timeLimit") || changed.includes("passingScore") || changed.includes("title")) {
    await poolChanged(actor, row.course);
  }
  return true;
}

/** Deletes an assessment nobody has sat (409 otherwise: its results must stay). */
export async function deleteAssessment(assessmentId: string, actor: SaveActor, t: StudioTranslate = english()): Promise<void> {
  const row = await staffAssessment(assessmentId, actor);
  if (await db.assessmentAttempt.count({ where: { assessmentId } })) throw conflict(t("errorAssessmentHasAttempts"), { code: "HAS_ATTEMPTS" });
  await db.$transaction(async (tx) => {
    await tx.assessment.delete({ where: { id: assessmentId } });
    await markEdited(tx, row.course.id, actor);
    await auditDeletion(tx, actor, row.course.id, "assessment.deleted", { title: row.title });
  });
  await poolChanged(actor, row.course);
}

/** The question's lesson must be one of the course's. */
async function checkLesson(data: QuestionData, courseId: string, t: StudioTranslate) {
  if (!data.lessonId) return;
  const lesson = await db.lesson.findFirst({ where: { id: data.lessonId, courseId }, select: { id: true } });
  if (!lesson) throw fieldError("lessonId", t("errorQuestionLesson"), "LESSON_NOT_IN_COURSE");
}

const optionRows = (data: QuestionData) => data.options.map((text, index) => ({ order: index + 1, text, isCorrect: index === data.correct }));

/** A new question at the end of the pool (or at `order`), with its options. */
export async function createQuestion(assessmentId: string, input: QuestionInput & { order?: number }, actor: SaveActor, t: StudioTranslate = english()) {
  const [questionId] = await createQuestions(assessmentId, [input], actor, t);
  return { questionId: questionId! };
}

/**
 * New questions at the end of the pool (each at its `order` when given and free), with their options, all or
 * none: one bad question refuses the lot, with its message. Answers their ids, in the order given.
 */
export async function createQuestions(assessmentId: string, inputs: (QuestionInput & { order?: number })[], actor: SaveActor, t: StudioTranslate = english()): Promise<string[]> {
  const assessment = await staffAssessment(assessmentId, actor);
  const questions = inputs.map((input) => questionSchema(t).parse(input));
  const lessonIds = [...new Set(questions.flatMap((q) => (q.lessonId ? [q.lessonId] : [])))];
  const found = lessonIds.length ? await db.lesson.count({ where: { id: { in: lessonIds }, courseId: assessment.course.id } }) : 0;
  if (found !== lessonIds.length) throw fieldError("lessonId", t("errorQuestionLesson"), "LESSON_NOT_IN_COURSE");
  const taken = new Set((await db.question.findMany({ where: { assessmentId }, select: { order: true } })).map((q) => q.order));
  const orders = inputs.map((input) => {
    const order = input.order && !taken.has(input.order) ? input.order : Math.max(0, ...taken) + 1;
    taken.add(order);
    return order;
  });
  const ids = await db.$transaction(async (tx) => {
    const created = await tx.question.createManyAndReturn({
      data: questions.map((q, i) => ({ assessmentId, order: orders[i]!, text: q.text, explanation: q.explanation, lessonId: q.lessonId })),
      select: { id: true, order: true },
    });
    const idByOrder = new Map(created.map((q) => [q.order, q.id]));
    await tx.questionOption.createMany({ data: questions.flatMap((q, i) => optionRows(q).map((option) => ({ questionId: idByOrder.get(orders[i]!)!, ...option }))) });
    await markEdited(tx, assessment.course.id, actor);
    return orders.map((order) => idByOrder.get(order)!);
  });
  await poolChanged(actor, assessment.course);
  return ids;
}

/**
 * A question's text, options, correct option, explanation and lesson. Options are matched by position; one
 * students have answered cannot be removed (409: retire the question and write a new one). Returns whether
 * anything changed.
 */
export async function updateQuestion(questionId: string, input: QuestionInput, actor: SaveActor, t: StudioTranslate = english()): Promise<boolean> {
  const row = await staffQuestion(questionId, actor);
  const data = questionSchema(t).parse(input);
  await checkLesson(data, row.course.id, t);
  const fields = { text: data.text, explanation: data.explanation, lessonId: data.lessonId };
  const changed = changedKeys(row, fields);
  const wanted = optionRows(data);
  const updates = wanted.flatMap((option) => {
    const stored = row.options.find((o) => o.order === option.order);
    return stored && (stored.text !== option.text || stored.isCorrect !== option.isCorrect) ? [{ id: stored.id, ...option }] : [];
  });
  const creates = wanted.filter((option) => !row.options.some((o) => o.order === option.order));
  const removed = row.options.filter((o) => o.order > wanted.length);
  if (!changed.length && !updates.length && !creates.length && !removed.length) return false;
  if (removed.length && (await questionInUse(questionId, row.assessmentId))) {
    throw conflict(t("errorOptionsInUse"), { code: "OPTIONS_IN_USE", details: { fieldErrors: { options: [t("errorOptionsInUse")] } } });
  }

  await db.$transaction(async (tx: Tx) => {
    if (changed.length) await tx.question.update({ where: { id: questionId }, data: pick(fields, changed) });
    if (removed.length) await tx.questionOption.deleteMany({ where: { id: { in: removed.map((o) => o.id) } } });
    for (const { id, text, isCorrect } of updates) await tx.questionOption.update({ where: { id }, data: { text, isCorrect } });
    if (creates.length) await tx.questionOption.createMany({ data: creates.map((option) => ({ questionId, ...option })) });
    await markEdited(tx, row.course.id, actor);
  });
  return true;
}

/** Takes a question out of the pool (kept for the attempts that drew it), or puts it back. */
export async function setQuestionRetired(questionId: string, retired: boolean, actor: SaveActor): Promise<boolean> {
  const row = await staffQuestion(questionId, actor);
  if ((row.retiredAt !== null) === retired) return false;
  await db.$transaction(async (tx) => {
    await tx.question.update({ where: { id: questionId }, data: { retiredAt: retired ? new Date() : null } });
    await markEdited(tx, row.course.id, actor);
  });
  await poolChanged(actor, row.course);
  return true;
}

/** Deletes a question no attempt drew or answered; retires one that some attempt did. Answers which it did. */
export async function removeQuestion(questionId: string, actor: SaveActor): Promise<"deleted" | "retired" | "unchanged"> {
  const row = await staffQuestion(questionId, actor);
  if (await questionInUse(questionId, row.assessmentId)) return (await setQuestionRetired(questionId, true, actor)) ? "retired" : "unchanged";
  await deleteUnused(row, actor);
  return "deleted";
}

/** Deletes a question no attempt drew or answered; one that some attempt did is refused (409: retire it instead). */
export async function deleteQuestion(questionId: string, actor: SaveActor, t: StudioTranslate = english()): Promise<void> {
  const row = await staffQuestion(questionId, actor);
  if (await questionInUse(questionId, row.assessmentId)) throw conflict(t("errorQuestionInUse"), { code: "QUESTION_IN_USE" });
  await deleteUnused(row, actor);
}

async function deleteUnused(row: Awaited<ReturnType<typeof staffQuestion>>, actor: SaveActor) {
  const { title } = await db.assessment.findUniqueOrThrow({ where: { id: row.assessmentId }, select: { title: true } });
  await db.$transaction(async (tx) => {
    await tx.question.delete({ where: { id: row.id } });
    await markEdited(tx, row.course.id, actor);
    await auditDeletion(tx, actor, row.course.id, "question.deleted", { question: row.text, assessment: title });
  });
  await poolChanged(actor, row.course);
}

/**
 * The pool in the order given: every question of the assessment, retired ones too, each once (400 otherwise, as
 * when another editor added or deleted one meanwhile). Answers whether any moved.
 */
export async function reorderQuestions(assessmentId: string, questionIds: string[], actor: SaveActor, t: StudioTranslate = english()): Promise<boolean> {
  const row = await staffAssessment(assessmentId, actor);
  const current = new Map((await db.question.findMany({ where: { assessmentId }, select: { id: true, order: true } })).map((q) => [q.id, q.order]));
  const samePool = questionIds.length === current.size && new Set(questionIds).size === current.size && questionIds.every((id) => current.has(id));
  if (!samePool) throw badRequest(t("errorReorder"), { code: "NOT_THE_POOL" });
  const moved = questionIds.flatMap((id, index) => (current.get(id) === index + 1 ? [] : [{ id, order: index + 1 }]));
  if (!moved.length) return false;
  await db.$transaction(async (tx) => {
    // (assessmentId, order) is unique and checked row by row: the moved questions wait at negative places first.
    for (const { id, order } of moved) await tx.question.update({ where: { id }, data: { order: -order } });
    for (const { id, order } of moved) await tx.question.update({ where: { id }, data: { order } });
    await markEdited(tx, row.course.id, actor);
  });
  return true;
}
