import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { completedLessonIds, getCourseDetail } from "@/lib/courses/queries";
import { verifyPassword } from "@/lib/auth/password";
import { loadCurriculum } from "../seed/curriculum";
import { seedCurriculum } from "../seed/curriculum-import";
import { loadInstructors, seedInstructors } from "../seed/instructors";
import { loadOutcomes, seedOutcomes } from "../seed/outcomes";

// What the course page shows beyond the outline, as scripts/run-tests.mjs seeded it: "What you'll learn"
// (prisma/seed/data/outcomes), the faculty with their biographies, and the demo student's completed lessons.
// The integration run's unstable_cache is a pass-through (test/next-cache.ts).
const OUTCOMES_DIR = path.join(__dirname, "..", "seed", "data", "outcomes");
const slugs = loadCurriculum().map((c) => c.slug);
const outcomeFiles = loadOutcomes(slugs);
const readFile = (slug: string) => JSON.parse(fs.readFileSync(path.join(OUTCOMES_DIR, `${slug}.json`), "utf8"));
/** The English lists, which the course itself takes when the curriculum is imported (prisma/seed/curriculum-import.ts). */
const englishOf = (files: typeof outcomeFiles) => Object.fromEntries(Object.entries(files).map(([slug, lists]) => [slug, lists.en]));
const jude = loadCurriculum().find((c) => c.slug === "jude")!;

describe("outcomes", () => {
  it("stores each file's English list on the course and every other language's on its translation", async () => {
    const withFiles = Object.keys(outcomeFiles);
    expect(withFiles).toContain("genesis");
    for (const slug of withFiles) {
      const file = readFile(slug);
      const course = await db.course.findUniqueOrThrow({ where: { slug }, include: { translations: true } });
      expect(course.outcomes).toEqual(file.en);
      for (const translation of course.translations) expect(translation.outcomes ?? null).toEqual(file[translation.languageCode] ?? null);
    }
  });

  it("gives a course without a file an empty list, and the page hides nothing it does not have", async () => {
    // Every course has its file today: seed once without Jude's, then put it back.
    const withoutJude = Object.fromEntries(Object.entries(outcomeFiles).filter(([slug]) => slug !== "jude"));
    await seedCurriculum(db, [jude], { outcomes: englishOf(withoutJude), log: () => {} });
    await seedOutcomes(db, withoutJude);
    try {
      const course = await db.course.findUniqueOrThrow({ where: { slug: "jude" }, include: { translations: true } });
      expect(course.outcomes).toEqual([]);
      expect(course.translations.map((translation) => translation.outcomes)).toEqual(course.translations.map(() => null));
      expect((await getCourseDetail("jude", "ar"))!.outcomes).toEqual({ value: [] });
    } finally {
      await seedCurriculum(db, [jude], { outcomes: englishOf(outcomeFiles), log: () => {} });
      await seedOutcomes(db, outcomeFiles);
    }
  });

  it("returns the outcomes in the reader's language, and English marked as such where a language has none", async () => {
    const file = readFile("genesis");
    expect((await getCourseDetail("genesis", "ar"))!.outcomes).toEqual({ value: file.ar });
    expect((await getCourseDetail("genesis", "en"))!.outcomes).toEqual({ value: file.en });
    const course = await db.course.findUniqueOrThrow({ where: { slug: "genesis" } });
    await db.courseTranslation.update({ where: { courseId_languageCode: { courseId: course.id, languageCode: "ko" } }, data: { outcomes: [] } });
    try {
      expect((await getCourseDetail("genesis", "ko"))!.outcomes).toEqual({ value: file.en, lang: "en" });
    } finally {
      await seedOutcomes(db, outcomeFiles);
    }
  });

  it("writes nothing on a second run", async () => {
    expect(await seedOutcomes(db, outcomeFiles)).toBe(0);
  });

  it("refuses a file whose languages disagree on the count, or that names no course", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outcomes-"));
    fs.writeFileSync(path.join(dir, "genesis.json"), JSON.stringify({ en: ["One outcome here", "Another outcome"], ar: ["نتيجة واحدة فقط"] }));
    fs.writeFileSync(path.join(dir, "no-such-book.json"), JSON.stringify({ en: ["An outcome"] }));
    expect(() => loadOutcomes(slugs, dir)).toThrow(/genesis\.json: ar: has 1 outcomes, English has 2[\s\S]*no-such-book\.json: no course/);
    fs.rmSync(dir, { recursive: true });
  });
});

describe("faculty", () => {
  const faculty = loadInstructors();

  it("seeds four instructors, marked as sample profiles, with a biography in all 12 languages; the new accounts cannot be signed in to", async () => {
    expect(faculty).toHaveLength(4);
    for (const person of faculty) {
      const user = await db.user.findUniqueOrThrow({ where: { email: person.email }, include: { instructorProfile: true } });
      expect(user.role).toBe("instructor");
      expect(Object.keys(user.instructorProfile!.bio as object).sort()).toEqual(["ar", "de", "en", "es", "fr", "hi", "it", "ja", "ko", "pt", "ru", "zh"]);
      expect(user.instructorProfile!.photoUrl).toBeNull();
      expect(user.instructorProfile!.isSample).toBe(true);
      if (person.email !== "instructor@example.com") expect(await verifyPassword(user.passwordHash, "")).toBe(false);
    }
  });

  it("assigns each part of the canon to its instructor and keeps the demo instructor's own courses", async () => {
    const teachersOf = async (slug: string) => (await getCourseDetail(slug, "en"))!.teachers.map((teacher) => teacher.name);
    expect(await teachersOf("genesis")).toEqual(["Daniel Mensah"]);
    expect(await teachersOf("judges")).toEqual(["Daniel Mensah"]);
    expect(await teachersOf("isaiah")).toEqual(["Miriam Haddad"]);
    expect(await teachersOf("psalms")).toEqual(["Miriam Haddad"]);
    expect(await teachersOf("acts")).toEqual(["Tomás Herrera"]);
    expect(await teachersOf("matthew")).toEqual(["Tomás Herrera", "Daniel Mensah"]); // the demo's own, kept
    expect(await teachersOf("romans")).toEqual(["Priya Raman"]);
    expect(await teachersOf("revelation")).toEqual(["Priya Raman"]);
    expect(await teachersOf("biblical-preaching")).toEqual(["Daniel Mensah", "Priya Raman"]);
    const untaught = await db.course.count({ where: { slug: { in: slugs }, instructors: { none: {} } } });
    expect(untaught).toBe(0);
  });

  it("introduces each teacher with a bio in the reader's language, English marked where it is missing", async () => {
    const [teacher] = (await getCourseDetail("isaiah", "ar"))!.teachers;
    const miriam = faculty.find((p) => p.lastName === "Haddad")!;
    expect(teacher).toMatchObject({ name: "Miriam Haddad", photoUrl: null, bio: { value: miriam.bio.ar } });
    expect(teacher!.bio).not.toHaveProperty("lang");

    const user = await db.user.findUniqueOrThrow({ where: { email: miriam.email } });
    await db.instructorProfile.update({ where: { userId: user.id }, data: { bio: { en: miriam.bio.en } } });
    try {
      expect((await getCourseDetail("isaiah", "ar"))!.teachers[0]!.bio).toEqual({ value: miriam.bio.en, lang: "en" });
    } finally {
      await seedInstructors(db, faculty);
    }
  });

  it("writes nothing on a second run", async () => {
    const before = await db.instructorProfile.findMany({ select: { userId: true, updatedAt: true }, orderBy: { userId: "asc" } });
    const assigned = await db.courseInstructor.count();
    await seedInstructors(db, faculty);
    expect(await db.instructorProfile.findMany({ select: { userId: true, updatedAt: true }, orderBy: { userId: "asc" } })).toEqual(before);
    expect(await db.courseInstructor.count()).toBe(assigned);
  });
});

it("lists the demo student's completed lessons of a course, by slug or id, and nobody else's", async () => {
  const student = await db.user.findUniqueOrThrow({ where: { email: "student@example.com" } });
  const exodus = await db.course.findUniqueOrThrow({ where: { slug: "exodus" }, include: { lessons: { orderBy: { order: "asc" } } } });
  const done = await db.lessonProgress.findMany({ where: { userId: student.id, completedAt: { not: null }, lesson: { courseId: exodus.id } } });
  expect(done.length).toBeGreaterThan(0);
  expect((await completedLessonIds(student.id, "exodus")).sort()).toEqual(done.map((p) => p.lessonId).sort());
  expect((await completedLessonIds(student.id, exodus.id)).sort()).toEqual(done.map((p) => p.lessonId).sort());
  const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
  expect(await completedLessonIds(admin.id, "exodus")).toEqual([]);
});
