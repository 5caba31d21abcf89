import type { MetadataRoute } from "next";
import { TAB_PATHS } from "@/lib/courses/catalogue-route";
import { listCourseSlugs } from "@/lib/courses/queries";
import { localizedPath, locales } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site-url";

// Regenerated with the catalogue: every public page in each of the 12 languages, with its alternates.
export const revalidate = 3600;

// The catalogue has a page per tab: /courses (Old Testament), /courses/new-testament, /courses/ministry.
const PUBLIC_PAGES = ["/", ...Object.values(TAB_PATHS), "/translations", "/terms", "/privacy", "/login", "/signup"];

function entry(path: string, lastModified?: string): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(locales.map((l) => [l, `${siteUrl()}${localizedPath(l, path)}`]));
  return locales.map((locale) => ({
    url: `${siteUrl()}${localizedPath(locale, path)}`,
    ...(lastModified && { lastModified }),
    alternates: { languages },
  }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const courses = await listCourseSlugs();
  return [
    ...PUBLIC_PAGES.flatMap((path) => entry(path)),
    ...courses.flatMap((course) => entry(`/course/${course.slug}`, course.updatedAt)),
  ];
}
