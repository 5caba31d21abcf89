import { db } from "@/lib/db";
import { seed } from "../seed";

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
