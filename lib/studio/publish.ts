import "server-only";
import { revalidateTag } from "next/cache";
import { revalidateCourses } from "@/lib/courses/revalidate";
import type { CourseState } from "@/lib/generated/prisma/enums";
import { STATS_TAG } from "@/lib/stats/queries";

// What a studio save expires. The cached pages carry the catalogue's one tag (COURSES_TAG, lib/courses/queries.ts),
// not one per course: the course page and its share image, the lesson lists, the catalogue tabs, the search
// index, the sitemap and the home page all read through it, so expiring it regenerates exactly those, in every
// language, on their next visit. With REDIS_URL the expiry reaches every server (lib/cache/cache-handler.mjs);
// nginx keeps a public page until its s-maxage runs out, as a CDN would. Lesson pages themselves are rendered
// per request. The school's figures (course and lesson counts, hours) have a tag of their own.

/** After a course save: expire what shows it, unless it was and stays a draft that no public page shows. */
export function revalidateCourse(before: CourseState | null, after: CourseState | null) {
  const wasPublic = before !== null && before !== "draft";
  const isPublic = after !== null && after !== "draft";
  if (!wasPublic && !isPublic) return;
  revalidateCourses();
  revalidateTag(STATS_TAG, "max");
}
