/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beginPass, check, countError, due, dueInAttempt, keepAnswers, nameByPhase, startLearner, stepGoesOn } from "./capacity-processor.mjs";
import { RAMP_PREFIX, ROUTES } from "./capacity-plan.mjs";
import { FAILED_PREFIX, FAILED_SEPARATOR, WINDOW_TIME } from "./capacity-report.mjs";

// The capacity bench's Artillery hooks, called as Artillery calls them (context, events, next), on one learner.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "capacity-processor-"));
const timelineFile = path.join(dir, "timeline.json");
const planFile = path.join(dir, "plan.json");
const course = {
  slug: "genesis",
  lessons: [
    { id: "l1", videoId: "v1", videoSeconds: 20 },
    { id: "l2", videoId: "v2", videoSeconds: 20 },
  ],
  assessments: ["a1"],
};
fs.writeFileSync(planFile, JSON.stringify({ course, rampSeconds: 5, windowSeconds: 20, thinkScale: 1, timelineFile }));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Vars = Record<string, unknown> & { learner: { pass: number; skipMs: number; skipping: boolean; failed: boolean } };
type Context = { vars: Vars; funcs: Record<string, (seconds: number) => string> };

function emitted() {
  const list: [string, string, number][] = [];
  return { list, emit: (kind: string, name: string, value: number) => list.push([kind, name, value]) };
}
const call = (hook: (...args: never[]) => void, ...args: unknown[]) => new Promise<unknown>((resolve) => (hook as (...a: unknown[]) => void)(...args, resolve));
const response = (statusCode: number, body: unknown) => ({ statusCode, body: JSON.stringify(body), timings: { phases: { firstByte: 42 } } });

let context: Context;
const started = Date.now();

beforeAll(async () => {
  context = { vars: { planFile, email: "learner-1@capacity.invalid" } as unknown as Vars, funcs: {} };
  await call(startLearner, context, emitted());
});

it("writes the step's timeline on the first arrival: the window after the ramp, the end after the window", () => {
  const timeline = JSON.parse(fs.readFileSync(timelineFile, "utf8"));
  expect(timeline.windowStartsAt - started).toBeGreaterThanOrEqual(5000);
  expect(timeline.windowStartsAt - started).toBeLessThan(6000);
  expect(timeline.endsAt - timeline.windowStartsAt).toBe(20_000);
});

it("names a request sent during the ramp apart", async () => {
  const request = { name: ROUTES.dashboard };
  await call(nameByPhase, request, context, emitted());
  expect(request.name).toBe(RAMP_PREFIX + ROUTES.dashboard);
});

it("begins the first pass at a random point after its sign-in, with the pass's lesson and assessment", async () => {
  await call(beginPass, context, emitted());
  expect(context.vars).toMatchObject({ lessonId: "l1", nextLessonPath: "/course/genesis/lesson/l2", positions: [10, 20], assessmentId: "a1", attemptId: "" });
  expect(context.vars.learner.pass).toBe(0);
  expect(context.vars.learner.skipMs).toBeGreaterThanOrEqual(5000);
  // The pass's first think (the rest before signing in again) is skipped, and so is the sign-in after it.
  expect(context.funcs.$thinkFor!(5)).toBe("0ms");
  expect(due(context.vars)).toBe(false);
  expect(await call(stepGoesOn, context)).toBe(true);
});

it("sends once the skip is spent, answers only within an attempt, and fails a sign-in without a session", async () => {
  context.vars.learner.skipMs = 0;
  expect(context.funcs.$thinkFor!(3)).toBe("3000ms");
  expect(due(context.vars)).toBe(true);
  expect(dueInAttempt(context.vars)).toBe(false);

  const events = emitted();
  await call(check, { name: ROUTES.session }, response(200, { user: { email: "someone-else@capacity.invalid" } }), context, events);
  expect(events.list).toEqual([
    ["histogram", WINDOW_TIME, 42],
    ["counter", `${FAILED_PREFIX}${ROUTES.session}${FAILED_SEPARATOR}no session`, 1],
  ]);
  // The rest of the pass is skipped; the next pass starts afresh.
  expect(due(context.vars)).toBe(false);
  expect(context.funcs.$thinkFor!(10)).toBe("0ms");
  await call(beginPass, context, emitted());
  expect(context.vars).toMatchObject({ lessonId: "l2", learner: { pass: 1, skipMs: 0, failed: false } });
});

it("keeps the started attempt's answers; counts a status other than 2xx and an error without an answer", async () => {
  context.vars.attemptId = "att1";
  const questions = [
    { id: "q1", options: [{ id: "o1" }] },
    { id: "q2", options: [{ id: "o2" }] },
  ];
  await call(keepAnswers, { name: ROUTES.attemptStart }, response(201, { id: "att1", questions }), context, emitted());
  expect(context.vars).toMatchObject({ firstAnswers: { q1: "o1" }, allAnswers: { q1: "o1", q2: "o2" } });
  expect(dueInAttempt(context.vars)).toBe(true);

  const events = emitted();
  await call(check, { name: ROUTES.attemptSave }, response(409, { error: "closed" }), context, events);
  await call(countError, { code: "ETIMEDOUT" }, { name: ROUTES.attemptSubmit }, context, events);
  expect(events.list.filter(([kind]) => kind === "counter").map(([, name]) => name)).toEqual([
    `${FAILED_PREFIX}${ROUTES.attemptSave}${FAILED_SEPARATOR}409`,
    `${FAILED_PREFIX}${ROUTES.attemptSubmit}${FAILED_SEPARATOR}ETIMEDOUT`,
  ]);
});
