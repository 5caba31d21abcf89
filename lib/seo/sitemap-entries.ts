import { TAB_PATHS } from "@/lib/courses/catalogue-route";
import { defaultLocale, localizedPath, locales } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site-url";

// Every public, indexable page in each of the 12 languages, with its alternates and an x-default (the English
// address, as the pages' own hreflang links say: lib/courses/seo.ts). Sign-in and sign-up are noindex, so they
// are not listed. A free preview lesson is listed in the languages it is written in only (lib/seo/preview-lessons.ts):
// in another language its page shows the original text under a note, which is not a page of that language.

/** The catalogue has a page per tab: /courses (Old Testament), /courses/new-testament, /courses/ministry. */
export const PUBLIC_PAGES = ["/", ...Object.values(TAB_PATHS), "/translations", "/terms", "/privacy"];

export type SitemapEntry = { url: string; lastModified?: string; languages: Record<string, string> };

function entry(path: string, lastModified?: string): SitemapEntry[] {
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, `${siteUrl()}${localizedPath(l, path)}`]));
  languages["x-default"] = `${siteUrl()}${localizedPath(defaultLocale, path)}`;
  return locales.map((locale) => ({ url: `${siteUrl()}${localizedPath(locale, path)}`, ...(lastModified && { lastModified }), languages }));
}

/** A page written in some languages only: listed in those, each the others' alternate, x-default the first (the original). */
function entryIn(languages: string[], path: string, lastModified: string): SitemapEntry[] {
  const pages = locales.filter((l) => languages.includes(l)).sort((a, b) => languages.indexOf(a) - languages.indexOf(b));
  if (!pages.length) return [];
  const alternates: Record<string, string> = Object.fromEntries(pages.map((l) => [l, `${siteUrl()}${localizedPath(l, path)}`]));
  alternates["x-default"] = alternates[pages[0]!]!;
  return pages.map((l) => ({ url: alternates[l]!, lastModified, languages: alternates }));
}

export type SitemapLesson = { slug: string; lessonId: string; updatedAt: string; languages: string[] };

export function sitemapEntries(courses: { slug: string; updatedAt: string }[], lessons: SitemapLesson[] = []): SitemapEntry[] {
  return [
    ...PUBLIC_PAGES.flatMap((path) => entry(path)),
    ...courses.flatMap((course) => entry(`/course/${course.slug}`, course.updatedAt)),
    ...lessons.flatMap((lesson) => entryIn(lesson.languages, `/course/${lesson.slug}/lesson/${lesson.lessonId}`, lesson.updatedAt)),
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The sitemaps.org XML, with each entry's language alternates as xhtml:link (Google's form). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ url, lastModified, languages }) => {
    const links = Object.entries(languages).map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}" />`);
    return ["<url>", `<loc>${escapeXml(url)}</loc>`, ...links, ...(lastModified ? [`<lastmod>${escapeXml(lastModified)}</lastmod>`] : []), "</url>"].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
