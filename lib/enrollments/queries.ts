import "server-only";
import { db } from "@/lib/db";

export type EnrollmentDto = {
  id: string;
  userId: string;
  courseId: string;
  courseSlug: string;
  courseTitle: string;
  status: "active" | "completed" | "refunded";
  progress: number;
  startedAt: string;
  completedAt: string | null;
};

/** A student's enrollments, newest first (refunded ones included: the client sees why access ended). */
export async function listEnrollments(userId: string): Promise<EnrollmentDto[]> {
  const rows = await db.enrollment.findMany({
    where: { userId },
    orderBy: { startedAt: "desc" },
    include: { course: { select: { slug: true, title: true } } },
  });
  return rows.map((e) => ({
    id: e.id,
    userId: e.userId,
    courseId: e.courseId,
    courseSlug: e.course.slug,
    courseTitle: e.course.title,
    status: e.status,
    progress: e.progress,
    startedAt: e.startedAt.toISOString(),
    completedAt: e.completedAt?.toISOString() ?? null,
  }));
}

/** Whether the student holds the course now: enrolled and not refunded (a refunded course may be bought again). */
export async function holdsCourse(userId: string, courseId: string): Promise<boolean> {
  const enrollment = await db.enrollment.findUnique({ where: { userId_courseId: { userId, courseId } }, select: { status: true } });
  return !!enrollment && enrollment.status !== "refunded";
}
