// Course titles in the reader's language: the CourseTranslation row for the locale, else the English title.

/**
 * The select of a course's (lesson's, assessment's) translated title in `locale`, for localizedTitle:
 * `{ title: true, translations: titleTranslation(locale) }`.
 */
export function titleTranslation(locale: string) {
  return { where: { languageCode: locale }, select: { title: true as const } };
}

export function localizedTitle(course: { title: string; translations?: { title: string }[] }): string {
  return course.translations?.[0]?.title?.trim() || course.title;
}

/** The same for a row that joined the locale's translation: its title, or null when there is none. */
export function titleOrTranslation(title: string, translatedTitle: string | null): string {
  return localizedTitle({ title, translations: translatedTitle === null ? [] : [{ title: translatedTitle }] });
}

export type CourseGroup = "Old" | "New" | "Ministry";

/** The badge a course wears: its testament, or Ministry for pastoral and leadership courses. */
export function courseGroup(course: { testament: "Old" | "New" | null }): CourseGroup {
  return course.testament ?? "Ministry";
}
