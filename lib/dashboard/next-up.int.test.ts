import { db } from "@/lib/db";
import { uniqueEmail } from "@/test/http";
import { findNextUp, readNextUpAndActivity } from "./next-up";
import { welcomeState } from "./welcome";

// The dashboard's two server decisions for a student: 'Welcome' or 'Welcome back', and the 'Next up' card.

async function newStudent() {
  return db.user.create({ data: { firstName: "Lydia", lastName: "Thyatira", email: uniqueEmail("nextup"), passwordHash: "not-used-here" } });
}

async function enrol(userId: string, slug: string, { daysAgo = 1, status = "active" as "active" | "completed" | "refunded" } = {}) {
  const course = await db.course.findUniqueOrThrow({
    where: { slug },
    include: { lessons: { orderBy: { order: "asc" } }, assessments: { orderBy: { order: "asc" } } },
  });
  await db.enrollment.create({ data: { userId, courseId: course.id, status, startedAt: new Date(Date.now() - daysAgo * 86_400_000) } });
  return course;
}

async function complete(userId: string, lessons: { id: string }[]) {
  for (const lesson of lessons) await db.lessonProgress.create({ data: { userId, lessonId: lesson.id, completedAt: new Date() } });
}

async function attempt(userId: string, assessmentId: string, passed: boolean | null) {
  await db.assessmentAttempt.create({
    data: {
      userId, assessmentId,
      status: passed === null ? "in_progress" : "submitted",
      deadline: new Date(Date.now() + 3_600_000),
      score: passed === null ? null : passed ? 90 : 40,
      passed,
    },
  });
}

describe("welcomeState", () => {
  it("is 'first' until a lesson has progress or an assessment an attempt, even after buying a course", async () => {
    const student = await newStudent();
    expect(await welcomeState(student.id)).toBe("first");
    const romans = await enrol(student.id, "romans");
    expect(await welcomeState(student.id)).toBe("first");
    await db.lessonProgress.create({ data: { userId: student.id, lessonId: romans.lessons[0]!.id, positionSeconds: 12 } });
    expect(await welcomeState(student.id)).toBe("returning");
  });

  it("is 'returning' after an assessment attempt alone", async () => {
    const student = await newStudent();
    const jude = await enrol(student.id, "jude");
    await attempt(student.id, jude.assessments[0]!.id, false);
    expect(await welcomeState(student.id)).toBe("returning");
  });
});

describe("readNextUpAndActivity", () => {
  it("tells, with 'Next up' and in the same statement, whether the student has studied and had an attempt graded", async () => {
    const student = await newStudent();
    const jude = await enrol(student.id, "jude");
    expect((await readNextUpAndActivity(student.id)).activity).toEqual({ welcome: "first", graded: false });
    await attempt(student.id, jude.assessments[0]!.id, null);
    expect((await readNextUpAndActivity(student.id)).activity).toEqual({ welcome: "returning", graded: false });
    await attempt(student.id, jude.assessments[0]!.id, false);
    const { nextUp, activity } = await readNextUpAndActivity(student.id);
    expect(activity).toEqual({ welcome: "returning", graded: true });
    expect(nextUp).toEqual(await findNextUp(student.id));
  });
});

describe("findNextUp", () => {
  it("sends a student without courses, or with only a refunded one, to the catalogue", async () => {
    const student = await newStudent();
    expect(await findNextUp(student.id)).toEqual({ kind: "catalogue", href: "/courses", reason: "no-courses" });
    await enrol(student.id, "ruth", { status: "refunded" });
    expect(await findNextUp(student.id)).toEqual({ kind: "catalogue", href: "/courses", reason: "no-courses" });
  });

  it("starts a new purchase at lesson 1, in the reader's language", async () => {
    const student = await newStudent();
    const romans = await enrol(student.id, "romans");
    const first = romans.lessons[0]!;
    expect(await findNextUp(student.id)).toEqual({
      kind: "lesson",
      href: `/course/romans/lesson/${first.id}`,
      course: { slug: "romans", title: "Romans", titleLang: "en" },
      lessonOrder: 1,
      title: first.title,
      titleLang: "en",
      started: false,
    });
    const translation = await db.lessonTranslation.findUnique({ where: { lessonId_languageCode: { lessonId: first.id, languageCode: "es" } } });
    const spanish = await findNextUp(student.id, "es");
    expect(spanish).toMatchObject({ kind: "lesson", course: { title: "Romanos", titleLang: "es" } });
    expect(spanish).toMatchObject(translation ? { title: translation.title, titleLang: "es" } : { title: first.title, titleLang: "en" });
  });

  it("resumes at the first lesson not completed, at its saved position", async () => {
    const student = await newStudent();
    const romans = await enrol(student.id, "romans");
    const [one, two] = romans.lessons;
    await complete(student.id, [one!]);
    await db.lessonProgress.create({ data: { userId: student.id, lessonId: two!.id, positionSeconds: 95 } });
    expect(await findNextUp(student.id)).toMatchObject({ kind: "lesson", href: `/course/romans/lesson/${two!.id}?t=95`, lessonOrder: 2, started: true });
  });

  it("follows the most recently studied course, the latest purchase counting as activity", async () => {
    const student = await newStudent();
    const exodus = await enrol(student.id, "exodus", { daysAgo: 5 });
    await enrol(student.id, "philemon", { daysAgo: 1 });
    expect(await findNextUp(student.id)).toMatchObject({ course: { slug: "philemon" } });
    await complete(student.id, [exodus.lessons[0]!]);
    expect(await findNextUp(student.id)).toMatchObject({ course: { slug: "exodus" }, lessonOrder: 2 });
  });

  it("offers an assessment once the lessons it tests are done, the final after every lesson, then the catalogue", async () => {
    const student = await newStudent();
    const matthew = await enrol(student.id, "matthew");
    const [midterm, final] = matthew.assessments;
    const midtermLessons = await db.question.findMany({ where: { assessmentId: midterm!.id, lessonId: { not: null } }, distinct: ["lessonId"], select: { lessonId: true } });
    const covered = matthew.lessons.filter((l) => midtermLessons.some((q) => q.lessonId === l.id));
    expect(covered.length).toBeGreaterThan(0);
    expect(covered.length).toBeLessThan(matthew.lessons.length);

    await complete(student.id, covered);
    expect(await findNextUp(student.id)).toMatchObject({
      kind: "assessment", href: `/assessment/${midterm!.id}`, title: midterm!.title, assessmentType: "midterm", course: { slug: "matthew" },
    });

    await attempt(student.id, midterm!.id, false); // failed: still the next thing to do
    expect(await findNextUp(student.id)).toMatchObject({ kind: "assessment", href: `/assessment/${midterm!.id}` });
    await attempt(student.id, midterm!.id, true);
    const nextLesson = matthew.lessons.find((l) => !covered.includes(l))!;
    expect(await findNextUp(student.id)).toMatchObject({ kind: "lesson", href: `/course/matthew/lesson/${nextLesson.id}` });

    await complete(student.id, matthew.lessons.filter((l) => !covered.includes(l)));
    expect(await findNextUp(student.id)).toMatchObject({ kind: "assessment", href: `/assessment/${final!.id}`, assessmentType: "final" });

    await attempt(student.id, final!.id, true);
    expect(await findNextUp(student.id)).toEqual({ kind: "catalogue", href: "/courses", reason: "all-done" });
  });

  it("puts an assessment already under way first", async () => {
    const student = await newStudent();
    const matthew = await enrol(student.id, "matthew");
    await attempt(student.id, matthew.assessments[1]!.id, null);
    expect(await findNextUp(student.id)).toMatchObject({ kind: "assessment", href: `/assessment/${matthew.assessments[1]!.id}` });
  });

  it("sends a student whose every course is completed to the catalogue for the next one", async () => {
    const student = await newStudent();
    await enrol(student.id, "genesis", { status: "completed" });
    expect(await findNextUp(student.id)).toEqual({ kind: "catalogue", href: "/courses", reason: "all-done" });
  });
});
