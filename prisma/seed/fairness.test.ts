/** @jest-environment node */
// The fairness rules over the course data: the correct option is the unique longest in at most 30%
// of a course's questions, always picking the longest option passes no assessment, each pool holds at least
// 3× the questions an attempt draws, and every question names the lesson that teaches it.
import { loadCurriculum, type CourseData } from "./curriculum";
import {
  CATALOGUE,
  checkCourse,
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
