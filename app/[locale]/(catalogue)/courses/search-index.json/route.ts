// GET /{locale}/courses/search-index.json – every published course as its catalogue card shows it (the live
// search's index: title, description, price, tab, lesson languages, and the card's facts) in that language; static, regenerated with the
// "courses" tag. Fetched by the search box when first used; outside proxy.ts (the path has a dot).
import { notFound } from "next/navigation";
import { listCourses } from "@/lib/courses/queries";
import type { CourseSummary } from "@/lib/courses/types";
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
  // Each course's card too: a search lists every tab's results, so the browser draws cards the page did not have.
  return Response.json(courses satisfies CourseSummary[]);
}
