import "server-only";
import { cache } from "react";
import { getSessionUser } from "@/lib/auth/session";
import { findAnyCourseByIdOrSlug } from "@/lib/courses/lookup";
import { discussionAccess } from "./access";

/** For the discussion pages: the course the address names and the viewer's access; null when it is not theirs to see. */
export const discussionPageAccess = cache(async (idOrSlug: string) => {
  const course = await findAnyCourseByIdOrSlug(idOrSlug);
  if (!course) return null;
  const user = await getSessionUser();
  const access = await discussionAccess(user, course.id);
  if (!access) return null;
  return { course: { id: course.id, slug: course.slug, title: course.title }, access, user };
});
