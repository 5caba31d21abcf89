import { db } from "@/lib/db";
import { updateCourse } from "@/lib/studio/course-save";
import { saveLessonContent } from "@/lib/studio/lesson-save";
import { seed } from "../seed";
import { loadCurriculum, type CourseData } from "../seed/curriculum";
import { seedCurriculum } from "../seed/curriculum-import";

// scripts/run-tests.mjs has already seeded this database once; seeding again must change nothing.
async function snapshot() {
  const [courses, lessons, assessments, questions, options, translations, languages, users, enrollments] = await Promise.all([
    db.course.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } }),
    db.lesson.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } }),
    db.assessment.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } }),
    db.question.count(),
    db.questionOption.count(),
    db.courseTranslation.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } }),
    db.language.count(),
    db.user.count(),
    db.enrollment.count(),
  ]);
  return { courses, lessons, assessments, questions, options, translations, languages, users, enrollments };
}

it("is idempotent: a second run changes no row", async () => {
  const before = await snapshot();
  await seed(db, () => {});
  expect(await snapshot()).toEqual(before);
}, 60_000);

it("loads the whole catalogue: 39 + 27 + 10 courses, every title in 12 languages", async () => {
  expect(await db.course.count({ where: { testament: "Old" } })).toBe(39);
  expect(await db.course.count({ where: { testament: "New" } })).toBe(27);
  expect(await db.course.count({ where: { testament: null } })).toBe(10);
  const translated = await db.courseTranslation.groupBy({ by: ["courseId"], _count: { _all: true } });
  expect(translated).toHaveLength(76);
  expect(translated.every((row) => row._count._all === 11)).toBe(true);
});

it("makes the first lesson of every course, and only it, a free preview", async () => {
  const previews = await db.lesson.findMany({ where: { isFreePreview: true }, select: { order: true } });
  expect(previews).toHaveLength(76);
  expect(previews.every((l) => l.order === 1)).toBe(true);
});

it("gives every question exactly one correct option out of four", async () => {
  const questions = await db.question.findMany({ include: { options: true } });
  expect(questions.length).toBeGreaterThan(76 * 10);
  for (const q of questions) {
    expect(q.options).toHaveLength(4);
    expect(q.options.filter((o) => o.isCorrect)).toHaveLength(1);
  }
});

it("gives the demo student a completed course with a passed attempt and a certificate, and courses in progress", async () => {
  const student = await db.user.findUniqueOrThrow({
    where: { email: "student@example.com" },
    include: { enrollments: { include: { course: true } }, attempts: true, certificates: true, payments: true },
  });
  const bySlug = Object.fromEntries(student.enrollments.map((e) => [e.course.slug, e]));
  expect(bySlug.genesis).toMatchObject({ status: "completed", progress: 100 });
  expect(bySlug.exodus!.status).toBe("active");
  expect(bySlug.exodus!.progress).toBeGreaterThan(0);
  expect(bySlug.exodus!.progress).toBeLessThan(100);
  expect(bySlug.romans).toMatchObject({ status: "active", progress: 0 });
  expect(student.attempts).toHaveLength(1);
  expect(student.attempts[0]!.passed).toBe(true);
  expect(student.certificates.map((c) => c.type)).toEqual(["course_completion"]);
  expect(student.payments.every((p) => p.status === "succeeded")).toBe(true);
});

describe("question pools, lesson links and further reading", () => {
  // A copy of Jude under its own slug, so changing its data touches no course other tests read.
  const slug = `seed-pools-${Date.now()}`;
  const base = (): CourseData => {
    const jude = structuredClone(loadCurriculum().find((c) => c.slug === "jude")!);
    jude.slug = slug;
    jude.assessments[0]!.questionsPerAttempt = 5;
    jude.assessments[0]!.questions.forEach((q, i) => (q.lesson = (i % jude.lessons.length) + 1));
    jude.furtherReading = [{ author: "Richard Bauckham", title: "Jude, 2 Peter", publisher: "Word", year: 1983 }];
    return jude;
  };
  const stored = () =>
    db.course.findUniqueOrThrow({
      where: { slug },
      include: { lessons: { orderBy: { order: "asc" } }, assessments: { include: { questions: { orderBy: { order: "asc" }, include: { options: { orderBy: { order: "asc" } } } } } } },
    });
  afterAll(() => db.course.deleteMany({ where: { slug } }));

  it("stores questionsPerAttempt, each question's lesson and the further reading, and a second run writes nothing", async () => {
    const data = base();
    await seedCurriculum(db, [data]);
    const first = await stored();
    expect(first.furtherReading).toEqual(data.furtherReading);
    expect(first.assessments[0]!.questionsPerAttempt).toBe(5);
    expect(first.assessments[0]!.questions.map((q) => q.lessonId)).toEqual(data.assessments[0]!.questions.map((q) => first.lessons[q.lesson! - 1]!.id));

    await seedCurriculum(db, [base()]);
    expect(await stored()).toEqual(first);
  });

  it("adds questions to a growing pool by order, keeping the ids, and drops the lesson link when the data does", async () => {
    const before = await stored();
    const grown = base();
    const extra = (n: number) => ({ question: `An added question number ${n}?`, options: ["a", "b", "c", "d"], correct: 1, lesson: 1 });
    grown.assessments[0]!.questions.push(extra(1), extra(2));
    delete grown.assessments[0]!.questions[0]!.lesson;
    delete grown.furtherReading;
    await seedCurriculum(db, [grown]);
    const after = await stored();
    const questions = after.assessments[0]!.questions;
    const pool = before.assessments[0]!.questions.length;
    expect(questions).toHaveLength(pool + 2);
    expect(questions.slice(0, pool).map((q) => q.id)).toEqual(before.assessments[0]!.questions.map((q) => q.id));
    expect(questions[0]!.lessonId).toBeNull();
    expect(questions[pool + 1]!.options.map((o) => o.isCorrect)).toEqual([false, true, false, false]);
    expect(after.furtherReading).toEqual([]);
  });

  it("removes questions dropped from the data unless an attempt drew or answered them", async () => {
    const grown = await stored();
    const [eleventh, twelfth] = grown.assessments[0]!.questions.slice(-2);
    const student = await db.user.findUniqueOrThrow({ where: { email: "student@example.com" } });
    await db.assessmentAttempt.create({
      data: { userId: student.id, assessmentId: grown.assessments[0]!.id, deadline: new Date(), questionIds: [twelfth!.id] },
    });
    await seedCurriculum(db, [base()]);
    const ids = (await stored()).assessments[0]!.questions.map((q) => q.id);
    expect(ids).toHaveLength(base().assessments[0]!.questions.length + 1);
    expect(ids).not.toContain(eleventh!.id);
    expect(ids).toContain(twelfth!.id);
  });
});

describe("courses edited in the studio", () => {
  // A copy of Jude under its own slug, as in the pools tests above.
  const slug = `seed-edited-${Date.now()}`;
  const data = (): CourseData => ({ ...structuredClone(loadCurriculum().find((c) => c.slug === "jude")!), slug });
  afterAll(() => db.course.deleteMany({ where: { slug } }));

  it("are left as staff left them, with one line saying so", async () => {
    await seedCurriculum(db, [data()], { log: () => {} });
    const seeded = await db.course.findUniqueOrThrow({ where: { slug }, include: { lessons: { orderBy: { order: "asc" } } } });
    expect(seeded.editedAt).toBeNull();
    const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
    const editor = { id: admin.id, role: "admin" as const };
    const file = data();
    await updateCourse(
      seeded.id,
      // The title only: no price or state change, so nothing for the audit log (other tests read its first page).
      { title: "Jude, as the studio has it", slug, description: file.description, testament: file.testament, difficulty: file.difficulty, price: file.price, state: "published" },
      editor,
    );
    await saveLessonContent(seeded.lessons[0]!.id, { title: "Contend for the faith", html: "<p>Rewritten in the studio.</p>" }, editor, { publish: true });
    const edited = await db.course.findUniqueOrThrow({ where: { slug }, include: { lessons: { orderBy: { order: "asc" } }, assessments: { include: { questions: true } } } });
    expect(edited.editedAt).toBeInstanceOf(Date);

    const lines: string[] = [];
    expect(await seedCurriculum(db, [data()], { log: (line) => lines.push(line) })).toBe(1);
    expect(lines).toEqual([`course "${slug}": edited in the studio on ${edited.editedAt!.toISOString()}, left as it is`]);
    expect(await db.course.findUniqueOrThrow({ where: { slug }, include: { lessons: { orderBy: { order: "asc" } }, assessments: { include: { questions: true } } } })).toEqual(edited);
    expect(edited.title).toBe("Jude, as the studio has it");
    expect(edited.lessons[0]).toMatchObject({ title: "Contend for the faith", content: "<p>Rewritten in the studio.</p>" });
  });

  it("keep every lesson's published revision: the seed writes lessons through the studio", async () => {
    const lessons = await db.lesson.findMany({ where: { course: { slug: "genesis" } }, include: { revisions: true } });
    for (const lesson of lessons) {
      expect(lesson.state).toBe("published");
      const live = lesson.revisions.find((r) => r.id === lesson.publishedRevisionId);
      expect(live).toMatchObject({ title: lesson.title, html: lesson.content, authorId: null });
      expect(live!.publishedAt).toBeInstanceOf(Date);
    }
  });
});
