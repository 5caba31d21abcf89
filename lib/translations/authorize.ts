import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { badRequest, forbidden } from "@/lib/http/errors";
import { mayTranslate } from "./queries";

/**
 * The course-translation rule (lib/translations/save.ts) for anything inside a course: its instructors and admins,
 * into an active language other than the course's own.
 */
export async function assertMayTranslateCourse(user: SessionUser, course: { id: string; defaultLanguage: string }, language: string) {
  if (!(await mayTranslate(user, course.id))) {
    throw forbidden("You can only translate the courses you teach.", { code: "NOT_COURSE_INSTRUCTOR" });
  }
  const target = await db.language.findUnique({ where: { code: language }, select: { isActive: true } });
  if (!target?.isActive || language === course.defaultLanguage) {
    throw badRequest("Please select a different language to create translations.", {
      code: "LANGUAGE_NOT_TRANSLATABLE",
      details: { fieldErrors: { language: ["Please select a different language to create translations."] } },
    });
  }
}
