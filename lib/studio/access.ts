import "server-only";
import { notFound as notFoundPage } from "next/navigation";
import { requirePageUser } from "@/lib/auth/page-guard";
import { requireUser, type SessionUser } from "@/lib/auth/session";
import { notFound } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/locales";
import { isStudioRole, type StudioRole } from "./course-access";

// The studio's door: who may open a course (./course-access.ts, re-exported here), and who may use the studio at
// all: admins and instructors. A signed-in student is told the studio is not found (its pages and actions answer
// 404), a visitor is sent to sign in. Built on the session helpers every page and action uses (lib/auth).

export { isStudioRole, requireStudioCourse, studioCourseAccess } from "./course-access";
export type { StudioActor, StudioCourseAccess, StudioRole } from "./course-access";

export type StudioUser = SessionUser & { role: StudioRole };

const isStudioUser = (user: SessionUser): user is StudioUser => isStudioRole(user.role);

/** For server actions and route handlers: a signed-in admin or instructor; 401 signed out, 404 for anyone else. */
export async function requireStudioUser(request?: Request): Promise<StudioUser> {
  const user = await requireUser(request);
  if (!isStudioUser(user)) throw notFound();
  return user;
}

/** For studio pages: signed out to the sign-in page (back here after), anyone but staff to the 404 page. */
export async function requireStudioPageUser(locale: Locale, path: string): Promise<StudioUser> {
  const user = await requirePageUser(locale, path);
  if (!isStudioUser(user)) notFoundPage();
  return user;
}
