"use server";

import { getSessionUser } from "@/lib/auth/session";
import { completedLessonIds } from "@/lib/courses/queries";

/**
 * The signed-in student's completed lessons in a course (empty when signed out): the course page is static,
 * so its lesson list asks for the ticks after it loads. Only ever the caller's own progress.
 */
export async function myCompletedLessons(courseIdOrSlug: string): Promise<string[]> {
  if (typeof courseIdOrSlug !== "string" || courseIdOrSlug.length > 200) return [];
  const user = await getSessionUser();
  return user ? completedLessonIds(user.id, courseIdOrSlug) : [];
}
