// Course titles in every language, and descriptions where translated (prisma/seed/data/translations.json).
import fs from "node:fs";
import path from "node:path";
import type { PrismaClient } from "../../lib/generated/prisma/client";

type Translations = Record<string, Record<string, { title: string; description?: string }>>;

export function loadTranslations(): Translations {
  return JSON.parse(fs.readFileSync(path.join(__dirname, "data", "translations.json"), "utf8"));
}

export async function seedTranslations(db: PrismaClient, translations: Translations) {
  const courses = await db.course.findMany({ select: { id: true, slug: true, translations: true } });
  const rowsBySlug = new Map(courses.map((c) => [c.slug, c.translations]));
  const idBySlug = new Map(courses.map((c) => [c.slug, c.id]));
  let count = 0;
  for (const [slug, byLanguage] of Object.entries(translations)) {
    const courseId = idBySlug.get(slug);
    if (!courseId) throw new Error(`translations.json: unknown course "${slug}"`);
    for (const [languageCode, { title, description }] of Object.entries(byLanguage)) {
      const data = { title, description: description ?? null };
      const row = rowsBySlug.get(slug)?.find((t) => t.languageCode === languageCode);
      // Only what changed is written, so a translation an instructor edited keeps its date.
      if (!row) await db.courseTranslation.create({ data: { courseId, languageCode, ...data } });
      else if (row.title !== data.title || row.description !== data.description) {
        await db.courseTranslation.update({ where: { id: row.id }, data });
      }
      count++;
    }
  }
  return count;
}
