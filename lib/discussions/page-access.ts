import "server-only";
import { cache } from "react";
import { getSessionUser } from "@/lib/auth/session";
import { localizedTitle } from "@/lib/dashboard/course-title";
import { findAnyCourseByIdOrSlug } from "@/lib/courses/lookup";
import { db } from "@/lib/db";
import { discussionAccess } from "./access";

/**
 * For the discussion pages: the course the address names (its title in the reader's language) and the viewer's
 * access; null when it is not theirs to see.
 */
export const discussionPageAccess = cache(async (idOrSlug: string, locale: string) => {
  const course = await findAnyCourseByIdOrSlug(idOrSlug);
  if (!course) return null;
  const user = await getSessionUser();
  const [access, translation] = await Promise.all([
    discussionAccess(user, course.id),
    locale === "en" ? null : db.courseTranslation.findUnique({ where: { courseId_languageCode: { courseId: course.id, languageCode: locale } }, select: { title: true } }),
  ]);
  if (!access) return null;
  const title = localizedTitle({ title: course.title, translations: translation ? [translation] : [] });
  return { course: { id: course.id, slug: course.slug, title }, access, user };
});
