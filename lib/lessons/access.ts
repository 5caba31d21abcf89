import "server-only";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";

export type Viewer = { id: string; role: Role } | null;

/**
 * Who may see a course's lesson content and video URLs: admins, the course's instructors and students
 * whose enrollment is active or completed (a refunded one no longer counts). Decided here, on the server.
 * Which courses and lessons they may open at all, by state, is lib/courses/visibility.ts.
 */
export type CourseAccess = {
  /** Full access to every lesson of the course. */
  full: boolean;
  /** An enrolled student (active or completed): the one whose progress is recorded. */
  enrolled: boolean;
  /** An admin or one of the course's instructors: sees drafts (course, lessons, unpublished videos). */
  staff: boolean;
  enrollmentStatus: "active" | "completed" | "refunded" | null;
};

export async function courseAccess(viewer: Viewer, courseId: string): Promise<CourseAccess> {
  if (!viewer) return accessOf(null, null, false);
  const [enrollment, teaching] = await Promise.all([
    db.enrollment.findUnique({ where: { userId_courseId: { userId: viewer.id, courseId } }, select: { status: true } }),
    viewer.role === "instructor"
      ? db.courseInstructor.findUnique({ where: { courseId_userId: { courseId, userId: viewer.id } }, select: { userId: true } })
      : null,
  ]);
  return accessOf(viewer, enrollment?.status ?? null, Boolean(teaching));
}

/** The rule itself, for callers that read the enrollment and the teaching link in their own statement. */
export function accessOf(viewer: Viewer, enrollmentStatus: CourseAccess["enrollmentStatus"], teaching: boolean): CourseAccess {
  if (!viewer) return { full: false, enrolled: false, staff: false, enrollmentStatus: null };
  const enrolled = enrollmentStatus === "active" || enrollmentStatus === "completed";
  const staff = viewer.role === "admin" || (viewer.role === "instructor" && teaching);
  return { full: enrolled || staff, enrolled, staff, enrollmentStatus };
}

/** A single lesson: open with full course access, or to anyone when it is a free preview. */
export function canViewLesson(access: CourseAccess, lesson: { isFreePreview: boolean }): boolean {
  return access.full || lesson.isFreePreview;
}
