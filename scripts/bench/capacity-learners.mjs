// The simulated learners of `npm run bench -- --capacity`: each an endless loop of passes (capacity-plan.mjs
// learnerPass) on its own account, through Node's fetch (undici, with its keep-alive pool) and only to the
// cluster's loopback address. autocannon 9 cannot pause a connection between two requests (its connectionRate
// is whole requests a second), so it cannot give a learner think times; every request is timed here instead.
import { answersFor, learnerPass } from "./capacity-plan.mjs";
import { signIn } from "./session.mjs";

/** A request slower than this is an error (a learner would have given up). */
const TIMEOUT_MS = 10_000;

const sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/** One request of a step (an attempt's start keeps the attempt in `state`). Throws on an answer other than 2xx (200 for a page). */
async function send(baseUrl, step, state, signal) {
  const init = { redirect: "manual", signal, headers: { cookie: state.cookie, "accept-encoding": "gzip, deflate, br" } };
  if (step.kind === "page") {
    const response = await fetch(baseUrl + step.path, init);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${step.path}: ${response.status}`);
    return;
  }
  let body = step.body;
  if (step.kind === "attemptStart") body = { assessmentId: step.assessmentId, status: "in_progress" };
  if (step.kind === "attemptSave") body = { assessmentId: step.assessmentId, attemptId: state.attempt.id, answers: answersFor(state.attempt.questions, false), currentQuestion: 1, status: "in_progress" };
  if (step.kind === "attemptSubmit") body = { assessmentId: step.assessmentId, attemptId: state.attempt.id, answers: answersFor(state.attempt.questions, true), status: "completed" };
  const path = step.kind === "json" ? step.path : "/api/assessment-attempts";
  const response = await fetch(baseUrl + path, {
    ...init,
    method: "POST",
    headers: { ...init.headers, "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status < 200 || response.status >= 300) throw new Error(`POST ${path}: ${response.status} ${text.slice(0, 200)}`);
  if (step.kind === "attemptStart") {
    const attempt = JSON.parse(text);
    if (!attempt.id || !attempt.questions?.length) throw new Error(`POST ${path}: no open attempt in ${text.slice(0, 200)}`);
    state.attempt = attempt;
  }
}

/**
 * Starts a learner signed in as `account` after `delayMs`; it runs passes until stop() and reports each request
 * to `record({ route, ms, ok, at, error })`. A failed request ends the pass (the next one signs in again).
 */
export function startLearner({ baseUrl, account, course, delayMs, record, watchSeconds }) {
  const controller = new AbortController();
  const { signal } = controller;
  const run = async () => {
    await sleep(delayMs, signal);
    for (let pass = 0; !signal.aborted; pass++) {
      const { steps, restMs } = learnerPass({ course, pass, watchSeconds });
      const state = { cookie: "" };
      for (const step of steps) {
        await sleep(step.thinkMs, signal);
        if (signal.aborted) return;
        const started = performance.now();
        let error = null;
        // Given up after TIMEOUT_MS, or at once when the learner is stopped.
        const requestSignal = AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]);
        try {
          if (step.kind === "signIn") state.cookie = await signIn(baseUrl, account, { signal: requestSignal });
          else await send(baseUrl, step, state, requestSignal);
        } catch (caught) {
          error = caught;
        }
        // A learner stopped while its request was out does not count it: the cluster may be going away.
        if (signal.aborted) return;
        record({ route: step.route, ms: performance.now() - started, ok: !error, at: Date.now(), error: error?.message });
        if (error) break;
      }
      await sleep(restMs, signal);
    }
  };
  const done = run();
  return {
    stop: () => {
      controller.abort();
      return done;
    },
  };
}

/** The learners of a run: add or remove (the newest first) to reach a count, each new one starting within `rampMs`. */
export function learnerCrowd({ baseUrl, accounts, course, record, watchSeconds }) {
  const running = [];
  return {
    get size() {
      return running.length;
    },
    async resize(count, rampMs) {
      if (count > accounts.length) throw new Error(`only ${accounts.length} learner accounts for ${count} learners`);
      while (running.length < count) {
        const account = accounts[running.length];
        running.push(startLearner({ baseUrl, account, course, record, watchSeconds, delayMs: Math.random() * rampMs }));
      }
      const leaving = running.splice(count);
      await Promise.all(leaving.map((learner) => learner.stop()));
    },
    stop() {
      return this.resize(0, 0);
    },
  };
}
