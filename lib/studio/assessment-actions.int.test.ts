// The assessment editor's server actions against the database: who may call them (signed out 401; students and
// instructors of other courses 404), what they refuse (with the caller's language, writing nothing), and what
// they write. A course of the test's own, so no seeded course changes.
import { randomBytes } from "node:crypto";
import { startOrResume, submitAttempt } from "@/lib/assessments/attempts";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { getCourseDetail } from "@/lib/courses/queries";
import { db } from "@/lib/db";
import { toPublicUser } from "@/lib/users/service";
import es from "@/messages/es.json";
import en from "@/messages/en.json";
import { setTestRequest } from "@/test/next-headers";
import { addAssessmentAction } from "./course-actions";
import { deleteAssessment, deleteQuestion, reorderQuestions, retireQuestion, saveQuestion, updateAssessmentSettings } from "./assessment-actions";

const suffix = randomBytes(4).toString("hex");
const users: string[] = [];
const courses: string[] = [];

async function user(role: "student" | "instructor" | "admin") {
  const row = await db.user.create({
    data: { firstName: "Tertius", lastName: "Scribe", email: `assessment-actions-${role}-${randomBytes(5).toString("hex")}@example.com`, passwordHash: "x", role },
  });
  users.push(row.id);
  return row;
}

async function signInAs(row: Awaited<ReturnType<typeof user>> | null) {
  if (!row) return setTestRequest({});
  const cookie = await createSessionCookie({ ...toPublicUser(row), sessionVersion: row.sessionVersion }, true);
  setTestRequest({ cookies: { [cookie.name]: cookie.value } });
}

async function course(label: string) {
  const row = await db.course.create({
    data: {
      slug: `assessment-actions-${label}-${suffix}`,
      title: `Romans ${label}`,
      description: "A course made by the assessment editor's tests.",
      price: "10.00",
      difficulty: "beginner",
      estimatedHours: 1,
      state: "published",
      lessons: { create: [1, 2].map((order) => ({ order, title: `Lesson ${order}`, content: "<p>Read.</p>", estimatedMinutes: 5, state: "published" as const })) },
    },
    include: { lessons: { orderBy: { order: "asc" } } },
  });
  courses.push(row.id);
  return row;
}

let teacher: Awaited<ReturnType<typeof user>>;
let otherTeacher: Awaited<ReturnType<typeof user>>;
let student: Awaited<ReturnType<typeof user>>;
let romans: Awaited<ReturnType<typeof course>>;
let other: Awaited<ReturnType<typeof course>>;

beforeAll(async () => {
  [teacher, otherTeacher, student] = await Promise.all([user("instructor"), user("instructor"), user("student")]);
  [romans, other] = await Promise.all([course("a"), course("b")]);
  await db.courseInstructor.createMany({ data: [{ courseId: romans.id, userId: teacher.id }, { courseId: other.id, userId: otherTeacher.id }] });
  await db.enrollment.create({ data: { userId: student.id, courseId: romans.id } });
});

afterAll(async () => {
  await db.course.deleteMany({ where: { id: { in: courses } } });
  await db.auditLog.deleteMany({ where: { actorId: { in: users } } });
  await db.user.deleteMany({ where: { id: { in: users } } });
});

const question = (overrides: Record<string, unknown> = {}) => ({
  text: "Who wrote the letter to the Romans?",
  options: ["Paul", "Peter", "James", "Jude"],
  correct: 0,
  explanation: "Romans 1:1.",
  lessonId: romans.lessons[0]!.id,
  ...overrides,
});

const settings = (overrides: Record<string, unknown> = {}) => ({
  title: "Romans quiz",
  type: "quiz",
  timeLimit: 20,
  passingScore: 70,
  maxAttempts: 3,
  attemptWindowHours: 24,
  questionsPerAttempt: null,
  ...overrides,
});

const NEW_TITLE = "New quiz";

async function newAssessment() {
  await signInAs(teacher);
  // The course editor's 'Add assessment' (its own tests: course-actions.int.test.ts).
  const created = await addAssessmentAction("en", romans.id, { title: NEW_TITLE, type: "quiz" });
  if (!created.ok) throw new Error(created.message);
  return created.data.assessmentId;
}

async function addQuestion(assessmentId: string, overrides: Record<string, unknown> = {}) {
  const saved = await saveQuestion(assessmentId, null, question(overrides), "en");
  if (!saved.ok) throw new Error(saved.message);
  return saved.data;
}

it("leaves a new assessment off the public course page until its pool has a question", async () => {
  const id = await newAssessment();
  const listed = async () => (await getCourseDetail(romans.slug, "en"))!.assessments.map((a) => a.id);
  expect(await listed()).not.toContain(id);
  const { questionId } = await addQuestion(id);
  expect(await listed()).toContain(id);
  await retireQuestion(questionId, true);
  expect(await listed()).not.toContain(id);
});

describe("updateAssessmentSettings", () => {
  it("refuses out-of-range values in the caller's language and writes nothing", async () => {
    const id = await newAssessment();
    await addQuestion(id);
    const before = await db.assessment.findUniqueOrThrow({ where: { id } });
    const refused = await updateAssessmentSettings(id, settings({ passingScore: 0, timeLimit: 301, maxAttempts: 0, type: "essay" }), "es");
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        passingScore: [es.Studio.errorPassingScore],
        timeLimit: [es.Studio.errorTimeLimit],
        maxAttempts: [es.Studio.errorMaxAttempts],
        type: [es.Studio.errorAssessmentType],
      },
    });
    expect(await db.assessment.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it("refuses to draw more than a third of the pool, retired ones not counted, in the user's language", async () => {
    const id = await newAssessment();
    const { questionId } = await addQuestion(id);
    for (const place of ["Corinth", "Ephesus", "Philippi", "Rome", "Thessalonica"]) {
      await addQuestion(id, { text: `Which church met at ${place}?`, options: [place, "Antioch"] });
    }
    await retireQuestion(questionId, true); // 5 active of 6: a draw of 2 would show 2 of 5
    expect(await updateAssessmentSettings(id, settings({ questionsPerAttempt: 2 }), "es")).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { questionsPerAttempt: [es.Studio.errorDrawnOverThird] },
    });
    expect((await db.assessment.findUniqueOrThrow({ where: { id } })).questionsPerAttempt).toBeNull();
    expect(await updateAssessmentSettings(id, settings({ questionsPerAttempt: 1 }), "en")).toEqual({ ok: true, data: { changed: true } });
  });

  it("saves what changed, and an unchanged form writes nothing; an instructor of another course gets a 404", async () => {
    const id = await newAssessment();
    expect(await updateAssessmentSettings(id, settings({ title: "Romans 1–8", type: "midterm", timeLimit: 45, passingScore: 60 }), "en")).toEqual({ ok: true, data: { changed: true } });
    expect(await db.assessment.findUniqueOrThrow({ where: { id } })).toMatchObject({ title: "Romans 1–8", type: "midterm", timeLimit: 45, passingScore: 60 });
    expect(await updateAssessmentSettings(id, settings({ title: "Romans 1–8", type: "midterm", timeLimit: 45, passingScore: 60 }), "en")).toEqual({ ok: true, data: { changed: false } });
    await signInAs(otherTeacher);
    expect(await updateAssessmentSettings(id, settings(), "en")).toMatchObject({ ok: false, status: 404 });
    expect((await db.assessment.findUniqueOrThrow({ where: { id } })).title).toBe("Romans 1–8");
  });
});

describe("saveQuestion", () => {
  it.each([
    ["one option", { options: ["Paul"] }, "options", "errorOptionsCount"],
    ["seven options", { options: ["a", "b", "c", "d", "e", "f", "g"] }, "options", "errorOptionsCount"],
    ["no correct option", { correct: undefined }, "correct", "errorCorrectOption"],
    ["two correct options", { correct: [0, 1] }, "correct", "errorCorrectOption"],
    ["a correct option that is not there", { correct: 4 }, "correct", "errorCorrectOption"],
    ["an empty option", { options: ["Paul", " "] }, "options", "errorOptionText"],
    ["the same option twice", { options: ["Paul", "paul"] }, "options", "errorOptionsDistinct"],
    ["no question", { text: "" }, "text", "errorQuestionText"],
  ] as const)("refuses %s with its message in the caller's language and writes nothing", async (_label, overrides, field, key) => {
    const id = await newAssessment();
    const result = await saveQuestion(id, null, question(overrides), "es");
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(!result.ok && result.fieldErrors?.[field]).toContain(es.Studio[key]);
    expect(await db.question.count({ where: { assessmentId: id } })).toBe(0);
  });

  it("refuses a lesson of another course, and a question of another assessment (404)", async () => {
    const id = await newAssessment();
    expect(await saveQuestion(id, null, question({ lessonId: other.lessons[0]!.id }), "en")).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { lessonId: [en.Studio.errorQuestionLesson] },
    });
    const elsewhere = await newAssessment();
    const { questionId } = await addQuestion(elsewhere);
    expect(await saveQuestion(id, questionId, question({ text: "Moved here?" }), "en")).toMatchObject({ ok: false, status: 404 });
    expect((await db.question.findUniqueOrThrow({ where: { id: questionId } })).text).toBe(question().text);
  });

  it("is refused to a student and an instructor of another course", async () => {
    const id = await newAssessment();
    for (const caller of [student, otherTeacher]) {
      await signInAs(caller);
      expect(await saveQuestion(id, null, question(), "en")).toMatchObject({ ok: false, status: 404 });
    }
    expect(await db.question.count({ where: { assessmentId: id } })).toBe(0);
  });

  it("adds and edits a question, answering its guessing cues: here a wrong option padded past the correct one", async () => {
    const id = await newAssessment();
    const padded = question({ options: ["Aaron the priest of the tribe of Levi", "Moses the prophet", "Joshua", "Caleb"], correct: 1, text: "Who received the Law on Sinai?" });
    const created = await saveQuestion(id, null, padded, "en");
    expect(created).toMatchObject({ ok: true, data: { changed: true, cues: ["second-longest"] } });
    const questionId = created.ok ? created.data.questionId : "";
    const row = await db.question.findUniqueOrThrow({ where: { id: questionId }, include: { options: { orderBy: { order: "asc" } } } });
    expect(row).toMatchObject({ text: padded.text, explanation: "Romans 1:1.", lessonId: romans.lessons[0]!.id, order: 1 });
    expect(row.options.map((o) => [o.text, o.isCorrect])).toEqual([
      ["Aaron the priest of the tribe of Levi", false],
      ["Moses the prophet", true],
      ["Joshua", false],
      ["Caleb", false],
    ]);

    const edited = await saveQuestion(id, questionId, { ...padded, options: ["Aaron", "Moses", "Joshua", "Caleb"], lessonId: null }, "en");
    expect(edited).toEqual({ ok: true, data: { questionId, changed: true, cues: [] } });
    expect(await saveQuestion(id, questionId, { ...padded, options: ["Aaron", "Moses", "Joshua", "Caleb"], lessonId: null }, "en")).toEqual({
      ok: true,
      data: { questionId, changed: false, cues: [] },
    });
  });
});

describe("reorderQuestions", () => {
  it("puts the pool in the order given; a list that is not the pool's is refused and changes nothing", async () => {
    const id = await newAssessment();
    const ids = [];
    for (const text of ["First?", "Second?", "Third?"]) ids.push((await addQuestion(id, { text })).questionId);
    const order = () => db.question.findMany({ where: { assessmentId: id }, orderBy: { order: "asc" }, select: { id: true } }).then((rows) => rows.map((r) => r.id));

    expect(await reorderQuestions(id, [ids[2], ids[0]], "es")).toMatchObject({ ok: false, status: 400, message: es.Studio.errorReorder });
    expect(await reorderQuestions(id, [ids[2], ids[0], ids[0]], "en")).toMatchObject({ ok: false, status: 400 });
    expect(await reorderQuestions(id, "not a list", "en")).toMatchObject({ ok: false, status: 400 });
    expect(await order()).toEqual(ids);

    expect(await reorderQuestions(id, [ids[2], ids[0], ids[1]], "en")).toEqual({ ok: true, data: { changed: true } });
    expect(await order()).toEqual([ids[2], ids[0], ids[1]]);
    expect(await reorderQuestions(id, [ids[2], ids[0], ids[1]], "en")).toEqual({ ok: true, data: { changed: false } });

    await signInAs(otherTeacher);
    expect(await reorderQuestions(id, ids, "en")).toMatchObject({ ok: false, status: 404 });
    expect(await order()).toEqual([ids[2], ids[0], ids[1]]);
  });
});

describe("retireQuestion", () => {
  it("keeps a retired question in the review of the attempts that drew it, and out of new attempts' draws", async () => {
    const id = await newAssessment();
    const ids = [];
    for (const text of ["Who wrote Romans?", "Who carried the letter?", "Where was it sent?"]) ids.push((await addQuestion(id, { text })).questionId);
    // The draw is left empty, so an attempt shows a third of the active pool: one of these three.
    const sitter = { id: student.id, role: student.role };

    const { view } = await startOrResume(sitter, id);
    expect(view.questions).toHaveLength(1);
    const drawn = view.questions[0]!;
    const answers = { [drawn.id]: (await db.questionOption.findFirstOrThrow({ where: { questionId: drawn.id, isCorrect: true } })).id };
    const result = await submitAttempt(sitter, { assessmentId: id, attemptId: view.id, answers });
    expect(result).toMatchObject({ score: 100, total: 1 });

    await signInAs(teacher);
    expect(await retireQuestion(drawn.id, true)).toEqual({ ok: true, data: { changed: true } });
    expect(await retireQuestion(drawn.id, true)).toEqual({ ok: true, data: { changed: false } });
    expect((await db.question.findUniqueOrThrow({ where: { id: drawn.id } })).retiredAt).not.toBeNull();

    const again = await submitAttempt(sitter, { assessmentId: id, attemptId: view.id, answers });
    expect(again).toMatchObject({ score: 100, total: 1 });
    expect(again.review.questions.map((q) => q.question)).toEqual([drawn.question]);

    const next = await startOrResume(sitter, id);
    expect(next.created).toBe(true);
    expect(next.view.questions).toHaveLength(1);
    expect(ids.filter((q) => q !== drawn.id)).toContain(next.view.questions[0]!.id);

    expect(await retireQuestion(drawn.id, false)).toEqual({ ok: true, data: { changed: true } });
    expect((await db.question.findUniqueOrThrow({ where: { id: drawn.id } })).retiredAt).toBeNull();
  });

  it("is refused to an instructor of another course", async () => {
    const id = await newAssessment();
    const { questionId } = await addQuestion(id);
    await signInAs(otherTeacher);
    expect(await retireQuestion(questionId, true)).toMatchObject({ ok: false, status: 404 });
    expect((await db.question.findUniqueOrThrow({ where: { id: questionId } })).retiredAt).toBeNull();
  });
});

describe("deleteQuestion", () => {
  it("deletes a question no attempt drew, with an audit entry; refuses one an attempt drew (retire it instead)", async () => {
    const id = await newAssessment();
    const unused = (await addQuestion(id, { text: "Never drawn?" })).questionId;
    const drawn = (await addQuestion(id, { text: "Drawn once?" })).questionId;
    await db.assessmentAttempt.create({ data: { userId: student.id, assessmentId: id, deadline: new Date(), questionIds: [drawn] } });

    expect(await deleteQuestion(drawn, "es")).toMatchObject({ ok: false, status: 409, code: "QUESTION_IN_USE", message: es.Studio.errorQuestionInUse });
    expect(await db.question.count({ where: { id: drawn } })).toBe(1);

    await signInAs(otherTeacher);
    expect(await deleteQuestion(unused, "en")).toMatchObject({ ok: false, status: 404 });
    await signInAs(teacher);
    expect(await deleteQuestion(unused, "en")).toEqual({ ok: true, data: { deleted: true } });
    expect(await db.question.count({ where: { id: unused } })).toBe(0);
    const entry = await db.auditLog.findFirstOrThrow({ where: { actorId: teacher.id, action: "question.deleted" }, orderBy: { createdAt: "desc" } });
    expect(entry).toMatchObject({ targetType: "course", targetId: romans.id, details: { question: "Never drawn?", assessment: NEW_TITLE } });
  });
});

describe("deleteAssessment", () => {
  it("deletes an assessment nobody sat, with an audit entry; refuses one with attempts", async () => {
    const sat = await newAssessment();
    await db.assessmentAttempt.create({ data: { userId: student.id, assessmentId: sat, deadline: new Date() } });
    expect(await deleteAssessment(sat, "en")).toMatchObject({ ok: false, status: 409 });
    expect(await db.assessment.count({ where: { id: sat } })).toBe(1);

    const empty = await newAssessment();
    await signInAs(student);
    expect(await deleteAssessment(empty, "en")).toMatchObject({ ok: false, status: 404 });
    await signInAs(teacher);
    expect(await deleteAssessment(empty, "en")).toEqual({ ok: true, data: { deleted: true } });
    expect(await db.assessment.count({ where: { id: empty } })).toBe(0);
    expect(await db.auditLog.count({ where: { actorId: teacher.id, action: "assessment.deleted", targetId: romans.id } })).toBe(1);
  });
});
