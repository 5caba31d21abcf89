// GET /api/courses/:courseId/assessments – id, title, type, totalQuestions, timeLimit, passingScore; never questions or answers
import { getCourseDetail } from "@/lib/courses/queries";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

export const GET = route<{ courseId: string }>(async (_request, { params }) => {
  const { courseId } = await params;
  const course = await getCourseDetail(courseId, "en");
  if (!course) throw notFound("Course not found");
  return course.assessments;
});
