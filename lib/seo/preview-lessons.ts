import "server-only";
import { unstable_cache } from "next/cache";
import { db } from "@/lib/db";
import { locales } from "@/lib/i18n/locales";
import { COURSES_TAG } from "@/lib/courses/tags";
import { PUBLISHED, PUBLISHED_LESSON } from "@/lib/courses/visibility";
import type { SitemapLesson } from "./sitemap-entries";

// The lesson pages anyone may read (free previews of published lessons in published courses), each with the
// languages it is written in: the course's own, and every language whose translation of the lesson has content
// (a title alone is not a translated lesson, as the course pages count it: lib/courses/languages.ts).

async function readPreviewLessons(): Promise<SitemapLesson[]> {
  const rows = await db.lesson.findMany({
    where: { ...PUBLISHED_LESSON, isFreePreview: true, course: PUBLISHED },
    orderBy: [{ course: { sortOrder: "asc" } }, { course: { slug: "asc" } }, { order: "asc" }],
    select: {
      id: true,
      updatedAt: true,
      course: { select: { slug: true, defaultLanguage: true } },
      translations: { where: { content: { not: "" } }, select: { languageCode: true, content: true } },
    },
  });
  return rows.map((row) => {
    const translated = new Set(row.translations.filter((t) => t.content.trim()).map((t) => t.languageCode));
    // In the picker's order, the course's own language first; only languages the site speaks have pages.
    const languages = [row.course.defaultLanguage, ...locales.filter((code) => code !== row.course.defaultLanguage && translated.has(code))];
    return { slug: row.course.slug, lessonId: row.id, updatedAt: row.updatedAt.toISOString(), languages };
  });
}

/** Every public lesson page and its languages. Cached; expired with the catalogue ("courses" tag). */
export const listPreviewLessons = unstable_cache(readPreviewLessons, ["preview-lessons"], { tags: [COURSES_TAG], revalidate: 3600 });
