import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { getCourseDetail } from "@/lib/courses/queries";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { createCourse, updateCourse } from "@/lib/studio/course-save";
import { createLesson, saveLessonContent } from "@/lib/studio/lesson-save";
import { createAssessment, createQuestion, updateQuestion } from "@/lib/studio/question-save";
import { createUser, toPublicUser } from "@/lib/users/service";
import { uniqueEmail } from "@/test/http";
import { setTestRequest } from "@/test/next-headers";
import { saveCourseTranslationAction } from "./actions";
import { saveLessonTranslationAction, saveQuestionTranslationAction } from "./lesson-actions";
import { getCourseForTranslation } from "./lesson-queries";
import { assessmentTranslationOutdatedSince, lessonTranslationOutdatedSince } from "./outdated-readers";
import { listTranslationCourses } from "./queries";
import { courseSourceHash, lessonSourceHash, questionSourceHash } from "./source-hash";
import { readCourseSource, readLessonSource, readQuestionSource } from "./source-text";

// Translations stay honest when the English changes: for a course, a lesson and a question, a translation saved
// from the English is current; once the English changes through the studio's save functions it is outdated, with
// what changed (word runs) on the translations screen and the date for readers; saving it again clears the mark.

const unique = randomUUID().slice(0, 8);
const slug = `outdated-${unique}`;
let courseId = "";
let lessonId = "";
let assessmentId = "";
let questionId = "";
let admin: { id: string; role: "admin" };
let instructorEmail = "";
const userIds: string[] = [];

async function signInAs(email: string) {
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  const cookie = await createSessionCookie({ ...toPublicUser(user), sessionVersion: user.sessionVersion }, true);
  setTestRequest({ cookies: { [cookie.name]: cookie.value } });
}

const courseInput = (description: string) => ({
  title: "Letters of John",
  slug,
  description,
  testament: "New",
  difficulty: "beginner",
  price: "19.99",
  outcomes: ["Read 1 John as a pastoral letter"],
  state: "published",
  sortOrder: 100_000,
});

beforeAll(async () => {
  const adminRow = await db.user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
  admin = { id: adminRow.id, role: "admin" };
  instructorEmail = uniqueEmail("outdated-instructor");
  const instructor = await createUser({ firstName: "Gaius", lastName: "Derbe", email: instructorEmail, password: "walking-in-truth-3" });
  await db.user.update({ where: { id: instructor.id }, data: { role: "instructor" } });
  userIds.push(instructor.id);

  courseId = (await createCourse({ ...courseInput("Three short letters about love and truth."), instructorIds: [instructor.id] }, admin)).id;
  lessonId = (
    await createLesson(courseId, { title: "Walking in the light", html: "<h2>Light</h2><p>God is light; in him is no darkness at all.</p>", estimatedMinutes: 12 }, admin, { publish: true })
  ).lessonId;
  assessmentId = (await createAssessment(courseId, { title: "Letters of John quiz", type: "quiz", timeLimit: 10, passingScore: 70 }, admin)).assessmentId;
  questionId = (
    await createQuestion(assessmentId, { text: "Who is called the elder?", options: ["The writer", "Gaius", "Diotrephes"], correct: 0, explanation: "2 John 1 and 3 John 1." }, admin)
  ).questionId;
  await signInAs(instructorEmail);
});

afterAll(async () => {
  await db.course.delete({ where: { id: courseId } });
  await db.user.deleteMany({ where: { id: { in: userIds } } });
});

const courseMark = async (language: string) => (await listTranslationCourses(language, 10_000)).courses.find((c) => c.id === courseId)?.outdated;
const lessonMark = async (language: string) => (await getCourseForTranslation(slug, language))!.lessons[0]!.outdated;
const questionMark = async (language: string) => (await getCourseForTranslation(slug, language))!.assessments[0]!.questions[0]!.outdated;

describe("a course translation", () => {
  it("is current once saved, outdated with the changed words after the English changes, and current again once saved again", async () => {
    expect(await saveCourseTranslationAction({ courseId, language: "fr", title: "Les lettres de Jean", description: "Trois courtes lettres." })).toMatchObject({ ok: true });
    expect(await courseMark("fr")).toBeNull();
    expect((await getCourseDetail(slug, "fr"))?.translationOutdatedSince).toBeNull();

    await updateCourse(courseId, courseInput("Three short letters about love, truth and hospitality."), admin);
    const mark = await courseMark("fr");
    expect(mark).toMatchObject({ changedAt: expect.any(String) });
    expect(mark?.changes).toEqual([
      {
        field: "description",
        segments: [
          { kind: "same", text: "Three short letters about love" },
          { kind: "removed", text: " and" },
          { kind: "added", text: "," },
          { kind: "same", text: " truth " },
          { kind: "added", text: "and hospitality" },
          { kind: "same", text: "." },
        ],
      },
    ]);
    // Readers of the French course page are told, with the date; readers of another translation are not.
    const changedAt = (await db.course.findUniqueOrThrow({ where: { id: courseId } })).updatedAt.toISOString();
    expect((await getCourseDetail(slug, "fr"))?.translationOutdatedSince).toBe(changedAt);
    expect((await getCourseDetail(slug, "en"))?.translationOutdatedSince).toBeNull();

    expect(await saveCourseTranslationAction({ courseId, language: "fr", title: "Les lettres de Jean", description: "Trois courtes lettres sur l’hospitalité." })).toMatchObject({ ok: true });
    expect(await courseMark("fr")).toBeNull();
    expect((await getCourseDetail(slug, "fr"))?.translationOutdatedSince).toBeNull();
  });
});

describe("a lesson translation", () => {
  it("becomes outdated when a changed lesson is published (not while it is a draft), with the words that changed", async () => {
    expect(await saveLessonTranslationAction({ lessonId, language: "ar", title: "السلوك في النور", content: "<p>الله نور وليس فيه ظلمة البتة.</p>" })).toMatchObject({ ok: true });
    expect(await lessonMark("ar")).toBeNull();

    // A draft changes nothing readers read: the translation is still of the live English.
    await saveLessonContent(lessonId, { title: "Walking in the light", html: "<h2>Light</h2><p>God is light; in him is no darkness at all. Draft.</p>" }, admin);
    expect(await lessonMark("ar")).toBeNull();
    expect(await lessonTranslationOutdatedSince(lessonId, "ar")).toBeNull();

    await saveLessonContent(lessonId, { title: "Walking in the light", html: '<h2>Light</h2><p>God is light; in him is <a href="https://example.org">no darkness</a> at all, none.</p>' }, admin, { publish: true });
    const mark = await lessonMark("ar");
    expect(mark?.changes).toEqual([
      {
        field: "content",
        segments: [
          { kind: "same", text: "Light\nGod is light; in him is no darkness at all" },
          { kind: "added", text: ", none" },
          { kind: "same", text: "." },
        ],
      },
    ]);
    const lesson = await db.lesson.findUniqueOrThrow({ where: { id: lessonId } });
    expect(await lessonTranslationOutdatedSince(lessonId, "ar")).toBe(lesson.updatedAt.toISOString());
    expect(await lessonTranslationOutdatedSince(lessonId, "en")).toBeNull();

    expect(await saveLessonTranslationAction({ lessonId, language: "ar", title: "السلوك في النور", content: "<p>الله نور وليس فيه ظلمة البتة، لا شيء.</p>" })).toMatchObject({ ok: true });
    expect(await lessonMark("ar")).toBeNull();
    expect(await lessonTranslationOutdatedSince(lessonId, "ar")).toBeNull();
  });

  it("says when only the markup of the English changed", async () => {
    await saveLessonContent(lessonId, { title: "Walking in the light", html: "<h2>Light</h2><p>God is light; in him is <strong>no darkness</strong> at all, none.</p>" }, admin, { publish: true });
    expect((await lessonMark("ar"))?.changes).toEqual([{ field: "content", segments: [] }]);
  });
});

describe("a question translation", () => {
  const translation = (text: string) => ({
    questionId,
    language: "es",
    text,
    options: [] as { id: string; text: string }[],
  });
  const withOptions = async (text: string, texts: string[]) => {
    const options = await db.questionOption.findMany({ where: { questionId }, orderBy: { order: "asc" }, select: { id: true } });
    return { ...translation(text), options: options.map((o, i) => ({ id: o.id, text: texts[i]! })) };
  };

  it("becomes outdated when the question, an option or the explanation changes, and the assessment's readers are told", async () => {
    expect(await saveQuestionTranslationAction(await withOptions("¿A quién se llama el anciano?", ["Al autor", "A Gayo", "A Diótrefes"]))).toMatchObject({ ok: true });
    expect(await questionMark("es")).toBeNull();
    expect(await assessmentTranslationOutdatedSince(assessmentId, "es")).toBeNull();

    await updateQuestion(questionId, { text: "Who is called the elder?", options: ["The writer", "Gaius", "Demetrius"], correct: 0, explanation: "2 John 1 and 3 John 1." }, admin);
    expect((await questionMark("es"))?.changes).toEqual([{ field: "option", number: 3, segments: [{ kind: "removed", text: "Diotrephes" }, { kind: "added", text: "Demetrius" }] }]);
    const course = await db.course.findUniqueOrThrow({ where: { id: courseId } });
    expect(await assessmentTranslationOutdatedSince(assessmentId, "es")).toBe((course.editedAt ?? course.updatedAt).toISOString());
    expect(await assessmentTranslationOutdatedSince(assessmentId, "fr")).toBeNull();

    expect(await saveQuestionTranslationAction(await withOptions("¿A quién se llama el anciano?", ["Al autor", "A Gayo", "A Demetrio"]))).toMatchObject({ ok: true });
    expect(await questionMark("es")).toBeNull();
    expect(await assessmentTranslationOutdatedSince(assessmentId, "es")).toBeNull();
  });
});

describe("a translation saved before the English was kept", () => {
  it("is outdated without a diff, and the migration's backfill keeps only text that matches its hash", async () => {
    // A hash of English that is no longer there, and no text: what a row saved before this change looks like.
    await db.lessonTranslation.update({ where: { lessonId_languageCode: { lessonId, languageCode: "ar" } }, data: { sourceHash: "0".repeat(64), sourceText: Prisma.DbNull } });
    expect(await lessonMark("ar")).toEqual({ changedAt: expect.any(String), changes: null });

    const sql = fs.readFileSync(path.join(process.cwd(), "prisma/migrations/20261210090000_translation_sources_profile_edits/migration.sql"), "utf8");
    const backfill = sql
      .replace(/--.*$/gm, "")
      .split(";")
      .map((statement) => statement.trim())
      .filter((statement) => statement.startsWith("UPDATE"));
    expect(backfill).toHaveLength(3);
    await db.$transaction(async (tx) => {
      // Only the seeded rows and this test's: clear the kept texts and compute them again as the migration does.
      await tx.$executeRawUnsafe(`UPDATE "course_translations" SET "sourceText" = NULL`);
      await tx.$executeRawUnsafe(`UPDATE "lesson_translations" SET "sourceText" = NULL`);
      await tx.$executeRawUnsafe(`UPDATE "question_translations" SET "sourceText" = NULL`);
      for (const statement of backfill) await tx.$executeRawUnsafe(statement);
    }, { timeout: 60_000 });
    // Every text the SQL kept hashes, in TypeScript, to its row's hash; the row whose English is gone keeps none.
    const [courses, lessons, questions] = await Promise.all([
      db.courseTranslation.findMany({ select: { sourceHash: true, sourceText: true } }).then((rows) => rows.filter((row) => row.sourceText !== null)),
      db.lessonTranslation.findMany({ select: { lessonId: true, languageCode: true, sourceHash: true, sourceText: true } }),
      db.questionTranslation.findMany({ select: { sourceHash: true, sourceText: true } }).then((rows) => rows.filter((row) => row.sourceText !== null)),
    ]);
    expect(courses.length).toBeGreaterThan(800);
    for (const row of courses) expect(courseSourceHash(readCourseSource(row.sourceText)!)).toBe(row.sourceHash);
    const keptLessons = lessons.filter((row) => row.sourceText !== null);
    expect(keptLessons.length).toBeGreaterThan(50);
    for (const row of keptLessons) expect(lessonSourceHash(readLessonSource(row.sourceText)!)).toBe(row.sourceHash);
    expect(lessons.find((row) => row.lessonId === lessonId && row.languageCode === "ar")?.sourceText).toBeNull();
    expect(questions.length).toBeGreaterThan(50);
    for (const row of questions) expect(questionSourceHash(readQuestionSource(row.sourceText)!)).toBe(row.sourceHash);
  });
});
