import "server-only";
import type { CourseState } from "@/lib/generated/prisma/enums";

// What a studio save expires. The cached pages carry the catalogue's one tag (COURSES_TAG, lib/courses/queries.ts),
// not one per course: the course page and its share image, the lesson lists, the catalogue tabs, the search
// index, the sitemap and the home page all read through it, so expiring it regenerates exactly those, in every
// language, on their next visit. With REDIS_URL the expiry reaches every server (lib/cache/cache-handler.mjs);
// nginx keeps a public page until its s-maxage runs out, as a CDN would. Lesson pages themselves are rendered
// per request. The school's figures (course and lesson counts, hours) have a tag of their own.
// Next's cache module is loaded on the first revalidation only: the seed, which writes through the same save
// functions outside any server and revalidates nothing, does not pay for loading it.

/** After a course save: expire what shows it, unless it was and stays a draft that no public page shows. */
export async function revalidateCourse(before: CourseState | null, after: CourseState | null): Promise<void> {
  const wasPublic = before !== null && before !== "draft";
  const isPublic = after !== null && after !== "draft";
  if (!wasPublic && !isPublic) return;
  const [{ revalidateTag }, { revalidateCourses }, { STATS_TAG }] = await Promise.all([
    import("next/cache"),
    import("@/lib/courses/revalidate"),
    import("@/lib/stats/queries"),
  ]);
  revalidateCourses();
  revalidateTag(STATS_TAG, "max");
}
