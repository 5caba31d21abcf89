import { db } from "@/lib/db";
import { translateAssessmentState, translateQuestions } from "./questions";

// Ruth's first assessment; this file owns its Japanese question, option and lesson translations for its run.
const LANGUAGE = "ja";

async function ruthQuestions() {
  const assessment = await db.assessment.findFirstOrThrow({
    where: { course: { slug: "ruth" } },
    orderBy: { order: "asc" },
    include: { questions: { orderBy: { order: "asc" }, take: 3, include: { options: { orderBy: { order: "desc" } } } } },
  });
  return assessment.questions;
}

async function clear(questions: Awaited<ReturnType<typeof ruthQuestions>>) {
  await db.questionTranslation.deleteMany({ where: { languageCode: LANGUAGE, questionId: { in: questions.map((q) => q.id) } } });
  await db.questionOptionTranslation.deleteMany({ where: { languageCode: LANGUAGE, optionId: { in: questions.flatMap((q) => q.options.map((o) => o.id)) } } });
}

let questions: Awaited<ReturnType<typeof ruthQuestions>>;
let lesson: { id: string; title: string };
beforeAll(async () => {
  questions = await ruthQuestions();
  lesson = await db.lesson.findFirstOrThrow({ where: { course: { slug: "ruth" }, order: 1 }, select: { id: true, title: true } });
  await clear(questions);
  await db.lessonTranslation.deleteMany({ where: { languageCode: LANGUAGE, lessonId: lesson.id } });
  const [first, second] = questions;
  await db.questionTranslation.create({ data: { questionId: first!.id, languageCode: LANGUAGE, text: "ルツ記の問い" } });
  await db.questionOptionTranslation.create({ data: { optionId: first!.options[0]!.id, languageCode: LANGUAGE, text: "選択肢" } });
  // An empty text counts as not translated.
  await db.questionTranslation.create({ data: { questionId: second!.id, languageCode: LANGUAGE, text: " " } });
  await db.lessonTranslation.create({ data: { lessonId: lesson.id, languageCode: LANGUAGE, title: "はじめに", content: "" } });
});
afterAll(async () => {
  await clear(questions);
  await db.lessonTranslation.deleteMany({ where: { languageCode: LANGUAGE, lessonId: lesson.id } });
});

// The attempt's order as lib/assessments hands it over (here: reversed questions, options in descending order).
const sitting = () => [...questions].reverse().map((q) => ({ id: q.id, question: q.text, options: q.options.map((o) => ({ id: o.id, text: o.text })) }));

describe("translateQuestions", () => {
  it("changes only the texts that are translated and keeps the attempt's order and ids", async () => {
    const original = sitting();
    const translated = await translateQuestions(original, LANGUAGE);
    expect(translated.map((q) => q.id)).toEqual(original.map((q) => q.id));
    expect(translated.map((q) => q.options.map((o) => o.id))).toEqual(original.map((q) => q.options.map((o) => o.id)));
    const first = translated.find((q) => q.id === questions[0]!.id)!;
    expect(first.question).toBe("ルツ記の問い");
    expect(first.options[0]!.text).toBe("選択肢");
    expect(first.options[1]!.text).toBe(questions[0]!.options[1]!.text);
    expect(translated.find((q) => q.id === questions[1]!.id)!.question).toBe(questions[1]!.text);
    expect(translated.find((q) => q.id === questions[2]!.id)!.question).toBe(questions[2]!.text);
  });

  it("returns English unchanged without reading translations", async () => {
    const original = sitting();
    expect(await translateQuestions(original, "en")).toBe(original);
    expect(await translateQuestions(original, "fr")).toEqual(original);
  });
});

describe("translateAssessmentState", () => {
  it("translates the attempt under way and the last result's review, leaving everything else as it is", async () => {
    const review = sitting().map((q) => ({ ...q, chosenOptionId: null, answeredRight: false, lesson }));
    const state = {
      attempt: { id: "a1", status: "in_progress" as const, questions: sitting(), remainingSeconds: 60 },
      lastResult: { id: "a0", status: "submitted" as const, score: 40, review: { answersShown: false, questions: review } },
      attempts: { left: 1 },
    };
    const translated = await translateAssessmentState(state, LANGUAGE);
    expect(translated.attempts).toBe(state.attempts);
    expect(translated.attempt).toMatchObject({ id: "a1", remainingSeconds: 60 });
    expect(translated.attempt!.questions.find((q) => q.id === questions[0]!.id)!.question).toBe("ルツ記の問い");
    const reviewed = translated.lastResult!.review.questions.find((q) => q.id === questions[0]!.id)!;
    expect(reviewed).toMatchObject({ question: "ルツ記の問い", lesson: { title: "はじめに" }, answeredRight: false });
    expect(await translateAssessmentState({ ...state, attempt: null, lastResult: null }, LANGUAGE)).toMatchObject({ attempt: null, lastResult: null });
  });
});
