// "What you'll learn": prisma/seed/data/outcomes/<slug>.json = { "en": [...], "ar": [...], ... }.
// Course.outcomes takes the English list (written with the course, ./curriculum-import.ts), CourseTranslation.outcomes
// each other language's (here); a course without a file has [] (and its translations null: the page shows
// nothing rather than a stale list). Like the other seed steps, only what differs from the files is written, so a
// second run writes nothing; a course staff edited in the studio is left alone.
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { Prisma, type PrismaClient } from "../../lib/generated/prisma/client";
import { outcomeList as storedOutcomes } from "../../lib/translations/source-hash";
import { courseSourceColumns } from "../../lib/translations/source-text";
import { LANGUAGES } from "./languages";

const DEFAULT_DIR = path.join(__dirname, "data", "outcomes");
const CODES = LANGUAGES.map((l) => l.code) as [string, ...string[]];

const outcome = z.string().trim().min(1);
const outcomeList = z.array(outcome).min(1).max(8);

/** One file: English required, any of the other 11 languages, each with as many outcomes as English. */
export const outcomesFileSchema = z
  .object({ en: outcomeList })
  .catchall(outcomeList)
  .superRefine((file, ctx) => {
    for (const [code, list] of Object.entries(file)) {
      if (!CODES.includes(code)) ctx.addIssue({ code: "custom", path: [code], message: `unknown language "${code}"` });
      else if (list.length !== file.en.length) ctx.addIssue({ code: "custom", path: [code], message: `has ${list.length} outcomes, English has ${file.en.length}` });
    }
  });

export type OutcomesByCourse = Record<string, z.infer<typeof outcomesFileSchema>>;

/** Reads and checks every file; throws naming each bad file, or a file whose course does not exist. */
export function loadOutcomes(slugs: string[], dir = DEFAULT_DIR): OutcomesByCourse {
  const known = new Set(slugs);
  const problems: string[] = [];
  const result: OutcomesByCourse = {};
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")).sort() : [];
  for (const file of files) {
    const slug = file.slice(0, -".json".length);
    if (!known.has(slug)) {
      problems.push(`${file}: no course "${slug}"`);
      continue;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
      continue;
    }
    const parsed = outcomesFileSchema.safeParse(raw);
    if (parsed.success) result[slug] = parsed.data;
    else problems.push(...parsed.error.issues.map((issue) => `${file}: ${issue.path.join(".") || "(file)"}: ${issue.message}`));
  }
  if (problems.length) throw new Error(`The outcomes data has problems:\n${problems.join("\n")}`);
  return result;
}

const same = (stored: unknown, wanted: string[] | null) => JSON.stringify(stored ?? null) === JSON.stringify(wanted);

/**
 * Writes the translated lists of the courses the files name; returns how many rows changed. Translation rows that
 * do not exist yet are left alone. A row written remembers the English it translates (sourceHash, sourceText).
 */
export async function seedOutcomes(db: PrismaClient, outcomes: OutcomesByCourse): Promise<number> {
  const courses = await db.course.findMany({
    where: { editedAt: null },
    select: { slug: true, title: true, description: true, outcomes: true, translations: { select: { id: true, languageCode: true, outcomes: true } } },
  });
  let changed = 0;
  for (const course of courses) {
    const file = outcomes[course.slug];
    const source = courseSourceColumns({ title: course.title, description: course.description, outcomes: storedOutcomes(course.outcomes) });
    for (const translation of course.translations) {
      const wanted = file?.[translation.languageCode] ?? null;
      if (same(translation.outcomes, wanted)) continue;
      // Prisma's JSON null for a nullable Json column: "no list in this language".
      await db.courseTranslation.update({ where: { id: translation.id }, data: { outcomes: wanted ?? Prisma.DbNull, ...source } });
      changed++;
    }
  }
  return changed;
}
