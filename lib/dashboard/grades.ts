import "server-only";
import { db } from "@/lib/db";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { localizedTitle } from "./course-title";
import { titleTranslation } from "@/lib/dashboard/course-title";

export type GradeRow = {
  attemptId: string;
  assessmentTitle: string;
  /** The title's language: the page's where translated, else English (the original). */
  assessmentTitleLang: string;
  courseTitle: string;
  score: number;
  passed: boolean;
  submittedAt: string;
};

/** The student's graded attempts, newest first: what 'View Grades' opens. */
export async function listGrades(userId: string, locale: Locale = defaultLocale): Promise<GradeRow[]> {
  const rows = await db.assessmentAttempt.findMany({
    where: { userId, status: "submitted", score: { not: null } },
    orderBy: [{ submittedAt: "desc" }, { id: "asc" }],
    include: {
      assessment: {
        select: {
          title: true,
          translations: titleTranslation(locale),
          passingScore: true,
          course: { select: { title: true, translations: titleTranslation(locale) } },
        },
      },
    },
  });
  return rows.map((a) => ({
    attemptId: a.id,
    assessmentTitle: localizedTitle(a.assessment),
    assessmentTitleLang: a.assessment.translations[0]?.title.trim() ? locale : defaultLocale,
    courseTitle: localizedTitle(a.assessment.course),
    score: a.score!,
    passed: a.passed ?? a.score! >= a.assessment.passingScore,
    submittedAt: (a.submittedAt ?? a.updatedAt).toISOString(),
  }));
}
