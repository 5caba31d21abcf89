// The pure parts of `npm run bench -- --capacity` (scripts/bench/capacity.mjs), tested in capacity-plan.test.ts:
// what one learner does (the Artillery scenario, learnerScenario, whose hooks are capacity-processor.mjs), how a
// pass is paced (thinkMs, firstPassSkipMs), how many learners the next step tries (the step-up) and the tables.

/** What the bench calls a step held: the learners' p95 under this, and no error at all. */
export const P95_LIMIT_MS = 500;

/** A request slower than this fails (a learner would have given up). */
export const TIMEOUT_SECONDS = 10;

/** Think times of a pass, in seconds, in the order of the pass; Artillery draws each within ±25 % (THINK_JITTER). */
export const THINK_SECONDS = { afterSubmit: 5, afterSignIn: 2, dashboard: 3, beforePlay: 3, saveEvery: 10, afterVideo: 5, nextLesson: 5, assessmentPage: 3, question: 5 };
export const THINK_JITTER = "25%";

/** Seconds of video a learner watches in a pass: a progress save every THINK_SECONDS.saveEvery while it plays. */
export const WATCH_SECONDS = 20;
const SAVES = Math.ceil(WATCH_SECONDS / THINK_SECONDS.saveEvery);

/**
 * The thinks of a pass in order (learnerScenario's); PASS_SECONDS, their sum: about 56 (the requests' own time aside).
 * @type {(keyof typeof THINK_SECONDS)[]}
 */
export const PASS_THINKS = ["afterSubmit", "afterSignIn", "dashboard", "beforePlay", ...Array.from({ length: SAVES }, () => /** @type {const} */ ("saveEvery")), "afterVideo", "nextLesson", "assessmentPage", "question", "question"];
export const PASS_SECONDS = PASS_THINKS.reduce((sum, name) => sum + THINK_SECONDS[name], 0);

/** Each request's name in the scenario, which Artillery's metrics-by-endpoint plugin groups the figures by. */
export const ROUTES = {
  csrf: "sign in: GET /api/auth/csrf",
  credentials: "sign in: POST /api/auth/callback/credentials",
  session: "sign in: GET /api/auth/session",
  dashboard: "GET /dashboard",
  lesson: "GET /course/:slug/lesson/:id",
  progress: "POST /api/progress",
  assessmentPage: "GET /assessment/:id",
  attemptStart: "POST /api/assessment-attempts (start)",
  attemptSave: "POST /api/assessment-attempts (answer)",
  attemptSubmit: "POST /api/assessment-attempts (submit)",
};

/** A request sent during a step's ramp is named "ramp · <route>" (capacity-processor.mjs): outside the window's figures. */
export const RAMP_PREFIX = "ramp · ";

/**
 * A think of THINK_SECONDS[name]. Artillery templates a think's value when the think begins; `$thinkFor` is a
 * template function the processor gives each learner (startLearner), which gives the wait left then (thinkMs).
 */
const think = (name) => ({ think: `{{ $thinkFor(${THINK_SECONDS[name]}) }}` });
const ORIGIN = { origin: "{{ target }}" };

/** A request of the pass: sent only while the processor's `due` says so (not skipped, not failed, step not over). */
function request(method, route, url, more = {}) {
  return { [method]: { url, name: ROUTES[route], ifTrue: "due", followRedirect: false, ...more } };
}

/** next-auth's credentials flow, as a browser does it: the csrf token (cookie and body), the callback, the session. */
const signIn = () => [
  request("get", "csrf", "/api/auth/csrf", { capture: { json: "$.csrfToken", as: "csrfToken", strict: false } }),
  request("post", "credentials", "/api/auth/callback/credentials", {
    headers: ORIGIN,
    form: { csrfToken: "{{ csrfToken }}", email: "{{ email }}", password: "{{ password }}", json: "true" },
  }),
  request("get", "session", "/api/auth/session"),
];

const attempt = (route, json, more = {}) =>
  request("post", route, "/api/assessment-attempts", { headers: ORIGIN, json: { assessmentId: "{{ assessmentId }}", ...json }, ...more });
/** An answer or a submit: sent only when this pass started an attempt (a first pass may begin after the start). */
const inAttempt = (route, json) => attempt(route, json, { ifTrue: "dueInAttempt" });

/**
 * The Artillery script of one step: `learners` virtual users arrive over `rampSeconds` (the ramp), then none for
 * `windowSeconds` (the window measured); each takes the next account of `accountsFile` (CSV email,password),
 * signs in, and repeats a pass until the step ends: rest, sign in again, the dashboard, a lesson whose video plays
 * WATCH_SECONDS with a progress save every 10 s, the next lesson, an assessment's page, then start, answer and
 * submit through POST /api/assessment-attempts, each after its think time. `planFile` (JSON) holds what the
 * processor (`processorFile`, capacity-processor.mjs) needs: the course, the ramp and window, where to write the
 * step's timeline.
 */
export function learnerScenario({ target, learners, rampSeconds, windowSeconds, accountsFile, processorFile, planFile }) {
  const pass = [
    { function: "beginPass" },
    think("afterSubmit"),
    ...signIn(),
    think("afterSignIn"),
    request("get", "dashboard", "/dashboard"),
    think("dashboard"),
    request("get", "lesson", "{{ lessonPath }}"),
    think("beforePlay"),
    {
      loop: [
        think("saveEvery"),
        request("post", "progress", "/api/progress", {
          headers: ORIGIN,
          json: { lessonId: "{{ lessonId }}", videoId: "{{ videoId }}", positionSeconds: "{{ position }}", durationSeconds: "{{ videoSeconds }}" },
        }),
      ],
      over: "positions",
      loopValue: "save",
      loopElement: "position",
    },
    think("afterVideo"),
    request("get", "lesson", "{{ nextLessonPath }}"),
    think("nextLesson"),
    request("get", "assessmentPage", "/assessment/{{ assessmentId }}"),
    think("assessmentPage"),
    attempt("attemptStart", { status: "in_progress" }, { capture: { json: "$.id", as: "attemptId", strict: false }, afterResponse: "keepAnswers" }),
    think("question"),
    inAttempt("attemptSave", { attemptId: "{{ attemptId }}", answers: "{{ firstAnswers }}", currentQuestion: 1, status: "in_progress" }),
    think("question"),
    inAttempt("attemptSubmit", { attemptId: "{{ attemptId }}", answers: "{{ allAnswers }}", status: "completed" }),
  ];
  return {
    config: {
      target,
      phases: [
        { name: "ramp", duration: rampSeconds, arrivalCount: learners },
        { name: "window", pause: windowSeconds },
      ],
      payload: { path: accountsFile, fields: ["email", "password"], order: "sequence", skipHeader: true },
      processor: processorFile,
      variables: { planFile },
      http: { timeout: TIMEOUT_SECONDS, defaults: { headers: { "accept-encoding": "gzip, deflate, br" }, think: { jitter: THINK_JITTER } } },
      plugins: { "metrics-by-endpoint": { useOnlyRequestNames: true } },
    },
    scenarios: [
      {
        name: "learner",
        beforeScenario: "startLearner",
        beforeRequest: "nameByPhase",
        afterResponse: "check",
        onError: "countError",
        flow: [...signIn(), { loop: pass, whileTrue: "stepGoesOn" }],
      },
    ],
  };
}

/**
 * What pass `pass` studies: lesson `pass` (among those with a video) and the next one, assessment `pass` (each
 * in turn), and the video positions the player saves at (every 10 s, at most the video's end). `course`: { slug,
 * lessons: [{ id, videoId, videoSeconds }] in order, assessments: [id] }.
 */
export function passVariables(course, pass) {
  if (course.lessons.length < 2) throw new Error(`the course ${course.slug} needs two lessons with a ready video`);
  if (!course.assessments.length) throw new Error(`the course ${course.slug} has no assessment`);
  const lesson = course.lessons[pass % course.lessons.length];
  const next = course.lessons[(pass + 1) % course.lessons.length];
  return {
    lessonPath: `/course/${course.slug}/lesson/${lesson.id}`,
    nextLessonPath: `/course/${course.slug}/lesson/${next.id}`,
    lessonId: lesson.id,
    videoId: lesson.videoId,
    videoSeconds: lesson.videoSeconds,
    positions: Array.from({ length: SAVES }, (_, i) => Math.min((i + 1) * THINK_SECONDS.saveEvery, lesson.videoSeconds)),
    assessmentId: course.assessments[pass % course.assessments.length],
  };
}

/**
 * Where a learner's first pass begins, as milliseconds of the pass's thinking to skip (`random` in [0, 1)): at
 * a random point after its sign-in, so the learners of a step study at different points of their pass, as
 * learners who have been there a while do, rather than all opening the dashboard in the same seconds.
 */
export const firstPassSkipMs = (random) => Math.round(1000 * (THINK_SECONDS.afterSubmit + random * (PASS_SECONDS - THINK_SECONDS.afterSubmit)));

/**
 * The milliseconds a learner thinks before its next request (Artillery then draws within ±25 %). `learner`:
 * { skipMs, skipping, failed }, changed here: while `skipMs` covers the think, it is skipped and so is the request
 * after it (`skipping`); a learner whose request failed skips the rest of its pass; a think that reaches
 * `msLeft` (the time left in the step) ends there, and the request after it is skipped.
 */
export function thinkMs(learner, seconds, msLeft) {
  const base = seconds * 1000;
  if (learner.failed) return 0;
  if (learner.skipMs > 0 && learner.skipMs >= base) {
    learner.skipMs -= base;
    learner.skipping = true;
    return 0;
  }
  const wait = base - learner.skipMs;
  learner.skipMs = 0;
  // A request that would come after the step's end is not sent: the learner waits for the end.
  learner.skipping = wait >= msLeft;
  return Math.max(0, Math.min(wait, msLeft));
}

/** The attempt's first answer (the first option of its first question) or all of them, as the route takes them. */
export function answersFor(questions, all) {
  const chosen = all ? questions : questions.slice(0, 1);
  return Object.fromEntries(chosen.map((q) => [q.id, q.options[0].id]));
}

/**
 * The next number of learners to try, or null to stop. `history`: the steps so far, [{ learners, held }].
 * Up by `factor` from `start` while every step holds, up to `max`; after the first step that does not hold, one
 * halving of the gap between the most learners held and the fewest not held per further step, at most
 * `refinements` of them and only while the gap is over a tenth of the held figure.
 */
export function nextLearners(history, { start, factor = 2, max, refinements = 2 }) {
  if (!history.length) return Math.min(start, max);
  const held = history.filter((s) => s.held).map((s) => s.learners);
  const failed = history.filter((s) => !s.held).map((s) => s.learners);
  const best = held.length ? Math.max(...held) : 0;
  if (!failed.length) return best >= max ? null : Math.min(max, Math.ceil(best * factor));
  const worst = Math.min(...failed);
  const firstFailure = history.findIndex((s) => !s.held);
  if (history.length - 1 - firstFailure >= refinements) return null;
  const middle = Math.round((best + worst) / 2);
  return middle - best > Math.max(1, best / 10) && middle < worst ? middle : null;
}

/** The most learners held in `history` (0 when none). */
export const learnersHeld = (history) => Math.max(0, ...history.filter((s) => s.held).map((s) => s.learners));

/** Shares of CPU by part: { part: cpuSeconds } over `seconds` → { part: "1.23 cores (45 %)" }, largest first. */
export function cpuSplit(cpuSeconds, seconds) {
  const total = Object.values(cpuSeconds).reduce((sum, s) => sum + s, 0);
  return Object.entries(cpuSeconds)
    .sort((a, b) => b[1] - a[1])
    .map(([part, s]) => `${part} ${(s / seconds).toFixed(2)} (${total > 0 ? Math.round((100 * s) / total) : 0} %)`);
}

const msText = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "–");

/** A step as one line: "200 learners: 51 req/s, p95 312 ms, 0 errors — held". */
export const stepLine = (learners, f) =>
  `${learners} learners: ${f.rps.toFixed(1)} req/s, p95 ${msText(f.p95)}, ${f.errors} error${f.errors === 1 ? "" : "s"} — ${f.held ? "held" : "not held"}`;

/**
 * The summary rows, one per cluster size: `runs` [{ servers, windowSeconds, history: [{ learners, held, figures,
 * database, cpuSeconds }] }] where `database` is { busySeconds, top } and `cpuSeconds` { part: CPU seconds }. The figures shown are those of the step with the most learners held (else the first step).
 */
export function summaryRows(runs) {
  return runs.map(({ servers, history, windowSeconds }) => {
    const held = learnersHeld(history);
    const shown = history.find((s) => s.held && s.learners === held) ?? history[0];
    const failed = history.filter((s) => !s.held).sort((a, b) => a.learners - b.learners)[0];
    if (!shown) return [String(servers), "–", "–", "–", "–", "–", "–", "–"];
    const f = shown.figures;
    return [
      String(servers),
      held ? String(held) : `0 (fewest tried: ${shown.learners})`,
      `${f.rps.toFixed(1)} req/s, p95 ${msText(f.p95)}`,
      failed ? `${failed.learners}: p95 ${msText(failed.figures.p95)}, ${failed.figures.errors} errors` : "none (cap or time)",
      shown.database ? `${(shown.database.busySeconds / windowSeconds).toFixed(2)} cores busy in statements, ${(f.rps > 0 ? (1000 * shown.database.busySeconds) / (f.rps * windowSeconds) : 0).toFixed(1)} ms a request` : "–",
      cpuSplit(shown.cpuSeconds, windowSeconds).join(", "),
      schoolCpuPerLearner(shown.cpuSeconds, windowSeconds, shown.learners),
    ];
  });
}

export const SUMMARY_HEADER = [
  "servers",
  "learners held (p95 < 500 ms, 0 errors)",
  "at that step",
  "first step not held",
  "database (pg_stat_statements)",
  "CPU in cores (share) at that step",
  "school's CPU a learner",
];

/** The parts that serve the school (not the load generator, not the rest of the machine). */
export const SCHOOL_PARTS = ["app servers", "nginx", "PostgreSQL", "Redis", "radosgw"];

/** The school's CPU for one learner, in milli-cores ("12.3 mcores"): what a core's worth of learners divides. */
export function schoolCpuPerLearner(cpuSeconds, seconds, learners) {
  const cores = SCHOOL_PARTS.reduce((sum, part) => sum + (cpuSeconds[part] ?? 0), 0) / seconds;
  return learners > 0 ? `${((1000 * cores) / learners).toFixed(1)} mcores` : "–";
}

/** Requests per second, p95 and p99 by route at each size's held step: [header, rows]. */
export function routeRows(runs) {
  const shownSteps = runs.map(({ history }) => {
    const held = learnersHeld(history);
    return history.find((s) => s.held && s.learners === held) ?? history[0];
  });
  const routes = [...new Set(shownSteps.flatMap((s) => (s ? Object.keys(s.figures.routes) : [])))];
  const order = Object.values(ROUTES);
  routes.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const header = ["route", ...runs.map(({ servers }, i) => `${servers} server${servers > 1 ? "s" : ""} (${shownSteps[i]?.learners ?? 0} learners)`)];
  const rows = routes.map((route) => [
    route,
    ...shownSteps.map((s) => {
      const r = s?.figures.routes[route];
      return r ? `${r.rps.toFixed(2)} req/s, p95 ${msText(r.p95)}, p99 ${msText(r.p99)}${r.errors ? `, ${r.errors} errors` : ""}` : "–";
    }),
  ]);
  return [header, rows];
}
