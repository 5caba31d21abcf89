import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { revalidateCourses } from "@/lib/courses/revalidate";
import { notFound } from "@/lib/http/errors";
import { englishTranslator } from "@/lib/i18n/english";
import { assertMayTranslateCourse } from "./authorize";
import { assessmentTitleTranslationSchema } from "./lesson-schema";

export type SavedAssessmentTitle = { assessmentId: string; language: string; title: string };

/**
 * An assessment's title in one language, for the course's instructors and admins. The course page lists the
 * title and says in which languages the assessment can be sat, so the cached pages are expired.
 */
export async function saveAssessmentTitleTranslation(user: SessionUser, input: unknown): Promise<SavedAssessmentTitle> {
  const { assessmentId, language, title } = assessmentTitleTranslationSchema(englishTranslator("LessonTranslations")).parse(input);
  const assessment = await db.assessment.findUnique({
    where: { id: assessmentId },
    select: { course: { select: { id: true, defaultLanguage: true } } },
  });
  if (!assessment) throw notFound("Assessment not found", { code: "ASSESSMENT_NOT_FOUND" });
  await assertMayTranslateCourse(user, assessment.course, language);
  await db.assessmentTranslation.upsert({
    where: { assessmentId_languageCode: { assessmentId, languageCode: language } },
    create: { assessmentId, languageCode: language, title },
    update: { title },
  });
  revalidateCourses();
  return { assessmentId, language, title };
}
