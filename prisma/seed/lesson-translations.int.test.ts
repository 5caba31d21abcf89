import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import type { CourseData } from "./curriculum";
import { loadLessonTranslations, seedLessonTranslations, type FullTranslation, type LessonTranslationFiles } from "./lesson-translations";

// Korean and Hindi rows of the John course are replaced by this file's fixtures and put back from the real files at the end.
const LOCALES = ["ko", "hi"];
const john = JSON.parse(fs.readFileSync(path.join(__dirname, "data", "courses", "43-john.json"), "utf8")) as CourseData;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lesson-translations-"));

const full = (): FullTranslation => ({
  lessons: john.lessons.map((l, i) => ({ title: `KO ${l.title}`, content: `<p>번역 ${i + 1}</p><script>alert(1)</script>` })),
  assessments: john.assessments.map((a) => ({ questions: a.questions.map((q) => ({ question: `KO ${q.question}`, options: q.options.map((o) => `KO ${o}`) })) })),
});

function writeFiles(files: { titles?: Record<string, unknown>; full?: Record<string, unknown> }) {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [locale, data] of Object.entries(files.titles ?? {})) {
    fs.mkdirSync(path.join(dir, "titles"), { recursive: true });
    fs.writeFileSync(path.join(dir, "titles", `${locale}.json`), JSON.stringify(data));
  }
  for (const [locale, data] of Object.entries(files.full ?? {})) {
    fs.mkdirSync(path.join(dir, "full", locale), { recursive: true });
    fs.writeFileSync(path.join(dir, "full", locale, "john.json"), JSON.stringify(data));
  }
}

const where = { languageCode: { in: LOCALES } };
async function clear() {
  await db.lessonTranslation.deleteMany({ where: { ...where, lesson: { course: { slug: "john" } } } });
  await db.questionTranslation.deleteMany({ where: { ...where, question: { assessment: { course: { slug: "john" } } } } });
  await db.questionOptionTranslation.deleteMany({ where: { ...where, option: { question: { assessment: { course: { slug: "john" } } } } } });
}
const lessonRow = (order: number, languageCode: string) =>
  db.lessonTranslation.findFirst({ where: { languageCode, lesson: { order, course: { slug: "john" } } } });

const questionCount = john.assessments.reduce((n, a) => n + a.questions.length, 0);
const optionCount = john.assessments.reduce((n, a) => n + a.questions.reduce((m, q) => m + q.options.length, 0), 0);

beforeAll(clear);
afterAll(async () => {
  await clear();
  // The real files hold every course: put back John's part only.
  const real = loadLessonTranslations();
  const johnOnly: LessonTranslationFiles = {
    titles: Object.fromEntries(Object.entries(real.titles).map(([locale, bySlug]) => [locale, bySlug.john ? { john: bySlug.john } : ({} as Record<string, string[]>)])),
    full: Object.fromEntries(Object.entries(real.full).map(([locale, bySlug]) => [locale, bySlug.john ? { john: bySlug.john } : ({} as Record<string, FullTranslation>)])),
  };
  await seedLessonTranslations(db, [john], johnOnly);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("seedLessonTranslations", () => {
  it("writes a full translation sanitised, then nothing on a second run, then only what the file changed", async () => {
    writeFiles({ full: { ko: full() } });
    expect(await seedLessonTranslations(db, [john], loadLessonTranslations(dir))).toBe(john.lessons.length + questionCount + optionCount);
    expect(await lessonRow(2, "ko")).toMatchObject({ title: `KO ${john.lessons[1]!.title}`, content: "<p>번역 2</p>" });
    const option = await db.questionOptionTranslation.findFirstOrThrow({
      where: { languageCode: "ko", option: { order: 2, question: { order: 1, assessment: { order: 1, course: { slug: "john" } } } } },
    });
    expect(option.text).toBe(`KO ${john.assessments[0]!.questions[0]!.options[1]}`);

    const before = await lessonRow(2, "ko");
    expect(await seedLessonTranslations(db, [john], loadLessonTranslations(dir))).toBe(0);
    expect((await lessonRow(2, "ko"))!.updatedAt).toEqual(before!.updatedAt);

    const changed = full();
    changed.assessments[0]!.questions[0]!.options[1] = "다른 보기";
    writeFiles({ full: { ko: changed } });
    expect(await seedLessonTranslations(db, [john], loadLessonTranslations(dir))).toBe(1);
    expect((await db.questionOptionTranslation.findUniqueOrThrow({ where: { id: option.id } })).text).toBe("다른 보기");
  });

  it("stores a titles-only translation with empty content and never touches content written since", async () => {
    const titles = john.lessons.map((l) => `HI ${l.title}`);
    writeFiles({ titles: { hi: { john: titles } } });
    expect(await seedLessonTranslations(db, [john], loadLessonTranslations(dir))).toBe(john.lessons.length);
    expect(await lessonRow(1, "hi")).toMatchObject({ title: titles[0], content: "" });

    const row = await lessonRow(1, "hi");
    await db.lessonTranslation.update({ where: { id: row!.id }, data: { content: "<p>पाठ</p>" } });
    expect(await seedLessonTranslations(db, [john], loadLessonTranslations(dir))).toBe(0);
    expect(await lessonRow(1, "hi")).toMatchObject({ title: titles[0], content: "<p>पाठ</p>" });
  });

  it("takes the titles from the full file over the titles file", async () => {
    writeFiles({ titles: { ko: { john: john.lessons.map(() => "titles file") } }, full: { ko: full() } });
    await seedLessonTranslations(db, [john], loadLessonTranslations(dir));
    expect((await lessonRow(3, "ko"))!.title).toBe(`KO ${john.lessons[2]!.title}`);
  });

  it("refuses files that do not match the English course, naming the file and index, and writes nothing", async () => {
    const count = () => db.lessonTranslation.count({ where: { languageCode: { in: LOCALES } } });
    const before = await count();

    writeFiles({ titles: { ko: { john: ["하나"] } } });
    await expect(seedLessonTranslations(db, [john], loadLessonTranslations(dir))).rejects.toThrow(
      `titles/ko.json: "john" has 1 titles, the course has ${john.lessons.length} lessons`,
    );

    const short = full();
    short.assessments[0]!.questions[3]!.options.pop();
    short.lessons[4]!.content = "<script>only a script</script>";
    writeFiles({ full: { ko: short } });
    const error = await seedLessonTranslations(db, [john], loadLessonTranslations(dir)).catch((e: Error) => e.message);
    expect(error).toContain("full/ko/john.json: assessments[0].questions[3]: 3 options, the course has 4");
    expect(error).toContain("full/ko/john.json: lessons[4]: the content is empty");

    const missing = full();
    missing.lessons.pop();
    writeFiles({ full: { ko: missing }, titles: { en: { john: [] }, ko: { "no-such-course": [] } } });
    const problems = await seedLessonTranslations(db, [john], loadLessonTranslations(dir)).catch((e: Error) => e.message);
    expect(problems).toContain(`full/ko/john.json: ${john.lessons.length - 1} lessons, the course has ${john.lessons.length}`);
    expect(problems).toContain('titles/en.json: "en" is not a language to translate into');
    expect(problems).toContain('titles/ko.json: unknown course "no-such-course"');
    expect(await count()).toBe(before);
  });
});
