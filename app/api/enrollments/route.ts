// POST /api/enrollments – { courseId }: enrols the signed-in user in a free course; 402 for a paid course without a succeeded payment
import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { enrollInCourse } from "@/lib/purchases/enrol";
import { requestedCourse } from "@/lib/purchases/requested-course";

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { enrollment, course } = await enrollInCourse(user.id, await requestedCourse(request));
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
