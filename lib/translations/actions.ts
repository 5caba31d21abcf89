"use server";

import type { ActionResult } from "@/lib/http/action";
import { saveCourseTranslation, type SavedTranslation } from "./save";
import { translatorAction } from "./translator-action";

/** Instructors (for the courses they teach) and admins: create or update a course translation. */
export async function saveCourseTranslationAction(input: unknown): Promise<ActionResult<SavedTranslation>> {
  return translatorAction(saveCourseTranslation, input);
}
