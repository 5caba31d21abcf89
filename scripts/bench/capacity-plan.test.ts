/** @jest-environment node */
import {
  answersFor,
  cpuSplit,
  firstPassSkipMs,
  learnerScenario,
  nextLearners,
  PASS_SECONDS,
  PASS_THINKS,
  passVariables,
  RAMP_PREFIX,
  ROUTES,
  routeRows,
  summaryRows,
  THINK_SECONDS,
  thinkMs,
} from "./capacity-plan.mjs";
import { FAILED_PREFIX, FAILED_SEPARATOR, ROUTE_TIME_PREFIX, WINDOW_TIME, windowFigures } from "./capacity-report.mjs";

// The capacity bench's pure parts: the learners' Artillery scenario and its pacing, the step-up of learners,
// a window's figures from Artillery's report and the tables.

const course = {
  slug: "genesis",
  lessons: [
    { id: "l1", videoId: "v1", videoSeconds: 20 },
    { id: "l2", videoId: "v2", videoSeconds: 15 },
  ],
  assessments: ["a1", "a2"],
};

type Step = Record<string, unknown> & { loop?: Step[]; think?: string; function?: string };
type Request = { url: string; name: string; ifTrue: string; json?: Record<string, unknown>; form?: Record<string, string>; capture?: { json: string; as: string } };

/** The flow as Artillery walks it: each step, a loop's steps in place (marked with the loop's options). */
const walk = (flow: Step[]): Step[] => flow.flatMap((step) => (step.loop ? [{ ...step, loop: undefined }, ...walk(step.loop)] : [step]));
const requestOf = (step: Step) => (step.get ?? step.post) as Request | undefined;

describe("learnerScenario", () => {
  const script = learnerScenario({
    target: "http://127.0.0.1:3000",
    learners: 40,
    rampSeconds: 5,
    windowSeconds: 20,
    accountsFile: "/tmp/accounts.csv",
    processorFile: "/repo/scripts/bench/capacity-processor.mjs",
    planFile: "/tmp/plan.json",
  });
  const [scenario] = script.scenarios as { flow: Step[]; beforeScenario: string; beforeRequest: string; afterResponse: string; onError: string }[];
  const steps = walk(scenario!.flow);
  const passLoop = scenario!.flow.find((s) => s.loop)!;
  const pass = walk(passLoop.loop!);

  it("ramps the step's learners over the ramp, then holds them for the window, each on the next account", () => {
    expect(script.config.phases).toEqual([
      { name: "ramp", duration: 5, arrivalCount: 40 },
      { name: "window", pause: 20 },
    ]);
    expect(script.config.payload).toEqual({ path: "/tmp/accounts.csv", fields: ["email", "password"], order: "sequence", skipHeader: true });
    expect(script.config.target).toBe("http://127.0.0.1:3000");
    expect(script.config.plugins).toEqual({ "metrics-by-endpoint": { useOnlyRequestNames: true } });
    expect(script.config.http.defaults.think).toEqual({ jitter: "25%" });
    expect(scenario).toMatchObject({ beforeScenario: "startLearner", beforeRequest: "nameByPhase", afterResponse: "check", onError: "countError" });
  });

  it("signs in on arrival, then repeats the pass while the step goes on: sign in, dashboard, lesson, saves, next lesson, assessment", () => {
    expect(passLoop.whileTrue).toBe("stepGoesOn");
    const signIn = [ROUTES.csrf, ROUTES.credentials, ROUTES.session];
    expect(steps.slice(0, 3).map((s) => requestOf(s)?.name)).toEqual(signIn);
    expect(pass.map((s) => requestOf(s)?.name).filter(Boolean)).toEqual([
      ...signIn,
      ROUTES.dashboard,
      ROUTES.lesson,
      ROUTES.progress,
      ROUTES.lesson,
      ROUTES.assessmentPage,
      ROUTES.attemptStart,
      ROUTES.attemptSave,
      ROUTES.attemptSubmit,
    ]);
    expect(pass.map((s) => requestOf(s)?.url).filter(Boolean)).toEqual([
      "/api/auth/csrf",
      "/api/auth/callback/credentials",
      "/api/auth/session",
      "/dashboard",
      "{{ lessonPath }}",
      "/api/progress",
      "{{ nextLessonPath }}",
      "/assessment/{{ assessmentId }}",
      "/api/assessment-attempts",
      "/api/assessment-attempts",
      "/api/assessment-attempts",
    ]);
    expect(pass[0]).toEqual({ function: "beginPass" });
  });

  it("thinks before each request, the seconds of PASS_THINKS, the progress save in a loop over the video's positions", () => {
    const thinks = pass.filter((s) => s.think).map((s) => Number(/\$thinkFor\((\d+)\)/.exec(s.think!)![1]));
    const saveLoop = passLoop.loop!.find((s) => s.loop)!;
    expect(saveLoop).toMatchObject({ over: "positions", loopElement: "position" });
    expect(saveLoop.loop!.map((s) => s.think ?? requestOf(s)?.name)).toEqual([`{{ $thinkFor(${THINK_SECONDS.saveEvery}) }}`, ROUTES.progress]);
    // The loop's think stands once in the flow and runs once a position (two for WATCH_SECONDS 20).
    const expected = PASS_THINKS.filter((name, i) => name !== "saveEvery" || PASS_THINKS.indexOf(name) === i).map((name) => THINK_SECONDS[name]);
    expect(thinks).toEqual(expected);
    expect(PASS_SECONDS).toBe(56);
  });

  it("sends the csrf token, the account, the saves' positions and the attempt's answers, and only when due", () => {
    const byName = (name: string) => steps.map(requestOf).filter((r) => r?.name === name);
    expect(byName(ROUTES.csrf)[0]!.capture).toMatchObject({ json: "$.csrfToken", as: "csrfToken" });
    expect(byName(ROUTES.credentials)[0]!.form).toEqual({ csrfToken: "{{ csrfToken }}", email: "{{ email }}", password: "{{ password }}", json: "true" });
    expect(byName(ROUTES.progress)[0]!.json).toEqual({ lessonId: "{{ lessonId }}", videoId: "{{ videoId }}", positionSeconds: "{{ position }}", durationSeconds: "{{ videoSeconds }}" });
    expect(byName(ROUTES.attemptStart)[0]).toMatchObject({ json: { assessmentId: "{{ assessmentId }}", status: "in_progress" }, capture: { json: "$.id", as: "attemptId" }, afterResponse: "keepAnswers" });
    expect(byName(ROUTES.attemptSubmit)[0]).toMatchObject({ json: { attemptId: "{{ attemptId }}", answers: "{{ allAnswers }}", status: "completed" }, ifTrue: "dueInAttempt" });
    const all = steps.map(requestOf).filter(Boolean) as Request[];
    expect(new Set(all.map((r) => r.ifTrue))).toEqual(new Set(["due", "dueInAttempt"]));
  });
});

describe("passVariables", () => {
  it("rotates lessons and assessments by pass and saves every 10 s up to the video's end", () => {
    expect(passVariables(course, 0)).toEqual({
      lessonPath: "/course/genesis/lesson/l1",
      nextLessonPath: "/course/genesis/lesson/l2",
      lessonId: "l1",
      videoId: "v1",
      videoSeconds: 20,
      positions: [10, 20],
      assessmentId: "a1",
    });
    expect(passVariables(course, 1)).toMatchObject({ lessonId: "l2", nextLessonPath: "/course/genesis/lesson/l1", positions: [10, 15], assessmentId: "a2" });
  });

  it("refuses a course without two lessons with a video or without an assessment", () => {
    expect(() => passVariables({ ...course, lessons: course.lessons.slice(0, 1) }, 0)).toThrow(/two lessons/);
    expect(() => passVariables({ ...course, assessments: [] }, 0)).toThrow(/no assessment/);
  });
});

describe("pacing", () => {
  const learner = (skipMs = 0) => ({ skipMs, skipping: false, failed: false });

  it("a first pass begins after its sign-in, anywhere in the pass", () => {
    expect(firstPassSkipMs(0)).toBe(THINK_SECONDS.afterSubmit * 1000);
    expect(firstPassSkipMs(0.999999)).toBeLessThanOrEqual(PASS_SECONDS * 1000);
    expect(firstPassSkipMs(0.999999)).toBeGreaterThan((PASS_SECONDS - 1) * 1000);
  });

  it("skips the thinks (and their requests) the skip covers, then waits the rest of the one it falls in", () => {
    const l = learner(6000);
    expect(thinkMs(l, 5, 60_000)).toBe(0);
    expect(l).toMatchObject({ skipMs: 1000, skipping: true });
    expect(thinkMs(l, 2, 60_000)).toBe(1000);
    expect(l).toMatchObject({ skipMs: 0, skipping: false });
    expect(thinkMs(l, 3, 60_000)).toBe(3000);
  });

  it("ends a think at the step's end and skips the request after it; thinks not at all after a failure", () => {
    const l = learner();
    expect(thinkMs(l, 10, 4000)).toBe(4000);
    expect(l.skipping).toBe(true);
    expect(thinkMs(l, 3, 60_000)).toBe(3000);
    expect(l.skipping).toBe(false);
    expect(thinkMs({ ...learner(), failed: true }, 10, 60_000)).toBe(0);
  });

  it("does not skip with nothing to skip, even a think of 0 s (the warm-up's)", () => {
    const l = learner();
    expect(thinkMs(l, 0, 60_000)).toBe(0);
    expect(l.skipping).toBe(false);
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

  it("after the first step that does not hold, halves the gap twice, then stops", () => {
    expect(nextLearners(steps([20, true], [40, true], [80, false]), plan)).toBe(60);
    expect(nextLearners(steps([20, true], [40, true], [80, false], [60, true]), plan)).toBe(70);
    expect(nextLearners(steps([20, true], [40, true], [80, false], [60, false]), plan)).toBe(50);
    expect(nextLearners(steps([20, true], [40, true], [80, false], [60, true], [70, true]), plan)).toBeNull();
    expect(nextLearners(steps([20, true], [40, true], [80, false], [60, true]), { ...plan, refinements: 1 })).toBeNull();
  });

  it("halves down from a first step that fails, and stops when the gap is small", () => {
    expect(nextLearners(steps([20, false]), plan)).toBe(10);
    expect(nextLearners(steps([100, true], [105, false]), plan)).toBeNull();
    expect(nextLearners(steps([1, false]), plan)).toBeNull();
  });
});

describe("windowFigures", () => {
  const summary = (count: number, p95: number, p99 = p95) => ({ count, p95, p99 });
  const failed = (name: string, reason: string) => `${FAILED_PREFIX}${name}${FAILED_SEPARATOR}${reason}`;
  const report = (counters: Record<string, number>, summaries: Record<string, ReturnType<typeof summary>>) => ({ aggregate: { counters, summaries } });

  it("gives the window's p95, and by route its requests per second, p95 and p99, leaving the ramp out", () => {
    const figures = windowFigures(
      report(
        { "http.codes.200": 33, [failed(RAMP_PREFIX + ROUTES.csrf, "502")]: 2 },
        {
          [WINDOW_TIME]: summary(20, 180, 450),
          [ROUTE_TIME_PREFIX + ROUTES.dashboard]: summary(19, 100, 120),
          [ROUTE_TIME_PREFIX + ROUTES.progress]: summary(1, 480),
          [ROUTE_TIME_PREFIX + RAMP_PREFIX + ROUTES.csrf]: summary(13, 2000),
        },
      ),
      10,
    );
    expect(figures).toMatchObject({ requests: 20, rps: 2, p95: 180, p99: 450, errors: 0, held: true, rampErrors: 2, failures: [] });
    expect(figures.routes).toEqual({
      [ROUTES.dashboard]: { rps: 1.9, p95: 100, p99: 120, errors: 0 },
      [ROUTES.progress]: { rps: 0.1, p95: 480, p99: 480, errors: 0 },
    });
  });

  it("does not hold with one failure in the window, with p95 at 500 ms, or with no request at all", () => {
    const withFailure = windowFigures(report({ [failed(ROUTES.session, "no session")]: 1 }, { [WINDOW_TIME]: summary(3, 10) }), 1);
    expect(withFailure).toMatchObject({ errors: 1, held: false, failures: [`${ROUTES.session}: no session (1)`] });
    expect(withFailure.routes[ROUTES.session]).toMatchObject({ errors: 1 });
    expect(windowFigures(report({}, { [WINDOW_TIME]: summary(3, 500) }), 1)).toMatchObject({ p95: 500, held: false });
    expect(windowFigures(report({}, {}), 1)).toMatchObject({ requests: 0, held: false });
  });
});

describe("tables", () => {
  const step = (learners: number, held: boolean, p95: number, errors = 0) => ({
    learners,
    held,
    figures: { rps: learners / 4, p95, errors, routes: { [ROUTES.dashboard]: { rps: learners / 40, p95, p99: p95 + 100, errors } } },
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
    expect(rows).toEqual([[ROUTES.dashboard, "1.50 req/s, p95 450 ms, p99 550 ms", "1.50 req/s, p95 700 ms, p99 800 ms"]]);
  });
});
