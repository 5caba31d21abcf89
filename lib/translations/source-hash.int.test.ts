import fs from "node:fs";
import path from "node:path";
import { db, pool } from "@/lib/db";
import { SEED_ACTOR } from "@/lib/studio/actor";
import { createCourse, updateCourse } from "@/lib/studio/course-save";
import { createLesson } from "@/lib/studio/lesson-save";
import { createAssessment, createQuestions } from "@/lib/studio/question-save";
import { saveCourseTranslation } from "./save";
import { courseSourceHash, isOutdated, lessonSourceHash, outcomeList, questionSourceHash } from "./source-hash";

// A translation remembers the English it was made from (sourceHash). The studio migration filled it in SQL for
// the translations that existed; the app and the seed compute it in TypeScript: both must give the same hash for
// the same English, or every existing translation would show as outdated. Text that is hard to get right on
// both sides: emoji, right-to-left and combining characters, quotes, backslashes, new lines, empty lists.
const MIGRATION = path.join(process.cwd(), "prisma/migrations/20261208090000_studio/migration.sql");
const slug = `hash-${Date.now()}`;
let courseId: string;

afterAll(() => db.course.deleteMany({ where: { slug } }));

beforeAll(async () => {
  courseId = (
    await createCourse(
      {
        title: "Psalms \u{1F54A} «Tehillim» תְּהִלִּים",
        slug,
        description: 'Songs "of" Israel \\ the\nsecond line — e\u0301 and é',
        testament: "Old",
        difficulty: "beginner",
        price: "0",
        outcomes: ["Pray the psalms", "Read Hebrew poetry \u{1F4DC}", "Sing"],
        state: "draft",
      },
      SEED_ACTOR,
    )
  ).id;
  const lesson = await createLesson(courseId, { title: "Lament \u{1F622}", html: "<p>Psalm 22:1 — <em>why</em>?</p>\n<ul><li>one</li></ul>", estimatedMinutes: 5 }, SEED_ACTOR, { publish: true });
  const { assessmentId } = await createAssessment(courseId, { title: "Quiz", type: "quiz", timeLimit: 5, passingScore: 50 }, SEED_ACTOR);
  const [withExplanation, without] = await createQuestions(
    assessmentId,
    [
      { text: "Who wrote Psalm 51?", options: ["David", "Asaph «the seer»", "Moses \u{1F525}"], correct: 0, explanation: "Its heading names David.\nSee 2 Samuel 12." },
      { text: "Selah?", options: ["A pause", "A name"], correct: 0 },
    ],
    SEED_ACTOR,
  );
  await db.courseTranslation.create({ data: { courseId, languageCode: "ar", title: "المزامير" } });
  await db.lessonTranslation.create({ data: { lessonId: lesson.lessonId, languageCode: "ar", title: "رثاء", content: "" } });
  await db.questionTranslation.createMany({
    data: [
      { questionId: withExplanation!, languageCode: "ar", text: "من كتب المزمور 51؟" },
      { questionId: without!, languageCode: "ar", text: "سلاه؟" },
    ],
  });
});

/** The English each translation row translates today, and the hash TypeScript gives it. */
async function expectedHashes() {
  const [courses, lessons, questions] = await Promise.all([
    db.courseTranslation.findMany({ select: { id: true, sourceHash: true, course: { select: { title: true, description: true, outcomes: true } } } }),
    db.lessonTranslation.findMany({ select: { id: true, sourceHash: true, lesson: { select: { title: true, content: true } } } }),
    db.questionTranslation.findMany({
      select: { id: true, sourceHash: true, question: { select: { text: true, explanation: true, options: { orderBy: { order: "asc" }, select: { text: true } } } } },
    }),
  ]);
  return [
    ...courses.map((t) => ({ id: t.id, stored: t.sourceHash, ts: courseSourceHash({ ...t.course, outcomes: outcomeList(t.course.outcomes) }) })),
    ...lessons.map((t) => ({ id: t.id, stored: t.sourceHash, ts: lessonSourceHash(t.lesson) })),
    ...questions.map((t) => ({ id: t.id, stored: t.sourceHash, ts: questionSourceHash({ ...t.question, options: t.question.options.map((o) => o.text) }) })),
  ];
}

it("the migration's SQL gives every translation the hash TypeScript gives it", async () => {
  const statements = fs.readFileSync(MIGRATION, "utf8").match(/UPDATE "(course|lesson|question)_translations"[\s\S]*?;/g)!;
  expect(statements).toHaveLength(3);
  const client = await pool.connect();
  try {
    // Run the backfill again over every row, then look, then leave the database as it was.
    await client.query("BEGIN");
    await client.query(`UPDATE course_translations SET "sourceHash" = NULL`);
    await client.query(`UPDATE lesson_translations SET "sourceHash" = NULL`);
    await client.query(`UPDATE question_translations SET "sourceHash" = NULL`);
    for (const statement of statements) await client.query(statement);
    const { rows } = await client.query<{ id: string; hash: string }>(`
      SELECT id, "sourceHash" AS hash FROM course_translations UNION ALL
      SELECT id, "sourceHash" FROM lesson_translations UNION ALL
      SELECT id, "sourceHash" FROM question_translations`);
    await client.query("ROLLBACK");
    const sql = new Map(rows.map((row) => [row.id, row.hash]));
    const expected = await expectedHashes();
    expect(expected.length).toBeGreaterThan(4);
    expect(expected.filter((row) => sql.get(row.id) !== row.ts)).toEqual([]);
  } finally {
    client.release();
  }
});

it("a seeded database has no outdated translation: the seed writes the hash of the English it translates", async () => {
  const seeded = (await expectedHashes()).filter((row) => row.stored !== null);
  expect(seeded.length).toBeGreaterThan(6000);
  expect(seeded.filter((row) => isOutdated(row.stored, row.ts))).toEqual([]);
});

it("an English change marks the translation outdated until it is saved again", async () => {
  const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
  await db.course.update({ where: { id: courseId }, data: { state: "published" } });
  await saveCourseTranslation({ ...admin, remember: false }, { courseId, language: "es", title: "Salmos" });
  const stored = () => db.courseTranslation.findUniqueOrThrow({ where: { courseId_languageCode: { courseId, languageCode: "es" } } });
  const today = async () => {
    const course = await db.course.findUniqueOrThrow({ where: { id: courseId } });
    return courseSourceHash({ title: course.title, description: course.description, outcomes: outcomeList(course.outcomes) });
  };
  expect(isOutdated((await stored()).sourceHash, await today())).toBe(false);

  const course = await db.course.findUniqueOrThrow({ where: { id: courseId } });
  await updateCourse(
    courseId,
    { title: "Psalms", slug, description: course.description, testament: "Old", difficulty: "beginner", price: "0", outcomes: outcomeList(course.outcomes), state: "published" },
    SEED_ACTOR,
  );
  expect(isOutdated((await stored()).sourceHash, await today())).toBe(true);

  await saveCourseTranslation({ ...admin, remember: false }, { courseId, language: "es", title: "Salmos" });
  expect(isOutdated((await stored()).sourceHash, await today())).toBe(false);
});
