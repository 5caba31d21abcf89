/** @jest-environment node */
import { drawQuestions, questionsShown, type PoolQuestion } from "./draw";

/** 30 questions over 5 lessons, 6 each: draws of up to 10 fit the pool rule. */
const pool: PoolQuestion[] = Array.from({ length: 30 }, (_, i) => ({ id: `q${i}`, lessonId: `l${i % 5}` }));
const lessonOf = (id: string) => pool.find((q) => q.id === id)!.lessonId;

it("draws the number asked for, each question once, from the pool", () => {
  const ids = drawQuestions(pool, 10);
  expect(ids).toHaveLength(10);
  expect(new Set(ids).size).toBe(10);
  expect(ids.every((id) => pool.some((q) => q.id === id))).toBe(true);
});

it("never draws more than a third of the pool (a null draw takes the third), but one question of a small pool", () => {
  expect(drawQuestions(pool, null)).toHaveLength(10);
  expect(drawQuestions(pool, 25)).toHaveLength(10);
  expect(drawQuestions(pool.slice(0, 3), 8)).toHaveLength(1);
  expect(drawQuestions(pool.slice(0, 2), null)).toHaveLength(1);
  expect(drawQuestions([], null)).toEqual([]);
  expect([questionsShown(6, 20), questionsShown(7, 20), questionsShown(null, 0)]).toEqual([6, 6, 0]);
});

it("spreads the draw over the lessons: no lesson gives a second question before every lesson gave one", () => {
  for (let run = 0; run < 50; run++) {
    const counts = new Map<string | null, number>();
    for (const id of drawQuestions(pool, 7)) counts.set(lessonOf(id), (counts.get(lessonOf(id)) ?? 0) + 1);
    expect(counts.size).toBe(5);
    expect(Math.max(...counts.values()) - Math.min(...counts.values())).toBeLessThanOrEqual(1);
  }
});

it("treats questions without a lesson as lessons of their own", () => {
  // Nine questions: three of one lesson, six without; three drawn take at most one of the lesson's.
  const mixed: PoolQuestion[] = [
    ...["a", "b", "c"].map((id) => ({ id, lessonId: "l1" })),
    ...["d", "e", "f", "g", "h", "i"].map((id) => ({ id, lessonId: null })),
  ];
  for (let run = 0; run < 20; run++) {
    const drawn = drawQuestions(mixed, 3);
    expect(drawn).toHaveLength(3);
    expect(drawn.filter((id) => ["a", "b", "c"].includes(id)).length).toBeLessThanOrEqual(1);
  }
});

it("draws differently from one attempt to the next", () => {
  const draws = new Set(Array.from({ length: 10 }, () => drawQuestions(pool, 10).join(",")));
  expect(draws.size).toBeGreaterThan(1);
});

it("follows the random source given", () => {
  const first = () => 0;
  expect(drawQuestions(pool, 5, first)).toEqual(drawQuestions(pool, 5, first));
});
