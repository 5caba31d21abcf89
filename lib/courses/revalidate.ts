import "server-only";
import { revalidateTag, updateTag } from "next/cache";
import { COURSES_TAG } from "./queries";

// With REDIS_URL the cached pages and queries are on Redis (lib/cache/cache-handler.mjs): both calls expire them
// for every server behind nginx, not only the one that saved. There "max" does not serve the old copy once more
// while it regenerates: the next visit renders. Checked by ./revalidate.int.test.ts.

/**
 * Call after any write to a course, its translations, lessons or assessments: the home page, catalogue,
 * course pages, share images, sitemap and read APIs are regenerated on their next visit.
 */
export function revalidateCourses() {
  revalidateTag(COURSES_TAG, "max");
}

/**
 * For server actions whose author looks at the result straight away (an instructor saving a translation):
 * the cached entries expire now, so the next page shows the new text instead of a stale copy first.
 */
export function expireCoursesNow() {
  updateTag(COURSES_TAG);
}
