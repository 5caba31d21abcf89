import "server-only";
import { sql } from "@/lib/db";
import { courseOpenTo } from "@/lib/courses/visibility";
import { forbidden, notFound, unauthorized } from "@/lib/http/errors";
import type { CourseState, Role } from "@/lib/generated/prisma/enums";

// Who may read and post in a course's discussions, decided here for every page, route and action:
// the course's staff (its instructors) and admins; students whose enrolment is active or completed (a refund
// ends it); a suspended student reads but does not post. Everyone else learns only how many threads there are.

export type DiscussionActor = { id: string; role: Role };

export type DiscussionAccess = {
  courseId: string;
  userId: string | null;
  /** The course's instructors and admins: they answer, pin, lock and moderate. */
  staff: boolean;
  read: boolean;
  /** Read, and not suspended. */
  post: boolean;
  suspendedUntil: Date | null;
};

type AccessRow = { id: string; state: CourseState; instructor: boolean; enrolled: boolean; suspendedUntil: Date | null };

/**
 * The viewer's access to the course's discussions; null when the course does not exist for them. One statement:
 * every discussion page and route starts here.
 */
export async function discussionAccess(user: DiscussionActor | null, courseId: string): Promise<DiscussionAccess | null> {
  // No viewer: an id no row has, so the subqueries find nothing.
  const userId = user?.id ?? "";
  const [course] = await sql<AccessRow>`
    SELECT c.id, c.state::text AS state,
      EXISTS (SELECT 1 FROM course_instructors i WHERE i."courseId" = c.id AND i."userId" = ${userId}) AS instructor,
      EXISTS (SELECT 1 FROM enrollments e WHERE e."courseId" = c.id AND e."userId" = ${userId} AND e.status <> 'refunded') AS enrolled,
      (SELECT max(s.until) FROM discussion_suspensions s
        WHERE s."courseId" = c.id AND s."userId" = ${userId} AND s."liftedAt" IS NULL AND s.until > ${new Date()}) AS "suspendedUntil"
    FROM courses c WHERE c.id = ${courseId}`;
  if (!course) return null;
  const staff = !!user && (user.role === "admin" || course.instructor);
  const enrolled = !!user && course.enrolled;
  if (!courseOpenTo(course.state, { staff, enrolled })) return null;
  const read = staff || enrolled;
  const suspendedUntil = staff ? null : course.suspendedUntil;
  return { courseId: course.id, userId: user?.id ?? null, staff, read, post: read && !suspendedUntil, suspendedUntil };
}

/** For routes: the access, or 404 (no such course), 401 (signed out), 403 (not enrolled). */
export async function requireDiscussionReader(user: DiscussionActor | null, courseId: string): Promise<DiscussionAccess & { userId: string }> {
  const access = await discussionAccess(user, courseId);
  if (!access) throw notFound("Course not found", { code: "COURSE_NOT_FOUND" });
  if (!user) throw unauthorized("Please sign in to continue.");
  if (!access.read) throw forbidden("Enrol in the course to read and take part in its discussions.", { code: "NOT_ENROLLED" });
  return { ...access, userId: user.id };
}

/** requireDiscussionReader, and not suspended (403 with the date the suspension ends). */
export async function requireDiscussionPoster(user: DiscussionActor | null, courseId: string): Promise<DiscussionAccess & { userId: string }> {
  const access = await requireDiscussionReader(user, courseId);
  if (!access.post) {
    throw forbidden("You are suspended from this course's discussions.", {
      code: "SUSPENDED",
      details: { suspendedUntil: access.suspendedUntil?.toISOString() },
    });
  }
  return access;
}

/** requireDiscussionReader, and staff (403 otherwise). */
export async function requireDiscussionStaff(user: DiscussionActor | null, courseId: string): Promise<DiscussionAccess & { userId: string }> {
  const access = await requireDiscussionReader(user, courseId);
  if (!access.staff) throw forbidden("Only the course's staff may do this.", { code: "STAFF_ONLY" });
  return access;
}
