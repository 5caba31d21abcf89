/** @jest-environment node */
import { drawQuestions, type PoolQuestion } from "./draw";

/** 20 questions over 5 lessons, 4 each. */
const pool: PoolQuestion[] = Array.from({ length: 20 }, (_, i) => ({ id: `q${i}`, lessonId: `l${i % 5}` }));
const lessonOf = (id: string) => pool.find((q) => q.id === id)!.lessonId;

it("draws the number asked for, each question once, from the pool", () => {
  const ids = drawQuestions(pool, 10);
  expect(ids).toHaveLength(10);
  expect(new Set(ids).size).toBe(10);
  expect(ids.every((id) => pool.some((q) => q.id === id))).toBe(true);
});

it("draws every question when the count is null or above the pool", () => {
  expect([...drawQuestions(pool, null)].sort()).toEqual(pool.map((q) => q.id).sort());
  expect(drawQuestions(pool.slice(0, 3), 8)).toHaveLength(3);
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
  const mixed: PoolQuestion[] = [
    { id: "a", lessonId: "l1" },
    { id: "b", lessonId: "l1" },
    { id: "c", lessonId: "l1" },
    { id: "d", lessonId: null },
    { id: "e", lessonId: null },
  ];
  for (let run = 0; run < 20; run++) expect(drawQuestions(mixed, 3).filter((id) => ["a", "b", "c"].includes(id))).toHaveLength(1);
});

it("draws differently from one attempt to the next", () => {
  const draws = new Set(Array.from({ length: 10 }, () => drawQuestions(pool, 10).join(",")));
  expect(draws.size).toBeGreaterThan(1);
});

it("follows the random source given", () => {
  const first = () => 0;
  expect(drawQuestions(pool, 5, first)).toEqual(drawQuestions(pool, 5, first));
});
