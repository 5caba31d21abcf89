import { db } from "@/lib/db";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { createUser, toPublicUser } from "@/lib/users/service";
import { invalidated } from "@/test/next-cache";
import { setTestRequest } from "@/test/next-headers";
import { uniqueEmail } from "@/test/http";
import { saveLessonTranslationAction, saveQuestionTranslationAction } from "./lesson-actions";

// The demo instructor teaches matthew (prisma/seed/demo-progress.ts) and not leviticus. This file owns the
// Portuguese translation of Matthew's lesson 3 and of its first assessment's first question for its run
// (the seed's rows come back at the end).
const LANGUAGE = "pt";

async function signInAs(email: string) {
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  const cookie = await createSessionCookie({ ...toPublicUser(user), sessionVersion: user.sessionVersion }, true);
  setTestRequest({ cookies: { [cookie.name]: cookie.value } });
  return user;
}

let lesson: { id: string; title: string };
let question: { id: string; options: { id: string }[] };
let seededLesson: Awaited<ReturnType<typeof storedLesson>>;
const storedLesson = () => db.lessonTranslation.findUnique({ where: { lessonId_languageCode: { lessonId: lesson.id, languageCode: LANGUAGE } } });
const storedQuestion = () =>
  db.questionTranslation.findUnique({ where: { questionId_languageCode: { questionId: question.id, languageCode: LANGUAGE } } });
const storedOptions = () => db.questionOptionTranslation.findMany({ where: { languageCode: LANGUAGE, optionId: { in: question.options.map((o) => o.id) } } });
let seededQuestion: { text: string; options: { optionId: string; text: string }[] } | null;

async function clear() {
  await db.lessonTranslation.deleteMany({ where: { lessonId: lesson.id, languageCode: LANGUAGE } });
  await db.questionTranslation.deleteMany({ where: { questionId: question.id, languageCode: LANGUAGE } });
  await db.questionOptionTranslation.deleteMany({ where: { languageCode: LANGUAGE, optionId: { in: question.options.map((o) => o.id) } } });
}

beforeAll(async () => {
  lesson = await db.lesson.findFirstOrThrow({ where: { course: { slug: "matthew" }, order: 3 }, select: { id: true, title: true } });
  question = await db.question.findFirstOrThrow({
    where: { order: 1, assessment: { order: 1, course: { slug: "matthew" } } },
    select: { id: true, options: { orderBy: { order: "asc" }, select: { id: true } } },
  });
  seededLesson = await storedLesson();
  const q = await storedQuestion();
  seededQuestion = q && { text: q.text, options: (await storedOptions()).map((o) => ({ optionId: o.optionId, text: o.text })) };
  await clear();
});

afterAll(async () => {
  await clear();
  if (seededLesson) await db.lessonTranslation.create({ data: { lessonId: lesson.id, languageCode: LANGUAGE, title: seededLesson.title, content: seededLesson.content } });
  if (seededQuestion) {
    await db.questionTranslation.create({ data: { questionId: question.id, languageCode: LANGUAGE, text: seededQuestion.text } });
    await db.questionOptionTranslation.createMany({ data: seededQuestion.options.map((o) => ({ ...o, languageCode: LANGUAGE })) });
  }
});

const lessonInput = (overrides: Record<string, unknown> = {}) => ({
  lessonId: lesson.id,
  language: LANGUAGE,
  title: "O Sermão do Monte",
  content: "<h2>Bem-aventuranças</h2><p>Bem-aventurados os pobres de espírito.</p>",
  ...overrides,
});
const questionInput = (overrides: Record<string, unknown> = {}) => ({
  questionId: question.id,
  language: LANGUAGE,
  text: "Qual é o tema do Evangelho?",
  options: question.options.map((o, i) => ({ id: o.id, text: `Opção ${i + 1}` })),
  ...overrides,
});

describe("who may translate a lesson and its questions", () => {
  it("refuses a signed-out visitor (401) and a student (403), and writes nothing", async () => {
    setTestRequest({});
    expect(await saveLessonTranslationAction(lessonInput())).toMatchObject({ ok: false, status: 401 });
    expect(await saveQuestionTranslationAction(questionInput())).toMatchObject({ ok: false, status: 401 });
    await signInAs("student@example.com");
    expect(await saveLessonTranslationAction(lessonInput())).toMatchObject({ ok: false, status: 403 });
    expect(await saveQuestionTranslationAction(questionInput())).toMatchObject({ ok: false, status: 403 });
    expect(await storedLesson()).toBeNull();
    expect(await storedQuestion()).toBeNull();
  });

  it("refuses an instructor who does not teach the course", async () => {
    const other = await createUser({ firstName: "Apollos", lastName: "Alexandria", email: uniqueEmail("instructor"), password: "eloquent-man-1" });
    await db.user.update({ where: { id: other.id }, data: { role: "instructor" } });
    await db.courseInstructor.create({ data: { courseId: (await db.course.findUniqueOrThrow({ where: { slug: "leviticus" } })).id, userId: other.id } });
    await signInAs(other.email);
    expect(await saveLessonTranslationAction(lessonInput())).toMatchObject({ ok: false, status: 403, code: "NOT_COURSE_INSTRUCTOR" });
    expect(await saveQuestionTranslationAction(questionInput())).toMatchObject({ ok: false, status: 403, code: "NOT_COURSE_INSTRUCTOR" });
    expect(await storedLesson()).toBeNull();
    expect(await storedQuestion()).toBeNull();
  });

  it("lets the course's instructor save a lesson, sanitised, and revalidates the course pages", async () => {
    await signInAs("instructor@example.com");
    invalidated.length = 0;
    const result = await saveLessonTranslationAction(
      lessonInput({ title: "  O Sermão do Monte ", content: '<p onclick="steal()">Bem-aventurados.</p><script>alert(1)</script><iframe src="https://evil"></iframe>' }),
    );
    expect(result).toEqual({ ok: true, data: { lessonId: lesson.id, language: LANGUAGE, title: "O Sermão do Monte", content: "<p>Bem-aventurados.</p>", created: true } });
    expect(invalidated).toContain("tag:courses");
    expect(await storedLesson()).toMatchObject({ title: "O Sermão do Monte", content: "<p>Bem-aventurados.</p>" });

    // Empty content: the title only is translated (students see the English text with a note).
    expect(await saveLessonTranslationAction(lessonInput({ content: "" }))).toMatchObject({ ok: true, data: { content: "", created: false } });
  });

  it("lets the course's instructor save a question with all its options", async () => {
    await signInAs("instructor@example.com");
    const result = await saveQuestionTranslationAction(questionInput());
    expect(result).toMatchObject({ ok: true, data: { questionId: question.id, text: "Qual é o tema do Evangelho?" } });
    expect(await storedQuestion()).toMatchObject({ text: "Qual é o tema do Evangelho?" });
    expect((await storedOptions()).map((o) => o.text).sort()).toEqual(question.options.map((_, i) => `Opção ${i + 1}`));
  });

  it("lets an admin translate any course", async () => {
    await signInAs("admin@example.com");
    expect(await saveLessonTranslationAction(lessonInput({ title: "Sermão (Admin)" }))).toMatchObject({ ok: true, data: { title: "Sermão (Admin)" } });
    expect(await saveQuestionTranslationAction(questionInput({ text: "Pergunta (Admin)" }))).toMatchObject({ ok: true });
    expect(await storedQuestion()).toMatchObject({ text: "Pergunta (Admin)" });
  });
});

describe("what a lesson or question translation must hold", () => {
  it("answers field errors for bad input and keeps what was stored", async () => {
    await signInAs("instructor@example.com");
    const before = await storedLesson();
    expect(await saveLessonTranslationAction(lessonInput({ title: "O", content: "x".repeat(60_001), language: "xx" }))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        title: ["Title must be at least 2 characters"],
        content: ["Content must be at most 60000 characters"],
        language: ["Choose a language."],
      },
    });
    expect(await saveLessonTranslationAction(lessonInput({ language: "en" }))).toMatchObject({
      fieldErrors: { language: ["Please select a different language to create translations."] },
    });
    expect(await saveLessonTranslationAction(lessonInput({ content: "<script>alert(1)</script>" }))).toMatchObject({
      ok: false,
      status: 400,
      code: "CONTENT_EMPTY_AFTER_SANITISING",
    });
    expect(await storedLesson()).toEqual(before);
  });

  it("refuses a question whose options are missing, repeated or from another question, and writes none of it", async () => {
    await signInAs("instructor@example.com");
    const before = { question: await storedQuestion(), options: await storedOptions() };
    const [first, second] = question.options;
    const other = await db.questionOption.findFirstOrThrow({ where: { questionId: { not: question.id } }, select: { id: true } });
    for (const options of [
      [{ id: first!.id, text: "a" }, { id: second!.id, text: "b" }],
      question.options.map((o, i) => ({ id: i === 1 ? first!.id : o.id, text: "x" })),
      question.options.map((o, i) => ({ id: i === 0 ? other.id : o.id, text: "x" })),
    ]) {
      expect(await saveQuestionTranslationAction(questionInput({ text: "Nova", options }))).toMatchObject({ ok: false, status: 400, code: "OPTIONS_MISMATCH" });
    }
    expect(await saveQuestionTranslationAction(questionInput({ text: " ", options: question.options.map((o) => ({ id: o.id, text: "" })) }))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { text: ["Enter the question."] },
    });
    expect({ question: await storedQuestion(), options: await storedOptions() }).toEqual(before);
  });

  it("answers 404 for an unknown lesson or question", async () => {
    await signInAs("admin@example.com");
    expect(await saveLessonTranslationAction(lessonInput({ lessonId: "no-such-lesson" }))).toMatchObject({ ok: false, status: 404 });
    expect(await saveQuestionTranslationAction(questionInput({ questionId: "no-such-question" }))).toMatchObject({ ok: false, status: 404 });
  });
});
