// Course titles in the reader's language: the CourseTranslation row for the locale, else the English title.
import type { Locale } from "@/lib/i18n/locales";

/** A Prisma `select` fragment that brings the course's translation for `locale` (none needed for English). */
export function courseTitleSelect(locale: Locale) {
  return {
    id: true,
    slug: true,
    title: true,
    testament: true,
    category: true,
    thumbnailUrl: true,
    translations: { where: { languageCode: locale }, select: { title: true } },
  } as const;
}

export function localizedTitle(course: { title: string; translations?: { title: string }[] }): string {
  return course.translations?.[0]?.title?.trim() || course.title;
}

export type CourseGroup = "Old" | "New" | "Ministry";

/** The badge a course wears: its testament, or Ministry for pastoral and leadership courses. */
export function courseGroup(course: { testament: "Old" | "New" | null }): CourseGroup {
  return course.testament ?? "Ministry";
}
