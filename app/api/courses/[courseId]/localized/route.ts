// GET /api/courses/:courseId/localized?language= – one course in that language, the original where untranslated; 404 when unknown
import { languageQuery, queryObject } from "@/lib/courses/schema";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { getLocalizedCourse } from "@/lib/translations/queries";

// Always fresh: an editor's save shows here at once (the catalogue pages are the cached path).
export const dynamic = "force-dynamic";

export const GET = route<{ courseId: string }>(async (request, { params }) => {
  const { courseId } = await params;
  const { language } = languageQuery.parse(queryObject(request));
  const course = await getLocalizedCourse(courseId, language);
  if (!course) throw notFound("Course not found");
  return course;
});
