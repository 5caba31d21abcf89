// GET /api/courses/:courseId/lessons – the course's lessons in order (id, title, estimatedMinutes, order, updatedAt), never their content
import { getCourseDetail } from "@/lib/courses/queries";
import { languageQuery, queryObject } from "@/lib/courses/schema";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

export const GET = route<{ courseId: string }>(async (request, { params }) => {
  const { courseId } = await params;
  const { language } = languageQuery.parse(queryObject(request));
  const course = await getCourseDetail(courseId, language);
  if (!course) throw notFound("Course not found");
  return course.lessons;
});
