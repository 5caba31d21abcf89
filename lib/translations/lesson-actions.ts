"use server";

import { requireRole } from "@/lib/auth/session";
import { expireCoursesNow } from "@/lib/courses/revalidate";
import { runAction, type ActionResult } from "@/lib/http/action";
import { saveAssessmentTitleTranslation, type SavedAssessmentTitle } from "./assessment-title-save";
import { saveLessonTranslation, saveQuestionTranslation, type SavedLessonTranslation, type SavedQuestionTranslation } from "./lesson-save";

/** Instructors (for the courses they teach) and admins: a lesson's title and content in one language. */
export async function saveLessonTranslationAction(input: unknown): Promise<ActionResult<SavedLessonTranslation>> {
  return runAction(async () => {
    const user = await requireRole(["instructor", "admin"]);
    const saved = await saveLessonTranslation(user, input);
    expireCoursesNow();
    return saved;
  });
}

/** Instructors (for the courses they teach) and admins: an assessment question and its options in one language. */
export async function saveQuestionTranslationAction(input: unknown): Promise<ActionResult<SavedQuestionTranslation>> {
  return runAction(async () => {
    const user = await requireRole(["instructor", "admin"]);
    const saved = await saveQuestionTranslation(user, input);
    expireCoursesNow();
    return saved;
  });
}

/** Instructors (for the courses they teach) and admins: an assessment's title in one language. */
export async function saveAssessmentTitleTranslationAction(input: unknown): Promise<ActionResult<SavedAssessmentTitle>> {
  return runAction(async () => {
    const user = await requireRole(["instructor", "admin"]);
    const saved = await saveAssessmentTitleTranslation(user, input);
    expireCoursesNow();
    return saved;
  });
}
