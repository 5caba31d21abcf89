// Lesson titles, lesson content and assessment questions in other languages, from
//   data/lesson-translations/titles/{locale}.json       { "<slug>": ["lesson 1 title", …] }
//   data/lesson-translations/full/{locale}/{slug}.json   { lessons: [{ title, content }], assessments: [{ questions: [{ question, options }] }] }
// index-aligned with the course files. A full file wins over the titles file for the titles.
//
// A lesson with a translated title only is stored with content "" (LessonTranslation.content is required): empty
// content means "not translated", and the page shows the English text with a note. The titles file never
// touches a row's content, so content an instructor wrote is kept when only the titles are seeded.
// Like seedTranslations (./translations.ts), only what differs from the files is written: a second run writes
// nothing, and a row whose text differs from its file is set back to the file's text. A row written remembers the
// English it translates (sourceHash, sourceText); a course staff edited in the studio is left alone.
import fs from "node:fs";
import path from "node:path";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { sanitizeLessonHtml } from "../../lib/content/sanitize";
import { lessonSourceColumns, questionSourceColumns } from "../../lib/translations/source-text";
import type { CourseData } from "./curriculum";
import { LANGUAGES } from "./languages";

export type FullTranslation = {
  lessons: { title: string; content: string }[];
  assessments: { questions: { question: string; options: string[] }[] }[];
};

export type LessonTranslationFiles = {
  /** locale -> slug -> lesson titles */
  titles: Record<string, Record<string, string[]>>;
  /** locale -> slug -> full translation */
  full: Record<string, Record<string, FullTranslation>>;
};

const DEFAULT_DIR = path.join(__dirname, "data", "lesson-translations");
const TARGETS = new Set<string>(LANGUAGES.map((l) => l.code).filter((code) => code !== "en"));

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));
const jsonFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")).sort() : []);

/** Reads every file under `dir` (missing folders mean no translations). */
export function loadLessonTranslations(dir = DEFAULT_DIR): LessonTranslationFiles {
  const titles: LessonTranslationFiles["titles"] = {};
  for (const file of jsonFiles(path.join(dir, "titles"))) titles[file.slice(0, -5)] = readJson(path.join(dir, "titles", file));
  const full: LessonTranslationFiles["full"] = {};
  const fullDir = path.join(dir, "full");
  for (const locale of fs.existsSync(fullDir) ? fs.readdirSync(fullDir).sort() : []) {
    full[locale] = {};
    for (const file of jsonFiles(path.join(fullDir, locale))) full[locale][file.slice(0, -5)] = readJson(path.join(fullDir, locale, file));
  }
  return { titles, full };
}

/** What the seed writes, keyed by course slug and 1-based orders. */
type Plan = {
  lessons: { slug: string; order: number; locale: string; title: string; content: string | null }[];
  questions: { slug: string; assessment: number; order: number; locale: string; text: string; options: string[] }[];
};

const isText = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;

/** Checks the files against the English courses and lists what to write; throws naming every bad file and index. */
export function planLessonTranslations(courses: CourseData[], files: LessonTranslationFiles): Plan {
  const bySlug = new Map(courses.map((c) => [c.slug, c]));
  const problems: string[] = [];
  const plan: Plan = { lessons: [], questions: [] };
  const titleRows = new Map<string, Plan["lessons"][number]>();

  for (const [locale, perCourse] of Object.entries(files.titles)) {
    const file = `titles/${locale}.json`;
    if (!TARGETS.has(locale)) problems.push(`${file}: "${locale}" is not a language to translate into`);
    for (const [slug, titles] of Object.entries(perCourse)) {
      const course = bySlug.get(slug);
      if (!course) problems.push(`${file}: unknown course "${slug}"`);
      else if (!Array.isArray(titles) || titles.length !== course.lessons.length) {
        problems.push(`${file}: "${slug}" has ${Array.isArray(titles) ? titles.length : "no"} titles, the course has ${course.lessons.length} lessons`);
      } else {
        titles.forEach((title, i) => {
          if (!isText(title)) problems.push(`${file}: "${slug}" lesson index ${i}: the title is empty`);
          else titleRows.set(`${locale}/${slug}/${i + 1}`, { slug, order: i + 1, locale, title: title.trim(), content: null });
        });
      }
    }
  }

  for (const [locale, perCourse] of Object.entries(files.full)) {
    for (const [slug, data] of Object.entries(perCourse)) {
      const file = `full/${locale}/${slug}.json`;
      const course = bySlug.get(slug);
      if (!TARGETS.has(locale)) problems.push(`${file}: "${locale}" is not a language to translate into`);
      if (!course) {
        problems.push(`${file}: unknown course "${slug}"`);
        continue;
      }
      problems.push(...checkFull(file, course, data));
      if (problems.length) continue;
      data.lessons.forEach((lesson, i) => {
        // Sanitised exactly as the English lessons are (prisma/seed/curriculum.ts).
        titleRows.set(`${locale}/${slug}/${i + 1}`, { slug, order: i + 1, locale, title: lesson.title.trim(), content: sanitizeLessonHtml(lesson.content) });
      });
      data.assessments.forEach((assessment, a) =>
        assessment.questions.forEach((q, i) =>
          plan.questions.push({ slug, assessment: a + 1, order: i + 1, locale, text: q.question.trim(), options: q.options.map((o) => o.trim()) }),
        ),
      );
    }
  }
  if (problems.length) throw new Error(`The lesson translations have problems:\n${problems.join("\n")}`);
  plan.lessons = [...titleRows.values()];
  return plan;
}

function checkFull(file: string, course: CourseData, data: FullTranslation): string[] {
  const problems: string[] = [];
  const lessons = Array.isArray(data?.lessons) ? data.lessons : [];
  const assessments = Array.isArray(data?.assessments) ? data.assessments : [];
  if (lessons.length !== course.lessons.length) problems.push(`${file}: ${lessons.length} lessons, the course has ${course.lessons.length}`);
  lessons.forEach((l, i) => {
    if (!isText(l?.title)) problems.push(`${file}: lessons[${i}]: the title is empty`);
    if (!isText(l?.content) || !sanitizeLessonHtml(l.content).trim()) problems.push(`${file}: lessons[${i}]: the content is empty`);
  });
  if (assessments.length !== course.assessments.length) problems.push(`${file}: ${assessments.length} assessments, the course has ${course.assessments.length}`);
  assessments.forEach((a, ai) => {
    const english = course.assessments[ai];
    if (!english) return;
    const questions = Array.isArray(a?.questions) ? a.questions : [];
    if (questions.length !== english.questions.length) {
      problems.push(`${file}: assessments[${ai}]: ${questions.length} questions, the course has ${english.questions.length}`);
    }
    questions.forEach((q, qi) => {
      const where = `${file}: assessments[${ai}].questions[${qi}]`;
      const expected = english.questions[qi]?.options.length;
      if (!isText(q?.question)) problems.push(`${where}: the question is empty`);
      if (!Array.isArray(q?.options) || q.options.length !== expected) {
        problems.push(`${where}: ${Array.isArray(q?.options) ? q.options.length : "no"} options, the course has ${expected}`);
      } else if (!q.options.every(isText)) problems.push(`${where}: an option is empty`);
    });
  });
  return problems;
}

/** Writes the plan; returns how many rows were created or changed. */
export async function seedLessonTranslations(db: PrismaClient, courses: CourseData[], files: LessonTranslationFiles = loadLessonTranslations()) {
  const plan = planLessonTranslations(courses, files);
  const slugs = [...new Set([...plan.lessons.map((l) => l.slug), ...plan.questions.map((q) => q.slug)])];
  const edited = new Set((await db.course.findMany({ where: { slug: { in: slugs }, editedAt: { not: null } }, select: { slug: true } })).map((c) => c.slug));
  const lessons = await db.lesson.findMany({
    where: { course: { slug: { in: slugs }, editedAt: null } },
    select: {
      id: true,
      order: true,
      title: true,
      content: true,
      course: { select: { slug: true } },
      translations: { select: { id: true, languageCode: true, title: true, content: true } },
    },
  });
  const lessonByKey = new Map(lessons.map((l) => [`${l.course.slug}/${l.order}`, l]));
  let written = 0;
  const creates: ({ lessonId: string; languageCode: string; title: string; content: string } & ReturnType<typeof lessonSourceColumns>)[] = [];
  // Each lesson's English (its hash and text) taken when a row of it is written, once whatever the number of languages.
  const sources = new Map<string, ReturnType<typeof lessonSourceColumns>>();
  const sourceOf = (lesson: (typeof lessons)[number]) =>
    sources.get(lesson.id) ?? sources.set(lesson.id, lessonSourceColumns({ title: lesson.title, content: lesson.content })).get(lesson.id)!;
  for (const row of plan.lessons.filter((l) => !edited.has(l.slug))) {
    const lesson = lessonByKey.get(`${row.slug}/${row.order}`)!;
    const existing = lesson.translations.find((t) => t.languageCode === row.locale);
    if (!existing) creates.push({ lessonId: lesson.id, languageCode: row.locale, title: row.title, content: row.content ?? "", ...sourceOf(lesson) });
    // A titles-only row leaves the content alone (row.content null).
    else if (existing.title !== row.title || (row.content !== null && existing.content !== row.content)) {
      const data = { title: row.title, ...(row.content === null ? {} : { content: row.content }), ...sourceOf(lesson) };
      await db.lessonTranslation.update({ where: { id: existing.id }, data });
      written++;
    }
  }
  if (creates.length) written += (await db.lessonTranslation.createMany({ data: creates })).count;
  return written + (await seedQuestionTranslations(db, plan.questions.filter((q) => !edited.has(q.slug))));
}

async function seedQuestionTranslations(db: PrismaClient, rows: Plan["questions"]) {
  if (!rows.length) return 0;
  const questions = await db.question.findMany({
    where: { assessment: { course: { slug: { in: [...new Set(rows.map((r) => r.slug))] } } } },
    select: {
      id: true,
      order: true,
      text: true,
      explanation: true,
      assessment: { select: { order: true, course: { select: { slug: true } } } },
      translations: { select: { id: true, languageCode: true, text: true } },
      options: { orderBy: { order: "asc" }, select: { id: true, order: true, text: true, translations: { select: { id: true, languageCode: true, text: true } } } },
    },
  });
  const byKey = new Map(questions.map((q) => [`${q.assessment.course.slug}/${q.assessment.order}/${q.order}`, q]));
  const questionCreates: ({ questionId: string; languageCode: string; text: string } & ReturnType<typeof questionSourceColumns>)[] = [];
  const optionCreates: { optionId: string; languageCode: string; text: string }[] = [];
  let written = 0;
  for (const row of rows) {
    const question = byKey.get(`${row.slug}/${row.assessment}/${row.order}`);
    if (!question) throw new Error(`full/${row.locale}/${row.slug}.json: assessments[${row.assessment - 1}].questions[${row.order - 1}] has no question in the database`);
    const source = questionSourceColumns({ text: question.text, explanation: question.explanation, options: question.options.map((o) => o.text) });
    written += await syncText(
      question.translations.find((t) => t.languageCode === row.locale),
      row.text,
      () => questionCreates.push({ questionId: question.id, languageCode: row.locale, text: row.text, ...source }),
      (id) => db.questionTranslation.update({ where: { id }, data: { text: row.text, ...source } }),
    );
    for (const option of question.options) {
      const text = row.options[option.order - 1]!;
      written += await syncText(
        option.translations.find((t) => t.languageCode === row.locale),
        text,
        () => optionCreates.push({ optionId: option.id, languageCode: row.locale, text }),
        (id) => db.questionOptionTranslation.update({ where: { id }, data: { text } }),
      );
    }
  }
  if (questionCreates.length) written += (await db.questionTranslation.createMany({ data: questionCreates })).count;
  if (optionCreates.length) written += (await db.questionOptionTranslation.createMany({ data: optionCreates })).count;
  return written;
}

/** A translated text against its stored row: queued for creation when missing, updated when it differs (1 write). */
async function syncText(stored: { id: string; text: string } | undefined, text: string, create: () => void, update: (id: string) => Promise<unknown>) {
  if (!stored) {
    create();
    return 0;
  }
  if (stored.text === text) return 0;
  await update(stored.id);
  return 1;
}
