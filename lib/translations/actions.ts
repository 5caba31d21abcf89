"use server";

import { requireRole } from "@/lib/auth/session";
import { expireCoursesNow } from "@/lib/courses/revalidate";
import { runAction, type ActionResult } from "@/lib/http/action";
import { saveCourseTranslation, type SavedTranslation } from "./save";

/** Instructors (for the courses they teach) and admins: create or update a course translation. */
export async function saveCourseTranslationAction(input: unknown): Promise<ActionResult<SavedTranslation>> {
  return runAction(async () => {
    const user = await requireRole(["instructor", "admin"]);
    const saved = await saveCourseTranslation(user, input);
    expireCoursesNow();
    return saved;
  });
}
