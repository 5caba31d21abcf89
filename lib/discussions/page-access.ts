import "server-only";
import { cache } from "react";
import { getSessionUser } from "@/lib/auth/session";
import { localizedTitle } from "@/lib/dashboard/course-title";
import { findAnyCourseByIdOrSlug } from "@/lib/courses/lookup";
import { db } from "@/lib/db";
import { discussionAccess } from "./access";

/**
 * For the discussion pages: the course the address names (its title in the reader's language) and the viewer's
 * access; null when it is not theirs to see. The title's translation is read only once access is decided, so a
 * viewer the course is closed to costs no query for it.
 */
export const discussionPageAccess = cache(async (idOrSlug: string, locale: string) => {
  const course = await findAnyCourseByIdOrSlug(idOrSlug);
  if (!course) return null;
  const user = await getSessionUser();
  const access = await discussionAccess(user, course.id);
  if (!access) return null;
  const translation =
    locale === "en" ? null : await db.courseTranslation.findUnique({ where: { courseId_languageCode: { courseId: course.id, languageCode: locale } }, select: { title: true } });
  const title = localizedTitle({ title: course.title, translations: translation ? [translation] : [] });
  return { course: { id: course.id, slug: course.slug, title }, access, user };
});

/** The same for a thread's page, with the thread (id and title) when it is one of the course's; null otherwise. */
export const discussionThreadPage = cache(async (idOrSlug: string, threadId: string, locale: string) => {
  const page = await discussionPageAccess(idOrSlug, locale);
  if (!page) return null;
  const thread = await db.discussionThread.findFirst({ where: { id: threadId, courseId: page.course.id }, select: { id: true, title: true } });
  return thread ? { ...page, thread } : null;
});
