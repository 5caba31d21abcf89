/** @jest-environment node */
import { acceptsAnswers, deadlineFor, grade, GRACE_SECONDS, remainingSeconds } from "./grading";

const key = new Map([
  ["q1", "a"],
  ["q2", "b"],
  ["q3", "c"],
]);

it("grades the share of right answers, unanswered counting as wrong, against the passing score", () => {
  expect(grade(key, { q1: "a", q2: "b", q3: "x" }, 70)).toEqual({ correct: 2, total: 3, score: 67, passed: false });
  expect(grade(key, { q1: "a", q2: "b", q3: "c" }, 70)).toEqual({ correct: 3, total: 3, score: 100, passed: true });
  expect(grade(key, {}, 0)).toMatchObject({ score: 0, passed: true });
  expect(grade(key, { q1: "a", stray: "a" }, 30)).toMatchObject({ correct: 1, score: 33, passed: true });
});

it("counts whole seconds left and never goes below zero", () => {
  const deadline = new Date("2026-01-01T10:30:00Z");
  expect(remainingSeconds(deadline, new Date("2026-01-01T10:00:00Z"))).toBe(1800);
  expect(remainingSeconds(deadline, new Date("2026-01-01T10:29:59.200Z"))).toBe(1);
  expect(remainingSeconds(deadline, new Date("2026-01-01T10:31:00Z"))).toBe(0);
});

it("accepts answers up to the grace period after the deadline, not later", () => {
  const deadline = deadlineFor(new Date("2026-01-01T10:00:00Z"), 30);
  expect(deadline.toISOString()).toBe("2026-01-01T10:30:00.000Z");
  expect(acceptsAnswers(deadline, new Date(deadline.getTime() + GRACE_SECONDS * 1000))).toBe(true);
  expect(acceptsAnswers(deadline, new Date(deadline.getTime() + GRACE_SECONDS * 1000 + 1))).toBe(false);
});
