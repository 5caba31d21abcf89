// Course titles in every language, and descriptions where translated (prisma/seed/data/translations.json).
// Each row written remembers the English it translates (sourceHash, sourceText), so a later change of the English
// shows it as outdated, with what changed. A course staff edited in the studio is left alone, its translations too.
import fs from "node:fs";
import path from "node:path";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { outcomeList } from "../../lib/translations/source-hash";
import { courseSourceColumns } from "../../lib/translations/source-text";

type Translations = Record<string, Record<string, { title: string; description?: string }>>;

export function loadTranslations(): Translations {
  return JSON.parse(fs.readFileSync(path.join(__dirname, "data", "translations.json"), "utf8"));
}

export async function seedTranslations(db: PrismaClient, translations: Translations) {
  const courses = await db.course.findMany({ select: { id: true, slug: true, title: true, description: true, outcomes: true, editedAt: true, translations: true } });
  const bySlug = new Map(courses.map((c) => [c.slug, c]));
  let count = 0;
  for (const [slug, byLanguage] of Object.entries(translations)) {
    const course = bySlug.get(slug);
    if (!course) throw new Error(`translations.json: unknown course "${slug}"`);
    if (course.editedAt) continue;
    const source = courseSourceColumns({ title: course.title, description: course.description, outcomes: outcomeList(course.outcomes) });
    for (const [languageCode, { title, description }] of Object.entries(byLanguage)) {
      const data = { title, description: description ?? null };
      const row = course.translations.find((t) => t.languageCode === languageCode);
      // Only what changed is written, so a translation an instructor edited keeps its date.
      if (!row) await db.courseTranslation.create({ data: { courseId: course.id, languageCode, ...data, ...source } });
      else if (row.title !== data.title || row.description !== data.description) {
        await db.courseTranslation.update({ where: { id: row.id }, data: { ...data, ...source } });
      }
      count++;
    }
  }
  return count;
}
