// Course titles in every language, and descriptions where translated (prisma/seed/data/translations.json).
import fs from "node:fs";
import path from "node:path";
import type { PrismaClient } from "../../lib/generated/prisma/client";

type Translations = Record<string, Record<string, { title: string; description?: string }>>;

export function loadTranslations(): Translations {
  return JSON.parse(fs.readFileSync(path.join(__dirname, "data", "translations.json"), "utf8"));
}

export async function seedTranslations(db: PrismaClient, translations: Translations) {
  const courses = await db.course.findMany({ select: { id: true, slug: true } });
  const idBySlug = new Map(courses.map((c) => [c.slug, c.id]));
  let count = 0;
  for (const [slug, byLanguage] of Object.entries(translations)) {
    const courseId = idBySlug.get(slug);
    if (!courseId) throw new Error(`translations.json: unknown course "${slug}"`);
    for (const [languageCode, { title, description }] of Object.entries(byLanguage)) {
      await db.courseTranslation.upsert({
        where: { courseId_languageCode: { courseId, languageCode } },
        create: { courseId, languageCode, title, description: description ?? null },
        update: { title, description: description ?? null },
      });
      count++;
    }
  }
  return count;
}
