import "server-only";
import { revalidateTag } from "next/cache";
import { COURSES_TAG } from "./queries";

/**
 * Call after any write to a course, its translations, lessons or assessments: the home page, catalogue,
 * course pages, share images, sitemap and read APIs are regenerated on their next visit.
 */
export function revalidateCourses() {
  revalidateTag(COURSES_TAG, "max");
}
