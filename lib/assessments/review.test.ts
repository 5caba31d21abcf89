/** @jest-environment node */
import type { QuestionForReview } from "./attempt-questions";
import { LIFETIME_ATTEMPTS } from "./lifetime-cap";
import { buildReview, mayShowAnswers } from "./review";

const question = (id: string, lesson: QuestionForReview["lesson"]): QuestionForReview => ({
  id,
  text: `Question ${id}?`,
  lesson,
  options: [
    { id: `${id}-a`, text: "A", isCorrect: false },
    { id: `${id}-b`, text: "B", isCorrect: true },
  ],
});
const questions = [question("q1", { id: "l1", title: "Lesson one" }), question("q2", { id: "l2", title: "Lesson two" }), question("q3", null)];
const answers = { q1: "q1-b", q2: "q2-a" };

it("names the teaching lesson of every question, right or missed, and carries no correctness while hidden", () => {
  const review = buildReview(questions, answers, false);
  expect(review.answersShown).toBe(false);
  expect(review.questions.map((q) => [q.id, q.chosenOptionId, q.lesson?.title ?? null])).toEqual([
    ["q1", "q1-b", "Lesson one"],
    ["q2", "q2-a", "Lesson two"],
    ["q3", null, null],
  ]);
  const json = JSON.stringify(review);
  expect(json).not.toContain("isCorrect");
  expect(json).not.toContain("answeredRight");
});

it("shows which were right and the correct option of every question once answers may be shown", () => {
  const review = buildReview(questions, answers, true);
  expect(review.questions.map((q) => q.answeredRight)).toEqual([true, false, false]);
  expect(review.questions.map((q) => q.options.filter((o) => o.isCorrect).map((o) => o.id))).toEqual([["q1-b"], ["q2-b"], ["q3-b"]]);
});

it("shows answers once passed, or once every attempt of the lifetime cap is submitted, never for the window's cap", () => {
  expect(mayShowAnswers(false, 0)).toBe(false);
  expect(mayShowAnswers(false, 3)).toBe(false); // the old window cap (3 a day) no longer opens the key
  expect(mayShowAnswers(false, LIFETIME_ATTEMPTS - 1)).toBe(false);
  expect(mayShowAnswers(false, LIFETIME_ATTEMPTS)).toBe(true);
  expect(mayShowAnswers(true, 1)).toBe(true);
});
