// The Artillery processor of the capacity bench's learners (scenario: capacity-plan.mjs learnerScenario). It says
// what the YAML cannot: the step's timeline (ramp, window, end: written to the plan's timelineFile so that
// capacity.mjs measures the same window), think times cut at the step's end, a first pass begun at a random
// point, what counts as a failure (any status but 2xx, a sign-in without a session), and an attempt's answers.
// Artillery loads it in its worker (one: WORKERS=1 in capacity-artillery.mjs), so the module's state is the step's.
import fs from "node:fs";
import { answersFor, firstPassSkipMs, passVariables, RAMP_PREFIX, ROUTES, thinkMs } from "./capacity-plan.mjs";
import { FAILED_PREFIX, FAILED_SEPARATOR, WINDOW_TIME } from "./capacity-report.mjs";

/** { course, rampSeconds, windowSeconds, timelineFile, thinkScale } from the script's planFile (thinkScale 0: the warm-up, no thinking). */
let plan;
/** { windowStartsAt, endsAt } in epoch ms, from the first learner's arrival (the ramp's start). */
let timeline;

const stepIsOver = () => Date.now() >= timeline.endsAt;

function fail(context, events, name, reason) {
  context.vars.learner.failed = true;
  events.emit("counter", `${FAILED_PREFIX}${name}${FAILED_SEPARATOR}${reason}`, 1);
}

/** beforeScenario: the learner's state, and `$thinkFor(seconds)` for the scenario's thinks (templated when each think starts). */
export function startLearner(context, _events, next) {
  if (!plan) {
    plan = JSON.parse(fs.readFileSync(context.vars.planFile, "utf8"));
    const now = Date.now();
    timeline = { windowStartsAt: now + plan.rampSeconds * 1000, endsAt: now + (plan.rampSeconds + plan.windowSeconds) * 1000 };
    // Written whole, then renamed: capacity.mjs polls for it.
    fs.writeFileSync(`${plan.timelineFile}.part`, JSON.stringify(timeline));
    fs.renameSync(`${plan.timelineFile}.part`, plan.timelineFile);
  }
  const learner = { pass: -1, skipMs: 0, skipping: false, failed: false };
  context.vars.learner = learner;
  context.funcs.$thinkFor = (seconds) => `${thinkMs(learner, seconds * plan.thinkScale, timeline.endsAt - Date.now())}ms`;
  next();
}

/** Function step at each pass's start: what it studies, and where the first pass begins. */
export function beginPass(context, _events, next) {
  const { learner } = context.vars;
  learner.pass += 1;
  learner.failed = false;
  context.vars.attemptId = "";
  learner.skipMs = learner.pass === 0 ? firstPassSkipMs(Math.random()) * plan.thinkScale : 0;
  Object.assign(context.vars, passVariables(plan.course, learner.pass));
  next();
}

/** ifTrue of every request: not in a skipped part of the pass, not after a failure, not after the step. */
export const due = (vars) => !vars.learner.skipping && !vars.learner.failed && !stepIsOver();

/** ifTrue of an answer or a submit: due, and this pass started an attempt. */
export const dueInAttempt = (vars) => due(vars) && Boolean(vars.attemptId);

/** whileTrue of the pass loop. */
export const stepGoesOn = (_context, next) => next(!stepIsOver());

/** beforeRequest: a request sent during the ramp is named apart, so the window's figures leave it out. */
export function nameByPhase(request, _context, _events, next) {
  if (Date.now() < timeline.windowStartsAt) request.name = RAMP_PREFIX + request.name;
  next();
}

/** afterResponse: the window's response time (to first byte, as the plugin times routes) and the failures. */
export function check(request, response, context, events, next) {
  if (!request.name.startsWith(RAMP_PREFIX)) events.emit("histogram", WINDOW_TIME, response.timings.phases.firstByte);
  if (response.statusCode < 200 || response.statusCode >= 300) fail(context, events, request.name, String(response.statusCode));
  else if (request.name.endsWith(ROUTES.session) && sessionEmail(response.body) !== context.vars.email) fail(context, events, request.name, "no session");
  next();
}

function sessionEmail(body) {
  try {
    return JSON.parse(body)?.user?.email;
  } catch {
    return undefined;
  }
}

/** onError: a request that got no answer (timeout, refused) fails too (Artillery then ends the learner). */
export function countError(error, request, context, events, next) {
  fail(context, events, request.name, error.code ?? error.message);
  next();
}

/** afterResponse of the attempt's start: the answers the next two requests send. */
export function keepAnswers(request, response, context, events, next) {
  if (context.vars.learner.failed) return next();
  let questions;
  try {
    questions = JSON.parse(response.body).questions;
  } catch {}
  if (!context.vars.attemptId || !questions?.length) fail(context, events, request.name, "no open attempt");
  else {
    context.vars.firstAnswers = answersFor(questions, false);
    context.vars.allAnswers = answersFor(questions, true);
  }
  next();
}
