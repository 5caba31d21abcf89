// GET /api/courses/:courseId – one published course by id or slug, without lessons or assessments; 404 when unknown
import { getCourseDetail } from "@/lib/courses/queries";
import { languageQuery, queryObject } from "@/lib/courses/schema";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import type { CourseDetail, CourseSummary } from "@/lib/courses/types";

function withoutOutline(course: CourseDetail): CourseSummary & { updatedAt: string } {
  const summary: Partial<CourseDetail> = { ...course };
  delete summary.lessons;
  delete summary.assessments;
  return summary as CourseSummary & { updatedAt: string };
}

export const GET = route<{ courseId: string }>(async (request, { params }) => {
  const { courseId } = await params;
  const { language } = languageQuery.parse(queryObject(request));
  const course = await getCourseDetail(courseId, language);
  if (!course) throw notFound("Course not found");
  return withoutOutline(course);
});
