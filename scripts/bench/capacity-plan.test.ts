/** @jest-environment node */
import {
  answersFor,
  cpuSplit,
  learnerPass,
  nextLearners,
  quantile,
  ROUTES,
  routeRows,
  summaryRows,
  THINK_SECONDS,
  windowFigures,
} from "./capacity-plan.mjs";

// The capacity bench's pure parts: a learner's pass, the step-up of learners, a window's figures and the tables.

const course = {
  slug: "genesis",
  lessons: [
    { id: "l1", videoId: "v1", videoSeconds: 20 },
    { id: "l2", videoId: "v2", videoSeconds: 20 },
  ],
  assessments: ["a1", "a2"],
};

describe("learnerPass", () => {
  it("signs in, opens the dashboard and a lesson, saves every 10 s of video, opens the next lesson and takes an assessment", () => {
    const { steps } = learnerPass({ course, pass: 0, watchSeconds: 20, random: () => 0.5 });
    expect(steps.map((s) => s.route)).toEqual([
      ROUTES.signIn,
      ROUTES.dashboard,
      ROUTES.lesson,
      ROUTES.progress,
      ROUTES.progress,
      ROUTES.lesson,
      ROUTES.assessmentPage,
      ROUTES.attemptStart,
      ROUTES.attemptSave,
      ROUTES.attemptSubmit,
    ]);
    expect(steps.map((s) => s.path).filter(Boolean)).toEqual(["/dashboard", "/course/genesis/lesson/l1", "/api/progress", "/api/progress", "/course/genesis/lesson/l2", "/assessment/a1"]);
    expect(steps.filter((s) => s.route === ROUTES.progress).map((s) => s.body)).toEqual([
      { lessonId: "l1", videoId: "v1", positionSeconds: 10, durationSeconds: 20 },
      { lessonId: "l1", videoId: "v1", positionSeconds: 20, durationSeconds: 20 },
    ]);
    // The saves are 10 s apart (random 0.5: no jitter), the sign-in is the pass's first request.
    expect(steps[0]!.thinkMs).toBe(0);
    expect(steps[4]!.thinkMs).toBe(THINK_SECONDS.saveEvery * 1000);
  });

  it("keeps the position at the video's end when the learner watches longer, and rotates lessons and assessments by pass", () => {
    const { steps } = learnerPass({ course, pass: 1, watchSeconds: 30, random: () => 0.5 });
    expect(steps.filter((s) => s.route === ROUTES.progress).map((s) => s.body?.positionSeconds)).toEqual([10, 20, 20]);
    expect(steps.filter((s) => s.kind === "page").map((s) => s.path)).toEqual(["/dashboard", "/course/genesis/lesson/l2", "/course/genesis/lesson/l1", "/assessment/a2"]);
    expect(steps.filter((s) => s.assessmentId).map((s) => s.assessmentId)).toEqual(["a2", "a2", "a2"]);
  });

  it("draws think times within ±25 %", () => {
    const low = learnerPass({ course, pass: 0, random: () => 0 });
    const high = learnerPass({ course, pass: 0, random: () => 0.999999 });
    expect(low.steps[1]!.thinkMs).toBe(THINK_SECONDS.afterSignIn * 750);
    expect(high.steps[1]!.thinkMs).toBe(THINK_SECONDS.afterSignIn * 1250);
    expect(low.restMs).toBe(THINK_SECONDS.afterSubmit * 750);
  });

  it("refuses a course without two lessons with a video or without an assessment", () => {
    expect(() => learnerPass({ course: { ...course, lessons: course.lessons.slice(0, 1) }, pass: 0 })).toThrow(/two lessons/);
    expect(() => learnerPass({ course: { ...course, assessments: [] }, pass: 0 })).toThrow(/no assessment/);
  });
});

it("answersFor answers the first question, or every question, with its first option", () => {
  const questions = [
    { id: "q1", options: [{ id: "o1" }, { id: "o2" }] },
    { id: "q2", options: [{ id: "o3" }] },
  ];
  expect(answersFor(questions, false)).toEqual({ q1: "o1" });
  expect(answersFor(questions, true)).toEqual({ q1: "o1", q2: "o3" });
});

describe("nextLearners", () => {
  const plan = { start: 20, factor: 2, max: 1000 };
  const steps = (...list: [number, boolean][]) => list.map(([learners, held]) => ({ learners, held }));

  it("starts at `start` and doubles while every step holds, up to the cap", () => {
    expect(nextLearners([], plan)).toBe(20);
    expect(nextLearners(steps([20, true]), plan)).toBe(40);
    expect(nextLearners(steps([20, true], [40, true], [80, true]), plan)).toBe(160);
    expect(nextLearners(steps([640, true]), plan)).toBe(1000);
    expect(nextLearners(steps([1000, true]), plan)).toBeNull();
  });

  it("after the first step that does not hold, tries halfway once, then stops", () => {
    expect(nextLearners(steps([20, true], [40, true], [80, false]), plan)).toBe(60);
    expect(nextLearners(steps([20, true], [40, true], [80, false], [60, true]), plan)).toBeNull();
    expect(nextLearners(steps([20, true], [40, true], [80, false], [60, true]), { ...plan, refinements: 2 })).toBe(70);
  });

  it("halves down from a first step that fails, and stops when the gap is small", () => {
    expect(nextLearners(steps([20, false]), plan)).toBe(10);
    expect(nextLearners(steps([100, true], [105, false]), plan)).toBeNull();
    expect(nextLearners(steps([1, false]), plan)).toBeNull();
  });
});

describe("windowFigures", () => {
  const requests = (route: string, msList: number[], ok = true) => msList.map((ms) => ({ route, ms, ok }));

  it("gives p95, requests per second by route, and holds under 500 ms with no error", () => {
    const figures = windowFigures([...requests("a", Array.from({ length: 19 }, () => 100)), ...requests("b", [480])], 10);
    expect(figures).toMatchObject({ requests: 20, rps: 2, p95: 100, errors: 0, held: true });
    expect(figures.routes).toEqual({ a: { rps: 1.9, p95: 100, errors: 0 }, b: { rps: 0.1, p95: 480, errors: 0 } });
  });

  it("does not hold with one error, with p95 at 500 ms, or with no request at all", () => {
    expect(windowFigures([...requests("a", [10, 10]), ...requests("a", [10], false)], 1)).toMatchObject({ errors: 1, held: false });
    expect(windowFigures(requests("a", [500, 500, 10]), 1)).toMatchObject({ p95: 500, held: false });
    expect(windowFigures([], 1)).toMatchObject({ requests: 0, held: false });
  });

  it("quantile is the nearest rank", () => {
    expect(quantile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(quantile(Array.from({ length: 100 }, (_, i) => i + 1), 0.95)).toBe(95);
    expect(quantile([], 0.95)).toBeNaN();
  });
});

describe("tables", () => {
  const step = (learners: number, held: boolean, p95: number, errors = 0) => ({
    learners,
    held,
    figures: { rps: learners / 4, p95, errors, routes: { [ROUTES.dashboard]: { rps: learners / 40, p95, errors } } },
    database: { busySeconds: 4, top: [] },
    cpuSeconds: { "app servers": 30, PostgreSQL: 10, "load generator": 4, "rest of the machine": 6 },
  });
  const runs = [
    { servers: 1, windowSeconds: 20, history: [step(20, true, 120), step(40, true, 300), step(80, false, 900, 3), step(60, true, 450)] },
    { servers: 2, windowSeconds: 20, history: [step(60, false, 700)] },
  ];

  it("cpuSplit gives cores and shares, largest first", () => {
    expect(cpuSplit({ nginx: 2, "app servers": 30, PostgreSQL: 8 }, 20)).toEqual(["app servers 1.50 (75 %)", "PostgreSQL 0.40 (20 %)", "nginx 0.10 (5 %)"]);
  });

  it("summaryRows shows each size's most learners held, its figures, the first step not held and the school's CPU a learner", () => {
    // 2 cores of school (app servers and PostgreSQL, not the load generator or the rest) for 60 learners.
    const split = "app servers 1.50 (60 %), PostgreSQL 0.50 (20 %), rest of the machine 0.30 (12 %), load generator 0.20 (8 %)";
    expect(summaryRows(runs)).toEqual([
      ["1", "60", "15.0 req/s, p95 450 ms", "80: p95 900 ms, 3 errors", "0.20 cores busy in statements, 13.3 ms a request", split, "33.3 mcores"],
      ["2", "0 (fewest tried: 60)", "15.0 req/s, p95 700 ms", "60: p95 700 ms, 0 errors", "0.20 cores busy in statements, 13.3 ms a request", split, "33.3 mcores"],
    ]);
  });

  it("routeRows gives each route's figures at each size's held step", () => {
    const [header, rows] = routeRows(runs);
    expect(header).toEqual(["route", "1 server (60 learners)", "2 servers (60 learners)"]);
    expect(rows).toEqual([[ROUTES.dashboard, "1.50 req/s, p95 450 ms", "1.50 req/s, p95 700 ms"]]);
  });
});
