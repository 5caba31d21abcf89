"use server";

import { z } from "zod";
import { runAction, type ActionResult } from "@/lib/http/action";
import { badRequest, notFound } from "@/lib/http/errors";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { db } from "@/lib/db";
import { requireStudioUser } from "./access";
import type { SavedQuestion } from "./assessment-editor-types";
import { questionCuesInPool } from "./assessment-editor";
import * as save from "./question-save";
import type { AssessmentInput, QuestionInput } from "./question-schema";

// The assessment editor's server actions. Each one checks who is asking (signed out: 401; not staff, or staff of
// another course: 404, as the pages answer), validates with the editor's schemas in the caller's language
// (`locale`, one of the school's; English otherwise), writes through lib/studio/question-save.ts (which marks the
// course edited, audits deletions and revalidates what students see) and answers ActionResult.

const studioMessages = (locale: unknown) => translatorFor(isLocale(locale) ? locale : defaultLocale, "Studio");

/** An id as the browser sends it: a short string, or a 404 (never a database error). */
const id = z.string().min(1).max(100);
const idOf = (value: unknown) => {
  const parsed = id.safeParse(value);
  if (!parsed.success) throw notFound();
  return parsed.data;
};

/** The assessment's settings; the draw may not exceed the questions in the pool. */
export async function updateAssessmentSettings(assessmentId: string, input: unknown, locale?: string): Promise<ActionResult<{ changed: boolean }>> {
  return runAction(async () => {
    const user = await requireStudioUser();
    const changed = await save.updateAssessment(idOf(assessmentId), input as AssessmentInput, user, await studioMessages(locale));
    return { changed };
  });
}

/** Adds a question (questionId null) or saves one; answers its guessing cues in the pool as saved. */
export async function saveQuestion(assessmentId: string, questionId: string | null, input: unknown, locale?: string): Promise<ActionResult<SavedQuestion>> {
  return runAction(async () => {
    const user = await requireStudioUser();
    const assessment = idOf(assessmentId);
    const t = await studioMessages(locale);
    if (questionId === null) {
      const created = await save.createQuestion(assessment, input as QuestionInput, user, t);
      return { questionId: created.questionId, changed: true, cues: await questionCuesInPool(assessment, created.questionId) };
    }
    const question = idOf(questionId);
    // The question must be one of this assessment's (its course's access is checked by the save).
    if (!(await db.question.count({ where: { id: question, assessmentId: assessment } }))) throw notFound();
    const changed = await save.updateQuestion(question, input as QuestionInput, user, t);
    return { questionId: question, changed, cues: await questionCuesInPool(assessment, question) };
  });
}

/** The pool's order: every question of the assessment, retired ones included, each once. */
export async function reorderQuestions(assessmentId: string, questionIds: unknown, locale?: string): Promise<ActionResult<{ changed: boolean }>> {
  return runAction(async () => {
    const user = await requireStudioUser();
    const t = await studioMessages(locale);
    const ids = z.array(id).max(1000).safeParse(questionIds);
    if (!ids.success) throw badRequest(t("errorReorder"), { code: "INVALID" });
    return { changed: await save.reorderQuestions(idOf(assessmentId), ids.data, user, t) };
  });
}

/** Takes a question out of the pool (past attempts keep it) or puts it back. */
export async function retireQuestion(questionId: string, retired: boolean): Promise<ActionResult<{ changed: boolean }>> {
  return runAction(async () => {
    const user = await requireStudioUser();
    return { changed: await save.setQuestionRetired(idOf(questionId), retired === true, user) };
  });
}

/** Deletes a question no attempt ever drew (409 otherwise: retire it). */
export async function deleteQuestion(questionId: string, locale?: string): Promise<ActionResult<{ deleted: true }>> {
  return runAction(async () => {
    const user = await requireStudioUser();
    await save.deleteQuestion(idOf(questionId), user, await studioMessages(locale));
    return { deleted: true as const };
  });
}

/** Deletes an assessment nobody has sat (409 otherwise). */
export async function deleteAssessment(assessmentId: string, locale?: string): Promise<ActionResult<{ deleted: true }>> {
  return runAction(async () => {
    const user = await requireStudioUser();
    await save.deleteAssessment(idOf(assessmentId), user, await studioMessages(locale));
    return { deleted: true as const };
  });
}
