// GET /course/:courseId/resume – redirects to the lesson the signed-in student should continue (first lesson otherwise)
import { getSessionUser } from "@/lib/auth/session";
import { findAnyCourseByIdOrSlug } from "@/lib/courses/lookup";
import { currentSlugFor } from "@/lib/courses/slug-redirect";
import { courseOpenTo } from "@/lib/courses/visibility";
import { defaultLocale, isLocale, localizedPath } from "@/lib/i18n/locales";
import { courseAccess } from "@/lib/lessons/access";
import { findResumeTarget, resumeLessonPath } from "@/lib/progress/resume";
import { notFoundPage } from "./not-found-page";

export async function GET(request: Request, { params }: { params: Promise<{ locale: string; courseId: string }> }) {
  const { locale: requested, courseId } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const [found, user] = await Promise.all([findAnyCourseByIdOrSlug(courseId), getSessionUser(request)]);
  // A draft for its staff, an archived course for its students and staff (lib/courses/visibility.ts).
  const course = found && courseOpenTo(found.state, await courseAccess(user, found.id)) ? found : null;
  if (!course) {
    const moved = await currentSlugFor(courseId);
    if (!moved) return notFoundPage(locale);
    return new Response(null, { status: 308, headers: { Location: localizedPath(locale, `/course/${moved}/resume`), "Cache-Control": "private, no-store" } });
  }

  const target = await findResumeTarget(course.id, user?.id ?? null);
  // A course without lessons yet: its own page explains what there is.
  const path = target ? resumeLessonPath(course.slug, target) : `/course/${course.slug}`;
  // A relative Location keeps whatever host and scheme the visitor used (load balancers, proxies).
  return new Response(null, {
    status: 307,
    headers: { Location: localizedPath(locale, path), "Cache-Control": "private, no-store" },
  });
}
