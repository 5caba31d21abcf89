/** @jest-environment node */
// The fairness rules over the course data: the correct option is the unique longest in at most 30%
// of a course's questions, always picking the longest option passes no assessment, each pool holds at least
// 3× the questions an attempt draws, and every question names the lesson that teaches it; then (below) the
// same by every cue at once, fixed strategies under the real attempt rules, and interpret questions.
import fs from "node:fs";
import path from "node:path";
import { drawQuestions } from "../../lib/assessments/draw";
import { grade } from "../../lib/assessments/grading";
import { orderForAttempt } from "../../lib/assessments/order";
import { loadCurriculum, type CourseData } from "./curriculum";
import {
  bestStrategy,
  CATALOGUE,
  checkCourse,
  checkCourseFairness,
  checkQuestionKind,
  checkSchoolFairness,
  checkTranslationFairness,
  contentWords,
  CUES,
  cueRankShares,
  drawIndices,
  interpretShare,
  MAX_CUE_RANK_SHARE,
  MAX_STRATEGY_PASS_CHANCE,
  MIN_INTERPRET_SHARE,
  rankChances,
  rightNeededToPass,
  SCHOOL_CUE_RANK_SHARE,
  SCHOOL_CUE_TOLERANCE,
  seededRandomInt,
  sharedWords,
  strategyPassChances,
  SUMMARY_OPTION,
  longestCorrectShare,
  longestStrategyPassChance,
  MAX_LONGEST_CORRECT_SHARE,
  MAX_LONGEST_PASS_CHANCE,
  POOL_FACTOR,
} from "./curriculum-rules.mjs";

const q = (options: string[], correct: number, extra: Record<string, unknown> = {}) => ({ question: "Which is right here?", options, correct, ...extra });
const courseWith = (questions: ReturnType<typeof q>[], assessment: Record<string, unknown> = {}) =>
  ({ assessments: [{ questions, ...assessment }] }) as unknown as CourseData;

describe("longestCorrectShare", () => {
  it("counts questions whose correct option is the single longest, by characters", () => {
    const course = courseWith([
      q(["a", "bb", "longest", "cc"], 2), // correct and uniquely longest
      q(["a", "bb", "longest", "cc"], 0), // correct but not longest
      q(["same1", "same2", "b", "c"], 0), // tied for longest: not unique
      q(["é", "ab", "c", "d"], 1), // "ab" is longest: two characters, not bytes
    ]);
    expect(longestCorrectShare(course)).toBe(0.5);
    expect(longestCorrectShare({ assessments: [] } as unknown as CourseData)).toBe(0);
  });
});

describe("longestStrategyPassChance", () => {
  const longestRight = q(["a", "bb", "c", "d"], 1);
  const longestWrong = q(["a", "bb", "c", "d"], 0);
  const tied = q(["aa", "bb", "c", "d"], 1); // right half the time
  const assessment = (questions: ReturnType<typeof q>[], questionsPerAttempt: number, passingScore = 50) => ({ questions, questionsPerAttempt, passingScore });

  it("is certain when the longest is always right, nil when never", () => {
    expect(longestStrategyPassChance(assessment([longestRight, longestRight], 2))).toBe(1);
    expect(longestStrategyPassChance(assessment([longestWrong, longestWrong], 2))).toBe(0);
  });

  it("counts the server's draws from the pool: 1 of 2 questions, one of which the strategy gets right", () => {
    expect(longestStrategyPassChance(assessment([longestRight, longestWrong], 1))).toBe(0.5);
    // 2 of 4 drawn (6 draws), pass at 50% needs 1 right: only the draw of the two wrong ones fails.
    expect(longestStrategyPassChance(assessment([longestRight, longestRight, longestWrong, longestWrong], 2))).toBeCloseTo(5 / 6);
  });

  it("takes a tie among the longest as a coin toss", () => {
    expect(longestStrategyPassChance(assessment([tied], 1))).toBe(0.5);
    expect(longestStrategyPassChance(assessment([tied, tied], 2, 100))).toBe(0.25);
  });
});

describe("the new data fields", () => {
  const jude = () => structuredClone(loadCurriculum().find((c) => c.slug === "jude")!);
  const index = CATALOGUE.findIndex(([slug]) => slug === "jude");
  const problems = (course: CourseData) => checkCourse(course, "jude.json", index);

  it("accepts the data's own Jude, and further reading without publisher or year", () => {
    const course = jude();
    expect(problems(course)).toEqual([]);
    course.furtherReading = [{ author: "Richard Bauckham", title: "Jude, 2 Peter", publisher: "Word", year: 1983 }, { author: "A. Author", title: "A Title" }];
    expect(problems(course)).toEqual([]);
  });

  it("requires questionsPerAttempt, a lesson on every question and some further reading", () => {
    const course = jude();
    delete course.assessments[0]!.questionsPerAttempt;
    delete course.assessments[0]!.questions[2]!.lesson;
    delete course.furtherReading;
    const found = problems(course).join("\n");
    expect(found).toContain("questionsPerAttempt must be from 5");
    expect(found).toContain("question 3: lesson must be a lesson number");
    expect(found).toContain("furtherReading: list at least one work");
  });

  it("refuses a pool under 3× the draw, and a course the always-longest strategy can pass", () => {
    const course = jude();
    const assessment = course.assessments[0]!;
    assessment.questionsPerAttempt = Math.floor(assessment.questions.length / POOL_FACTOR) + 1;
    for (const q of assessment.questions) q.options[q.correct] = `${q.options[q.correct]} — by far the longest option of all`;
    const found = problems(course).join("\n");
    expect(found).toContain(`assessment 1: a pool of ${assessment.questions.length} for ${assessment.questionsPerAttempt} per attempt`);
    expect(found).toContain("assessment 1: always picking the longest option passes 100.0% of attempts");
    expect(found).toContain("the correct option is the unique longest in 100% of questions");
  });

  it("refuses a lesson out of range, questionsPerAttempt under 5 or over the pool, and malformed further reading", () => {
    const course = jude();
    const pool = course.assessments[0]!.questions.length;
    course.assessments[0]!.questionsPerAttempt = pool + 1;
    course.assessments[0]!.questions[0]!.lesson = course.lessons.length + 1;
    course.assessments[0]!.questions[1]!.lesson = 0;
    course.furtherReading = [{ author: "", title: "x" } as never, { author: "Someone", title: "Book", year: "1990" } as never, { author: "Someone", title: "Book", isbn: 1 } as never];
    const found = problems(course).join("\n");
    expect(found).toContain("questionsPerAttempt must be from 5");
    expect(found).toContain("question 1: lesson must be a lesson number");
    expect(found).toContain("question 2: lesson must be a lesson number");
    expect(found).toContain("furtherReading 1: author missing");
    expect(found).toContain("furtherReading 1: title missing");
    expect(found).toContain("furtherReading 2: year must be a year");
    expect(found).toContain("furtherReading 3: unknown field(s) isbn");
    course.assessments[0]!.questionsPerAttempt = 4;
    expect(problems(course).join("\n")).toContain("questionsPerAttempt must be from 5");
  });
});

describe("every course in the data", () => {
  let courses: CourseData[];
  beforeAll(() => {
    courses = loadCurriculum();
  });

  it("has the correct option as the unique longest in at most 30% of its questions", () => {
    for (const course of courses) expect([course.slug, longestCorrectShare(course) <= MAX_LONGEST_CORRECT_SHARE]).toEqual([course.slug, true]);
  });

  it("lets the always-longest strategy pass no assessment (under 1 attempt in 100 over the server's draws)", () => {
    for (const course of courses) {
      const chances = course.assessments.map((a) => longestStrategyPassChance(a));
      expect([course.slug, chances.every((chance) => chance < MAX_LONGEST_PASS_CHANCE)]).toEqual([course.slug, true]);
    }
  });

  it("draws each attempt from a pool at least 3 times its size, and names each question's lesson", () => {
    for (const course of courses) {
      for (const a of course.assessments) {
        expect([course.slug, a.questions.length >= POOL_FACTOR * a.questionsPerAttempt!]).toEqual([course.slug, true]);
        for (const q of a.questions) expect([course.slug, q.lesson! >= 1 && q.lesson! <= course.lessons.length]).toEqual([course.slug, true]);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Fair tests by every cue at once (issue 27): length rank, position in the data, words shared with the question,
// 'all of the above'; fixed strategies against the real draw and option shuffle; interpret questions.

describe("rankChances", () => {
  it("puts the correct option at its rank, sharing tied ranks evenly", () => {
    expect(rankChances([5, 9, 3, 7], 3)).toEqual([0, 1, 0, 0]);
    expect(rankChances([5, 5, 3, 9], 0)).toEqual([0, 0.5, 0.5, 0]);
    expect(rankChances([1, 1, 1, 1], 2)).toEqual([0.25, 0.25, 0.25, 0.25]);
  });
});

describe("shared words", () => {
  it("compares content words only: lower-cased, stop words out, plurals and possessives folded", () => {
    expect([...contentWords("What did the Covenants of God's people promise?")].sort()).toEqual(["covena", "god", "people", "promis"]);
    expect(sharedWords("Why did Hosea marry Gomer?", "Because God told HOSEA to marry her")).toBe(2);
    expect(sharedWords("Why did Hosea marry Gomer?", "To picture the covenant")).toBe(0);
  });
});

describe("rightNeededToPass", () => {
  it("follows the rounded whole-percent score of grading.ts", () => {
    expect(rightNeededToPass(10, 70)).toBe(7);
    expect(rightNeededToPass(9, 70)).toBe(7);
    expect(rightNeededToPass(8, 70)).toBe(6);
    expect(rightNeededToPass(6, 70)).toBe(5);
    expect(rightNeededToPass(23, 70)).toBe(16); // 69.6% rounds to 70
    for (const n of [5, 6, 7, 8, 9, 10, 23, 30]) {
      const key = new Map(Array.from({ length: n }, (_, i) => [`q${i}`, "right"]));
      const needed = rightNeededToPass(n, 70);
      const answers = (c: number) => Object.fromEntries(Array.from({ length: c }, (_, i) => [`q${i}`, "right"]));
      expect(grade(key, answers(needed), 70).passed).toBe(true);
      expect(grade(key, answers(needed - 1), 70).passed).toBe(false);
    }
  });
});

describe("drawIndices mirrors the server's draw", () => {
  it("draws the same questions as lib/assessments/draw.ts from the same random numbers", () => {
    const lessons = Array.from({ length: 26 }, (_, i) => `lesson:${(i * 5) % 7}`);
    const pool = lessons.map((lessonId, i) => ({ id: String(i), lessonId }));
    for (let seed = 1; seed <= 200; seed++) {
      const wanted = 5 + (seed % 6);
      const server = drawQuestions(pool, wanted, seededRandomInt(seed)).map(Number).sort((a, b) => a - b);
      const mirror = drawIndices(lessons, wanted, seededRandomInt(seed)).sort((a, b) => a - b);
      expect(mirror).toEqual(server);
    }
  });
});

describe("strategyPassChances", () => {
  const question = (lengths: number[], correct: number, lesson: number, text = "Which one?") => ({
    question: text,
    options: lengths.map((n, i) => String.fromCharCode(97 + i).repeat(n)),
    correct,
    lesson,
  });
  const binomialAtLeast = (n: number, p: number, k: number) => {
    let sum = 0;
    for (let c = k; c <= n; c++) {
      let ways = 1;
      for (let i = 0; i < c; i++) ways = (ways * (n - i)) / (i + 1);
      sum += ways * p ** c * (1 - p) ** (n - c);
    }
    return sum;
  };

  it("gives position strategies 1 in 4 per question, the options being shuffled per attempt", () => {
    const qs = Array.from({ length: 15 }, (_, i) => question([4, 3, 2, 1], 0, (i % 5) + 1));
    const chances = strategyPassChances({ questions: qs, questionsPerAttempt: 5, passingScore: 70 });
    expect(chances["position 1"]).toBeCloseTo(binomialAtLeast(5, 0.25, 4), 10);
    expect(chances["length rank 1"]).toBe(1); // the longest is always right here
    expect(chances["length rank 2"]).toBe(0);
  });

  it("counts a tie as a coin toss and follows the draw: one question per lesson, each lesson's question at random", () => {
    // Lessons 1-5, six questions each (the pool three times the draw): three the longest option gets right, three
    // it gets wrong. Five are drawn, one per lesson, so each is right with chance 1/2.
    const qs = [1, 2, 3, 4, 5].flatMap((l) => [0, 0, 0, 1, 1, 1].map((correct) => question([9, 1, 1, 1], correct, l)));
    const chances = strategyPassChances({ questions: qs, questionsPerAttempt: 5, passingScore: 70 });
    expect(chances["length rank 1"]).toBeCloseTo(binomialAtLeast(5, 0.5, 4), 10);
    // Ties among the three short options: rank 2 picks the correct short one a third of the time.
    expect(chances["length rank 2"]).toBeCloseTo(binomialAtLeast(5, 1 / 6, 4), 10);
  });

  it("plays 'all of the above' where an option stands for the others, and guesses elsewhere", () => {
    const summary = { question: "Which are gifts?", options: ["Faith", "Hope", "Love", "All of the above"], correct: 3, lesson: 1 };
    const qs = Array.from({ length: 15 }, (_, i) => ({ ...summary, lesson: (i % 5) + 1 }));
    expect(strategyPassChances({ questions: qs, questionsPerAttempt: 5, passingScore: 70 })["all of the above"]).toBe(1);
    expect(SUMMARY_OPTION.test("Both A and B")).toBe(true);
    expect(SUMMARY_OPTION.test("None of these")).toBe(true);
    expect(SUMMARY_OPTION.test("All nations will be blessed")).toBe(false);
  });
});

describe("interpret questions", () => {
  const jude = () => structuredClone(loadCurriculum().find((c) => c.slug === "jude")!);
  const index = CATALOGUE.findIndex(([slug]) => slug === "jude");

  it("must name or quote a passage and ask what it means or how it applies", () => {
    expect(checkQuestionKind({ question: "What does Jude 3 mean by contending for the faith?", kind: "interpret" })).toEqual([]);
    expect(checkQuestionKind({ question: "Who wrote the letter of Jude?", kind: "interpret" })).toEqual([
      "an interpret question must name or quote a passage",
      "an interpret question must ask what the passage means or how it applies",
    ]);
    expect(checkQuestionKind({ question: "x", kind: "trivia" })).toEqual(["kind must be one of interpret"]);
  });

  it("refuses a course where fewer than a quarter of the questions are interpret questions", () => {
    const course = structuredClone(loadCurriculum().find((c) => c.slug === "hosea")!);
    expect(interpretShare(course)).toBeGreaterThanOrEqual(MIN_INTERPRET_SHARE);
    for (const q of course.assessments[0]!.questions) delete q.kind;
    const hoseaIndex = CATALOGUE.findIndex(([slug]) => slug === "hosea");
    expect(checkCourse(course, "28-hosea.json", hoseaIndex).join("\n")).toContain("0.0% of questions ask to interpret or apply a passage (at least 25%)");
    expect(checkCourse(jude(), "jude.json", index)).toEqual([]);
  });
});

/** A copy of a course in which, in every question, one wrong option is padded to beat the correct one by a few characters. */
function withOnePaddedDistractor(course: CourseData): CourseData {
  const copy = structuredClone(course);
  for (const a of copy.assessments)
    for (const q of a.questions) {
      const wrong = q.options.findIndex((_, i) => i !== q.correct);
      const longest = Math.max(...q.options.map((o) => [...o].length));
      const target = Math.max(longest, [...q.options[q.correct]!].length) + 4;
      while ([...q.options[wrong]!].length < target) q.options[wrong] = `${q.options[wrong]} indeed`;
      // Then the correct option is made the second-longest: the padding beats it, the rest stay shorter.
      const others = q.options.map((_, i) => i).filter((i) => i !== q.correct && i !== wrong);
      for (const i of others) if ([...q.options[i]!].length >= [...q.options[q.correct]!].length) q.options[i] = q.options[i]!.slice(0, Math.max(1, [...q.options[q.correct]!].length - 1 - i));
    }
  return copy;
}

describe("every course by every cue", () => {
  let courses: CourseData[];
  beforeAll(() => {
    courses = loadCurriculum();
  });

  it("puts the correct option at no rank of length, position or shared words in more than 35% of a course's questions", () => {
    for (const course of courses) {
      const qs = course.assessments.flatMap((a) => a.questions);
      for (const cue of Object.keys(CUES) as (keyof typeof CUES)[])
        expect([course.slug, cue, cueRankShares(qs, cue).every((s) => s <= MAX_CUE_RANK_SHARE + 1e-9)]).toEqual([course.slug, cue, true]);
    }
  });

  it("spreads each rank of each cue to 25% ± 5 pp over the whole school", () => {
    expect(checkSchoolFairness(courses)).toEqual([]);
    const qs = courses.flatMap((c) => c.assessments.flatMap((a) => a.questions));
    for (const cue of Object.keys(CUES) as (keyof typeof CUES)[])
      for (const share of cueRankShares(qs, cue)) expect(Math.abs(share - SCHOOL_CUE_RANK_SHARE)).toBeLessThanOrEqual(SCHOOL_CUE_TOLERANCE);
  });

  it("lets no fixed strategy pass any assessment with more than a 5% chance per attempt (exact given the draw's lesson counts)", () => {
    for (const course of courses)
      for (const [i, a] of course.assessments.entries()) {
        const { strategy, chance } = bestStrategy(a);
        expect([course.slug, i + 1, strategy, chance <= MAX_STRATEGY_PASS_CHANCE]).toEqual([course.slug, i + 1, strategy, true]);
      }
  });

  it("asks at least a quarter of each course's questions to interpret or apply a passage", () => {
    for (const course of courses) expect([course.slug, interpretShare(course) >= MIN_INTERPRET_SHARE]).toEqual([course.slug, true]);
  });

  it("holds the translated questions to the same length rules", () => {
    const dir = path.join(__dirname, "data/lesson-translations/full");
    let checked = 0;
    for (const lang of fs.readdirSync(dir))
      for (const course of courses) {
        const file = path.join(dir, lang, `${course.slug}.json`);
        if (!fs.existsSync(file)) continue;
        const translation = JSON.parse(fs.readFileSync(file, "utf8"));
        if (!translation.assessments) continue;
        checked++;
        expect([lang, course.slug, checkTranslationFairness(course, translation)]).toEqual([lang, course.slug, []]);
      }
    expect(checked).toBeGreaterThanOrEqual(11);
  });

  it("fails on a copy of the data with one padded distractor per question, the cue the issue found", () => {
    const index = CATALOGUE.findIndex(([slug]) => slug === "hosea");
    const hosea = courses.find((c) => c.slug === "hosea")!;
    expect(checkCourse(hosea, "28-hosea.json", index)).toEqual([]);
    const padded = withOnePaddedDistractor(hosea);
    expect(checkCourse(padded, "28-hosea.json", index).join("\n")).toContain("28-hosea.json: the correct option is at length rank 2 in 100.0% of questions (at most 35%)");
    expect(checkCourseFairness(padded).join("\n")).toMatch(/assessment 1: always picking by length rank 2 passes 100\.0% of attempts/);
    expect(checkSchoolFairness(courses.map((c) => withOnePaddedDistractor(c))).join("\n")).toContain("length rank 2 in 100.0%");
  });

  it("fails when a single distractor is padded in a course at the limit", () => {
    // A course whose correct options sit at length rank 2 in exactly 35% of its questions passes; padding one more
    // distractor past its correct option tips it over.
    const hosea = structuredClone(courses.find((c) => c.slug === "hosea")!);
    const qs = hosea.assessments.flatMap((a) => a.questions);
    const atRank2 = () => cueRankShares(qs, "length")[1]!;
    const limit = Math.floor(MAX_CUE_RANK_SHARE * qs.length);
    const padOne = () => {
      const q = qs.find((x) => CUES.length(x)[0] === 1)!; // the correct option is the unique longest
      const wrong = q.options.findIndex((_, i) => i !== q.correct);
      q.options[wrong] = `${q.options[q.correct]} too`;
    };
    while (Math.round(atRank2() * qs.length) < limit) padOne();
    const index = CATALOGUE.findIndex(([slug]) => slug === "hosea");
    expect(checkCourse(hosea, "28-hosea.json", index).filter((m) => m.includes("length rank 2 in"))).toEqual([]);
    padOne();
    expect(checkCourse(hosea, "28-hosea.json", index).join("\n")).toContain("length rank 2 in");
  });

  it("simulates the cheap strategies with the real draw, option shuffle and grading: none passes an assessment", () => {
    // Independent of the exact computation: attempts drawn by lib/assessments/draw.ts, options in the attempt's
    // order (lib/assessments/order.ts), graded by lib/assessments/grading.ts.
    const attempts = 120;
    const picks: Record<string, (q: { question: string; options: string[] }) => number> = {
      longest: (q) => rankedBy(q.options.map((o) => [...o].length))[0]!,
      "second-longest": (q) => rankedBy(q.options.map((o) => [...o].length))[1]!,
      "third-longest": (q) => rankedBy(q.options.map((o) => [...o].length))[2]!,
      shortest: (q) => rankedBy(q.options.map((o) => [...o].length))[3]!,
      "first shown": () => 0,
      "last shown": (q) => q.options.length - 1,
      "most shared words": (q) => rankedBy(q.options.map((o) => sharedWords(q.question, o)))[0]!,
      "all of the above": (q) => Math.max(0, q.options.findIndex((o) => SUMMARY_OPTION.test(o))),
    };
    let worst = { rate: 0, what: "" };
    let tieBreak = seededRandomInt(99);
    const rankedBy = (scores: number[]) =>
      scores.map((s, i) => ({ s, i, r: tieBreak(1000) })).sort((a, b) => b.s - a.s || a.r - b.r).map((x) => x.i);
    for (const course of courses)
      for (const [ai, a] of course.assessments.entries()) {
        const pool = a.questions.map((q, i) => ({ id: `q${i}`, lessonId: `l${q.lesson}` }));
        const passes: Record<string, number> = Object.fromEntries(Object.keys(picks).map((k) => [k, 0]));
        const random = seededRandomInt(course.order * 10 + ai);
        tieBreak = seededRandomInt(course.order * 10 + ai + 5000);
        for (let t = 0; t < attempts; t++) {
          const attemptId = `${course.slug}-${ai}-${t}`;
          const drawn = drawQuestions(pool, a.questionsPerAttempt!, random);
          const key = new Map(drawn.map((id) => [id, `${id}:${a.questions[Number(id.slice(1))]!.correct}`]));
          for (const [name, pick] of Object.entries(picks)) {
            const answers: Record<string, string> = {};
            for (const id of drawn) {
              const q = a.questions[Number(id.slice(1))]!;
              const shown = orderForAttempt(attemptId, q.options.map((text, i) => ({ id: `${id}:${i}`, text })));
              answers[id] = shown[pick({ question: q.question, options: shown.map((o) => o.text) })]!.id;
            }
            if (grade(key, answers, a.passingScore).passed) passes[name]!++;
          }
        }
        for (const [name, n] of Object.entries(passes)) if (n / attempts > worst.rate) worst = { rate: n / attempts, what: `${course.slug} ${ai + 1} ${name}` };
      }
    // 120 attempts: a true 5% chance shows above 12.5% about once in a thousand assessments.
    expect(worst.rate).toBeLessThanOrEqual(0.125);
  });
});
