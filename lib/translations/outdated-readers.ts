import "server-only";
import { db, sql } from "@/lib/db";
import { defaultLocale } from "@/lib/i18n/locales";
import { isOutdated, lessonSourceHash, questionSourceHash } from "./source-hash";

// For readers of a translated lesson or assessment: whether the translation they read was made from English that
// has changed since, and when the English changed (the notice above the page says so and links to the original).
// Read per request, as those pages are. The course page's own mark comes with its cached data
// (lib/courses/queries.ts).

/**
 * When the English of the lesson changed, if its translation into `language` was saved before; null otherwise.
 * One statement (the translation joined to its lesson): every translated lesson page asks.
 */
export async function lessonTranslationOutdatedSince(lessonId: string, language: string): Promise<string | null> {
  if (language === defaultLocale) return null;
  const [row] = await sql<{ sourceHash: string | null; title: string; content: string; updatedAt: Date }>`
    SELECT lt."sourceHash", l.title, l.content, l."updatedAt"
    FROM lesson_translations lt JOIN lessons l ON l.id = lt."lessonId"
    WHERE lt."lessonId" = ${lessonId} AND lt."languageCode" = ${language}`;
  if (!row || !isOutdated(row.sourceHash, lessonSourceHash(row))) return null;
  return row.updatedAt.toISOString();
}

/**
 * When the English of the assessment's questions changed, if a question's translation into `language` was saved
 * before (any question of the pool: a reader may be shown any of them); null otherwise.
 */
export async function assessmentTranslationOutdatedSince(assessmentId: string, language: string): Promise<string | null> {
  if (language === defaultLocale) return null;
  const assessment = await db.assessment.findUnique({
    where: { id: assessmentId },
    select: {
      course: { select: { editedAt: true, updatedAt: true } },
      questions: {
        where: { retiredAt: null, translations: { some: { languageCode: language, sourceHash: { not: null } } } },
        select: {
          text: true,
          explanation: true,
          options: { orderBy: { order: "asc" }, select: { text: true } },
          translations: { where: { languageCode: language }, select: { sourceHash: true } },
        },
      },
    },
  });
  if (!assessment) return null;
  const outdated = assessment.questions.some((q) =>
    isOutdated(q.translations[0]?.sourceHash, questionSourceHash({ text: q.text, explanation: q.explanation, options: q.options.map((o) => o.text) })),
  );
  // A question has no time of its own: the course's last edit in the studio is when its English last changed.
  return outdated ? (assessment.course.editedAt ?? assessment.course.updatedAt).toISOString() : null;
}
