// GET /course/:slug/cover.svg (and /ar/course/:slug/cover.svg …) – the course's cover in the reader's language,
// drawn from the data at build time (components/course/cover-art.ts) and served as a static file after that.
import { coverSvg } from "@/components/course/cover-art";
import { listCourses } from "@/lib/courses/queries";
import { directionOf, isLocale } from "@/lib/i18n/locales";

export const dynamic = "force-static";
// Like the course page: a renamed or newly translated course gets its new cover within the hour.
export const revalidate = 3600;

type Params = { locale: string; courseId: string };

export async function generateStaticParams({ params }: { params: { locale: string } }): Promise<Omit<Params, "locale">[]> {
  const courses = await listCourses(params.locale, {});
  return courses.map((course) => ({ courseId: course.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { locale, courseId } = await params;
  const course = isLocale(locale) ? (await listCourses(locale, {})).find((c) => c.slug === courseId) : undefined;
  if (!course || !isLocale(locale)) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(coverSvg(course, { rtl: directionOf(locale) === "rtl" }), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" },
  });
}
