// GET /{locale}/courses/search-index.json – what the catalogue's live search reads of every published course
// (slug, title, description, price, testament, category, lesson languages) in that language; static, regenerated with the
// "courses" tag. Fetched by the search box when first used; outside proxy.ts (the path has a dot).
import { notFound } from "next/navigation";
import { listCourses } from "@/lib/courses/queries";
import type { Searchable } from "@/lib/courses/search";
import { isLocale, locales } from "@/lib/i18n/locales";

export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/courses/search-index.json">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const courses = await listCourses(locale, {});
  const index: Searchable[] = courses.map(({ slug, title, description, price, testament, category, languages }) => ({
    slug,
    title,
    description,
    price,
    testament,
    category,
    languages: { lessons: languages.lessons },
  }));
  return Response.json(index);
}
