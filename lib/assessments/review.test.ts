/** @jest-environment node */
import type { QuestionForReview } from "./attempt-questions";
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

it("names the teaching lesson on missed questions only, and never says which option is correct while hidden", () => {
  const review = buildReview(questions, answers, false);
  expect(review.answersShown).toBe(false);
  expect(review.questions.map((q) => [q.id, q.answeredRight, q.chosenOptionId, q.lesson?.title ?? null])).toEqual([
    ["q1", true, "q1-b", null],
    ["q2", false, "q2-a", "Lesson two"],
    ["q3", false, null, null],
  ]);
  expect(JSON.stringify(review)).not.toContain("isCorrect");
});

it("shows the correct option of every question once answers may be shown", () => {
  const review = buildReview(questions, answers, true);
  expect(review.questions.map((q) => q.options.filter((o) => o.isCorrect).map((o) => o.id))).toEqual([["q1-b"], ["q2-b"], ["q3-b"]]);
});

it("shows answers once passed or with no attempt left in the window", () => {
  const attempts = { maxAttempts: 3, windowHours: 24, left: 1, retryAt: null };
  expect(mayShowAnswers(false, attempts)).toBe(false);
  expect(mayShowAnswers(true, attempts)).toBe(true);
  expect(mayShowAnswers(false, { ...attempts, left: 0, retryAt: "2030-01-01T00:00:00.000Z" })).toBe(true);
});
