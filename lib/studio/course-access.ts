import "server-only";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";
import { notFound } from "@/lib/http/errors";

// Who may work on a course in the studio: admins on every course, an instructor on the courses they teach
// (a CourseInstructor row). Anyone else, and an instructor of other courses, is told the course is not found
// (404, never 403), so the studio does not reveal which courses exist. The rule alone, on the database: the save
// functions (and the seed through them) use it without loading the session code of ./access.ts.

export type StudioRole = "admin" | "instructor";
export type StudioActor = { id: string; role: Role };
/** What the studio lets this user do with one course: everything (admin), or its content and state (instructor). */
export type StudioCourseAccess = { courseId: string; role: StudioRole };

export const isStudioRole = (role: Role): role is StudioRole => role === "admin" || role === "instructor";

/** The course as this user may open it in the studio; null when it does not exist or is not theirs. */
export async function studioCourseAccess(user: StudioActor | null, courseId: string): Promise<StudioCourseAccess | null> {
  if (!user || !isStudioRole(user.role) || !courseId) return null;
  const course = await db.course.findFirst({
    where: { id: courseId, ...(user.role === "admin" ? {} : { instructors: { some: { userId: user.id } } }) },
    select: { id: true },
  });
  return course && { courseId: course.id, role: user.role };
}

/** studioCourseAccess for actions and route handlers: a 404 when the course is not this user's to open. */
export async function requireStudioCourse(user: StudioActor, courseId: string): Promise<StudioCourseAccess> {
  const access = await studioCourseAccess(user, courseId);
  if (!access) throw notFound("Course not found", { code: "COURSE_NOT_FOUND" });
  return access;
}
