import "server-only";
import { unstable_cache } from "next/cache";
import { permanentRedirect } from "next/navigation";
import { db } from "@/lib/db";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { COURSES_TAG } from "./queries";

// A course whose slug changed in the studio keeps its old addresses: the course page, its lesson pages and
// the resume link answer a permanent redirect (308) to the same page under the current slug, in the same
// language. The course page is rendered on demand (generateStaticParams returns nothing, dynamicParams is on),
// so an old slug reaches the page like any other and is redirected there; the lookup is cached under the
// catalogue's tag, which every slug change revalidates (lib/studio/course-save.ts).

async function readCurrentSlug(oldSlug: string): Promise<string | null> {
  const key = decodeURIComponent(oldSlug).trim().toLowerCase();
  if (!key) return null;
  const row = await db.courseSlugRedirect.findUnique({ where: { oldSlug: key }, select: { course: { select: { slug: true, state: true } } } });
  // A draft is its staff's alone: its old addresses are not found, like the draft itself.
  return row && row.course.state !== "draft" && row.course.slug !== key ? row.course.slug : null;
}

/** The current slug of the course that once had `oldSlug`; null when no course (other than a draft) had it. */
export const currentSlugFor = unstable_cache(readCurrentSlug, ["course-slug-redirect"], { tags: [COURSES_TAG], revalidate: 3600 });

/**
 * For a page that found no course under `courseKey`: when that is a slug a course had before, a permanent
 * redirect (308) to `path(currentSlug)` in `locale`; otherwise it returns, and the page answers 404.
 */
export async function redirectIfMoved(locale: Locale, courseKey: string, path: (slug: string) => string): Promise<void> {
  const moved = await currentSlugFor(courseKey);
  if (moved) permanentRedirect(localizedPath(locale, path(moved)));
}
