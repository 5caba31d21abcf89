// Assessment titles in other languages. The curriculum names every assessment "<course> Final Assessment" or
// "<course> Midterm Assessment"; data/assessment-titles.json says how each language names them, around the course's
// translated title (data/translations.json, already seeded). A title that no longer follows the English pattern
// (renamed in the studio) gets nothing here, and a course staff edited is left alone. Only what differs is written.
import fs from "node:fs";
import path from "node:path";
import type { PrismaClient } from "../../lib/generated/prisma/client";

type Patterns = Record<string, { final: string; midterm: string }>;

export function loadAssessmentTitlePatterns(): Patterns {
  return JSON.parse(fs.readFileSync(path.join(__dirname, "data", "assessment-titles.json"), "utf8"));
}

const ENGLISH = { final: "{course} Final Assessment", midterm: "{course} Midterm Assessment" } as const;

/** The title in `language` of an assessment titled `title` in a course titled `course`; null when it is not one of the patterns. */
export function translatedAssessmentTitle(title: string, course: string, translatedCourse: string, pattern: Patterns[string]): string | null {
  for (const kind of ["final", "midterm"] as const) {
    if (title === ENGLISH[kind].replace("{course}", course)) return pattern[kind].replace("{course}", translatedCourse);
  }
  return null;
}

export async function seedAssessmentTitles(db: PrismaClient, patterns: Patterns = loadAssessmentTitlePatterns()): Promise<number> {
  const courses = await db.course.findMany({
    where: { editedAt: null },
    select: {
      title: true,
      translations: { select: { languageCode: true, title: true } },
      assessments: { select: { id: true, title: true, translations: { select: { id: true, languageCode: true, title: true } } } },
    },
  });
  const creates: { assessmentId: string; languageCode: string; title: string }[] = [];
  let written = 0;
  for (const course of courses) {
    for (const { languageCode, title: courseTitle } of course.translations) {
      const pattern = patterns[languageCode];
      if (!pattern) continue;
      for (const assessment of course.assessments) {
        const title = translatedAssessmentTitle(assessment.title, course.title, courseTitle, pattern);
        if (!title) continue;
        const row = assessment.translations.find((t) => t.languageCode === languageCode);
        if (!row) creates.push({ assessmentId: assessment.id, languageCode, title });
        else if (row.title !== title) {
          await db.assessmentTranslation.update({ where: { id: row.id }, data: { title } });
          written++;
        }
      }
    }
  }
  if (creates.length) written += (await db.assessmentTranslation.createMany({ data: creates })).count;
  return written;
}
