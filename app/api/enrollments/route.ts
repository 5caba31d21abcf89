// POST /api/enrollments – { courseId }: enrols the signed-in user in a free course; 402 for a paid course without a succeeded payment
import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { enrollInCourse } from "@/lib/enrollments/enroll";
import { route, readJson } from "@/lib/http/route";
import { courseRequestSchema } from "@/lib/payments/schema";

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { courseId } = await readJson(request, courseRequestSchema);
  const { enrollment, course } = await enrollInCourse(user.id, courseId);
  return NextResponse.json(
    {
      id: enrollment.id,
      userId: enrollment.userId,
      courseId: enrollment.courseId,
      courseSlug: course.slug,
      status: enrollment.status,
      progress: enrollment.progress,
      startedAt: enrollment.startedAt.toISOString(),
    },
    { status: 201 },
  );
});
