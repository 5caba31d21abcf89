import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { revalidateCourses } from "@/lib/courses/revalidate";
import { badRequest, forbidden, notFound } from "@/lib/http/errors";
import { englishTranslator } from "@/lib/i18n/english";
import { courseTranslationSchema } from "./schema";
import { mayTranslate } from "./queries";
import { outcomeList } from "./source-hash";
import { courseSourceColumns } from "./source-text";

export type SavedTranslation = {
  courseId: string;
  language: string;
  title: string;
  description: string | null;
  /** True when this save created the translation, false when it updated one. */
  created: boolean;
};

/**
 * Creates or updates a course's translation for a signed-in instructor of that course or an admin.
 * The role is checked by the caller (requireRole); who teaches what is checked here.
 */
export async function saveCourseTranslation(user: SessionUser, input: unknown): Promise<SavedTranslation> {
  const { courseId, language, title, description } = courseTranslationSchema(englishTranslator("Translations")).parse(input);

  const course = await db.course.findUnique({
    where: { id: courseId },
    select: { id: true, defaultLanguage: true, title: true, description: true, outcomes: true },
  });
  if (!course) throw notFound("Course not found", { code: "COURSE_NOT_FOUND" });
  if (!(await mayTranslate(user, course.id))) {
    throw forbidden("You can only translate the courses you teach.", { code: "NOT_COURSE_INSTRUCTOR" });
  }
  const target = await db.language.findUnique({ where: { code: language } });
  if (!target?.isActive || language === course.defaultLanguage) {
    throw badRequest("Please select a different language to create translations.", {
      code: "LANGUAGE_NOT_TRANSLATABLE",
      details: { fieldErrors: { language: ["Please select a different language to create translations."] } },
    });
  }

  const key = { courseId_languageCode: { courseId, languageCode: language } };
  const existing = await db.courseTranslation.findUnique({ where: key, select: { id: true } });
  // The English this translation is made from: when it changes, the translation shows as outdated, with what changed.
  const source = courseSourceColumns({ title: course.title, description: course.description, outcomes: outcomeList(course.outcomes) });
  const saved = await db.courseTranslation.upsert({
    where: key,
    create: { courseId, languageCode: language, title, description, ...source, updatedById: user.id },
    update: { title, description, ...source, updatedById: user.id },
  });
  // Home, catalogue, course pages, sitemap and read APIs show the new text on their next visit.
  revalidateCourses();
  return { courseId, language, title: saved.title, description: saved.description, created: existing === null };
}
