import { localizedPath, type Locale } from "@/lib/i18n/locales";

/** The course's cover in the page's language (app/[locale]/(catalogue)/course/[courseId]/(overview)/cover.svg). */
export function coverPath(slug: string, locale: string): string {
  return localizedPath(locale as Locale, `/course/${slug}/cover.svg`);
}
