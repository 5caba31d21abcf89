import "server-only";
import type { ReactNode } from "react";
import type { Session } from "next-auth";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import { completedLessonIds } from "@/lib/courses/queries";
import { listEnrollments } from "@/lib/enrollments/queries";
import { PersonalStateProvider } from "./personal-state";
import { rememberPersonalState } from "./server-personal-state";

/** The session's user as the browser's session (GET /api/auth/session) gives it: no more, no less. */
export function sessionUserOf(user: SessionUser | null): Session["user"] | null {
  if (!user) return null;
  const { id, firstName, lastName, nameOrder, email, role } = user;
  return { id, firstName, lastName, nameOrder, email, role };
}

/**
 * The signed-in visitor's enrollments (and, on a course's page, the lessons they completed in it) for the
 * components below, which then draw them in the first response: 'Continue Learning' and the progress instead of
 * 'Enroll in Course', ticks instead of padlocks. The server components read them from this request's store
 * (./server-personal-state.ts), the client components (the catalogue's live search) from the provider. Signed
 * out: nothing added.
 */
export async function MyCourseState({ course, children }: { course?: string; children: ReactNode }) {
  const user = await getSessionUser();
  if (!user) return children;
  const [enrollments, completed] = await Promise.all([listEnrollments(user.id), course ? completedLessonIds(user.id, course) : null]);
  const value = {
    enrollments: enrollments.map(({ id, courseId, courseSlug, status, progress }) => ({ id, courseId, courseSlug, status, progress })),
    ...(course && completed ? { completedLessons: { course, ids: completed } } : {}),
  };
  rememberPersonalState(value);
  return <PersonalStateProvider value={value}>{children}</PersonalStateProvider>;
}
