import { randomBytes } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db";
import { englishTranslator } from "@/lib/i18n/english";
import { poolCourse } from "@/test/helpers/assessment-pools";
import { SEED_ACTOR } from "./actor";
import { createQuestions, removeQuestion, updateAssessment, updateQuestion } from "./question-save";

// Questions in the studio: bad input gets its message and writes nothing; a question students answered keeps
// its options and is retired rather than deleted; another course's instructor is told it is not found.
const t = englishTranslator("Studio");
const run = randomBytes(4).toString("hex");
let pool: Awaited<ReturnType<typeof poolCourse>>;
let otherCourseLesson: string;
let stranger: { id: string; role: "instructor" };

beforeAll(async () => {
  pool = await poolCourse({ pool: 4, perAttempt: 2 });
  otherCourseLesson = (await db.lesson.findFirstOrThrow({ where: { course: { slug: "genesis" } } })).id;
  const user = await db.user.create({ data: { firstName: "Other", lastName: "Teacher", email: `question-save-${run}@example.com`, passwordHash: "x", role: "instructor" } });
  stranger = { id: user.id, role: "instructor" };
});

afterAll(async () => {
  await pool.remove();
  await db.user.delete({ where: { id: stranger.id } });
});

const questionCount = () => db.question.count({ where: { assessmentId: pool.aid } });
const good = { text: "Which pool did Jesus send the blind man to?", options: ["Siloam", "Bethesda", "Gihon"], correct: 0, explanation: "John 9:7." };

it("adds questions with their options, and refuses a bad one with its message, adding none", async () => {
  const [id] = await createQuestions(pool.aid, [good], SEED_ACTOR);
  const stored = await db.question.findUniqueOrThrow({ where: { id: id! }, include: { options: { orderBy: { order: "asc" } } } });
  expect(stored).toMatchObject({ order: 5, text: good.text, explanation: "John 9:7.", retiredAt: null });
  expect(stored.options.map((o) => [o.text, o.isCorrect])).toEqual([["Siloam", true], ["Bethesda", false], ["Gihon", false]]);

  const before = await questionCount();
  const refusals: [Record<string, unknown>, string][] = [
    [{ options: ["Only one"] }, t("errorOptionsCount")],
    [{ options: ["a", "b", "c", "d", "e", "f", "g"] }, t("errorOptionsCount")],
    [{ correct: 3 }, t("errorCorrectOption")],
    [{ options: ["Siloam", "siloam"] }, t("errorOptionsDistinct")],
    [{ text: "?" }, t("errorQuestionText")],
  ];
  for (const [overrides, message] of refusals) {
    const error = await createQuestions(pool.aid, [good, { ...good, ...overrides }], SEED_ACTOR).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(z.ZodError);
    expect((error as z.ZodError).issues.map((i) => i.message)).toEqual([message]);
  }
  await expect(createQuestions(pool.aid, [{ ...good, lessonId: otherCourseLesson }], SEED_ACTOR)).rejects.toMatchObject({
    status: 400,
    details: { fieldErrors: { lessonId: [t("errorQuestionLesson")] } },
  });
  expect(await questionCount()).toBe(before);
});

it("corrects a keyed answer and drops an unused option, but keeps the options students answered", async () => {
  const [question] = pool.assessment.questions;
  expect(await updateQuestion(question!.id, { text: question!.text, options: ["right (1)", "wrong 1 (1)", "wrong 2 (1)"], correct: 1 }, SEED_ACTOR)).toBe(true);
  const options = await db.questionOption.findMany({ where: { questionId: question!.id }, orderBy: { order: "asc" } });
  expect(options.map((o) => [o.text, o.isCorrect])).toEqual([["right (1)", false], ["wrong 1 (1)", true], ["wrong 2 (1)", false]]);
  expect(await updateQuestion(question!.id, { text: question!.text, options: ["right (1)", "wrong 1 (1)", "wrong 2 (1)"], correct: 1 }, SEED_ACTOR)).toBe(false);

  const answered = pool.assessment.questions[1]!;
  const student = await db.user.findUniqueOrThrow({ where: { email: "student@example.com" } });
  await db.assessmentAttempt.create({ data: { userId: student.id, assessmentId: pool.aid, deadline: new Date(), questionIds: [answered.id] } });
  await expect(updateQuestion(answered.id, { text: answered.text, options: ["right (2)", "wrong 1 (2)"], correct: 0 }, SEED_ACTOR)).rejects.toMatchObject({
    status: 409,
    details: { fieldErrors: { options: [t("errorOptionsInUse")] } },
  });
  expect(await db.questionOption.count({ where: { questionId: answered.id } })).toBe(4);

  expect(await removeQuestion(answered.id, SEED_ACTOR)).toBe("retired");
  expect((await db.question.findUniqueOrThrow({ where: { id: answered.id } })).retiredAt).toBeInstanceOf(Date);
  expect(await removeQuestion(pool.assessment.questions[2]!.id, SEED_ACTOR)).toBe("deleted");
  expect(await db.question.findUnique({ where: { id: pool.assessment.questions[2]!.id } })).toBeNull();
});

it("tells an instructor of another course that the assessment and its questions are not found", async () => {
  const [question] = pool.assessment.questions;
  const before = await db.question.findUniqueOrThrow({ where: { id: question!.id }, include: { options: true } });
  await expect(createQuestions(pool.aid, [good], stranger)).rejects.toMatchObject({ status: 404 });
  await expect(updateQuestion(question!.id, { ...good }, stranger)).rejects.toMatchObject({ status: 404 });
  await expect(updateAssessment(pool.aid, { title: "Taken", type: "quiz", timeLimit: 5, passingScore: 10 }, stranger)).rejects.toMatchObject({ status: 404 });
  expect(await db.question.findUniqueOrThrow({ where: { id: question!.id }, include: { options: true } })).toEqual(before);
});
