"use server";

import type { ActionResult } from "@/lib/http/action";
import { saveAssessmentTitleTranslation, type SavedAssessmentTitle } from "./assessment-title-save";
import { saveLessonTranslation, saveQuestionTranslation, type SavedLessonTranslation, type SavedQuestionTranslation } from "./lesson-save";
import { translatorAction } from "./translator-action";

/** Instructors (for the courses they teach) and admins: a lesson's title and content in one language. */
export async function saveLessonTranslationAction(input: unknown): Promise<ActionResult<SavedLessonTranslation>> {
  return translatorAction(saveLessonTranslation, input);
}

/** Instructors (for the courses they teach) and admins: an assessment question and its options in one language. */
export async function saveQuestionTranslationAction(input: unknown): Promise<ActionResult<SavedQuestionTranslation>> {
  return translatorAction(saveQuestionTranslation, input);
}

/** Instructors (for the courses they teach) and admins: an assessment's title in one language. */
export async function saveAssessmentTitleTranslationAction(input: unknown): Promise<ActionResult<SavedAssessmentTitle>> {
  return translatorAction(saveAssessmentTitleTranslation, input);
}
