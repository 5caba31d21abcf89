/** @jest-environment node */
import { analyseItems, MIN_RESPONSES, type AnalysedAttempt, type AnalysedQuestion } from "./item-analysis";

const question = (id: string): AnalysedQuestion => ({
  id,
  options: ["a", "b", "c", "d"].map((letter, index) => ({ id: `${id}${letter}`, isCorrect: index === 0 })),
});
const pool = ["q1", "q2", "q3", "q4"].map(question);
// Five students of growing strength (q3 and q4 tell them apart): q2 is answered right by the three strongest,
// q1 only by the two weakest (a wrong key would do this).
const attempts = [
  { questionIds: [], answers: { q1: "q1a", q2: "q2b", q3: "q3c", q4: "q4b" } },
  { questionIds: [], answers: { q1: "q1a", q2: "q2c", q3: "q3b", q4: "q4c" } },
  { questionIds: [], answers: { q1: "q1b", q2: "q2a", q3: "q3a", q4: "q4b" } },
  { questionIds: [], answers: { q1: "q1b", q2: "q2a", q3: "q3b", q4: "q4a" } },
  { questionIds: [], answers: { q1: "q1c", q2: "q2a", q3: "q3a", q4: "q4a" } },
];

describe("analyseItems", () => {
  const [q1, q2, q3] = analyseItems(pool, attempts);

  it("gives the facility index as the percent of responses right", () => {
    expect(q1!.facility).toBe(40);
    expect(q2!.facility).toBe(60);
    expect(q2!.responses).toBe(5);
  });

  it("gives a negative discrimination index to a question the strongest students miss, and flags it", () => {
    expect(q1!.discrimination).toBeLessThan(0);
    expect(q1!.flags).toContain("strong-students-miss");
    expect(q2!.discrimination).toBeGreaterThan(0);
    expect(q2!.flags).not.toContain("strong-students-miss");
  });

  it("counts how often each option was chosen and flags a distractor nobody picks", () => {
    expect(q1!.chosen).toEqual({ q1a: 2, q1b: 2, q1c: 1, q1d: 0 });
    expect(q1!.unpickedOptionIds).toEqual(["q1d"]);
    expect(q3!.flags).toContain("distractor-unpicked");
    expect(q3!.unpickedOptionIds).toEqual(["q3d"]);
  });

  it("flags a question nobody misses", () => {
    const easy = attempts.map((a) => ({ ...a, answers: { ...a.answers, q2: "q2a" } }));
    expect(analyseItems(pool, easy)[1]!.flags).toContain("nobody-misses");
  });

  it("counts only attempts that drew the question, and blank answers as unanswered and wrong", () => {
    const drawn: AnalysedAttempt[] = [
      { questionIds: ["q1", "q2"], answers: { q1: "q1a" } },
      { questionIds: ["q2", "q3"], answers: { q2: "q2a", q3: "q3a" } },
    ];
    const [d1, d2, d3] = analyseItems(pool, drawn);
    expect(d1!.responses).toBe(1);
    expect(d2).toMatchObject({ responses: 2, unanswered: 1, facility: 50 });
    expect(d3!.responses).toBe(1);
  });

  it(`flags nothing below ${MIN_RESPONSES} responses, and has no index without responses or spread`, () => {
    const few = analyseItems(pool, attempts.slice(0, MIN_RESPONSES - 1));
    expect(few.every((item) => item.flags.length === 0)).toBe(true);
    expect(analyseItems(pool, [])[0]).toMatchObject({ responses: 0, facility: null, discrimination: null });
    const same = attempts.map(() => ({ questionIds: [], answers: { q1: "q1a", q2: "q2a", q3: "q3a", q4: "q4a" } }));
    expect(analyseItems(pool, same)[0]!.discrimination).toBeNull();
  });
});
