// GET /course/:courseId/resume – redirects to the lesson the signed-in student should continue (first lesson otherwise)
import { getSessionUser } from "@/lib/auth/session";
import { findCourseByIdOrSlug } from "@/lib/courses/lookup";
import { defaultLocale, isLocale, localizedPath } from "@/lib/i18n/locales";
import { findResumeTarget, resumeLessonPath } from "@/lib/progress/resume";
import { notFoundPage } from "./not-found-page";

export async function GET(request: Request, { params }: { params: Promise<{ locale: string; courseId: string }> }) {
  const { locale: requested, courseId } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const course = await findCourseByIdOrSlug(courseId);
  if (!course) return notFoundPage(locale);

  const user = await getSessionUser(request);
  const target = await findResumeTarget(course.id, user?.id ?? null);
  // A course without lessons yet: its own page explains what there is.
  const path = target ? resumeLessonPath(course.slug, target) : `/course/${course.slug}`;
  // A relative Location keeps whatever host and scheme the visitor used (load balancers, proxies).
  return new Response(null, {
    status: 307,
    headers: { Location: localizedPath(locale, path), "Cache-Control": "private, no-store" },
  });
}
