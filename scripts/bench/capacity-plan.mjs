// The pure parts of `npm run bench -- --capacity` (scripts/bench/capacity.mjs), tested in capacity-plan.test.ts:
// what one learner does in a pass (the scenario), how many learners the next step tries (the step-up), and the
// figures of a step's window (p95, errors, requests per second by route).

/** What the bench calls a step held: the learners' p95 under this, and no error at all. */
export const P95_LIMIT_MS = 500;

/** Think times of a pass, in seconds, each drawn within ±25 % so the learners do not move in step. */
export const THINK_SECONDS = { afterSignIn: 2, dashboard: 3, lessonBeforePlay: 3, saveEvery: 10, nextLesson: 5, assessmentPage: 3, question: 5, afterSubmit: 5 };

/** The route each request is counted under (ids replaced by their kind). */
export const ROUTES = {
  signIn: "sign in (csrf, credentials, session)",
  dashboard: "GET /dashboard",
  lesson: "GET /course/:slug/lesson/:id",
  progress: "POST /api/progress",
  assessmentPage: "GET /assessment/:id",
  attemptStart: "POST /api/assessment-attempts (start)",
  attemptSave: "POST /api/assessment-attempts (answer)",
  attemptSubmit: "POST /api/assessment-attempts (submit)",
};

const jittered = (seconds, random) => Math.round(seconds * 1000 * (0.75 + 0.5 * random()));

/**
 * One pass of a learner, as a list of requests, each after its think time (`thinkMs`, the pause before it):
 * sign in, open the dashboard, open a lesson and let its video play (a progress save every 10 s for
 * `watchSeconds`), open the next lesson, open an assessment, start it, answer a question, submit. Pass `pass`
 * studies lesson `pass` (among those with a video) and takes assessment `pass` (each in turn, so repeated passes
 * stay within an assessment's attempt limit). `course`: { slug, lessons: [{ id, videoId, videoSeconds }] in
 * order, assessments: [id] }. `random` gives numbers in [0, 1).
 */
export function learnerPass({ course, pass, watchSeconds = 20, random = Math.random }) {
  if (course.lessons.length < 2) throw new Error(`the course ${course.slug} needs two lessons with a ready video`);
  if (!course.assessments.length) throw new Error(`the course ${course.slug} has no assessment`);
  const lesson = course.lessons[pass % course.lessons.length];
  const next = course.lessons[(pass + 1) % course.lessons.length];
  const assessmentId = course.assessments[pass % course.assessments.length];
  const lessonPath = (l) => `/course/${course.slug}/lesson/${l.id}`;
  const t = (name) => jittered(THINK_SECONDS[name], random);
  /** @type {{ route: string, kind: string, thinkMs: number, path?: string, method?: string, body?: Record<string, unknown>, assessmentId?: string }[]} */
  const steps = [
    { route: ROUTES.signIn, kind: "signIn", thinkMs: 0 },
    { route: ROUTES.dashboard, kind: "page", path: "/dashboard", thinkMs: t("afterSignIn") },
    { route: ROUTES.lesson, kind: "page", path: lessonPath(lesson), thinkMs: t("dashboard") },
  ];
  // The player saves every 10 s while the video plays; the position stops at the video's end.
  const saves = Math.max(1, Math.ceil(watchSeconds / THINK_SECONDS.saveEvery));
  for (let n = 1; n <= saves; n++) {
    const positionSeconds = Math.min(n * THINK_SECONDS.saveEvery, lesson.videoSeconds);
    steps.push({
      route: ROUTES.progress,
      kind: "json",
      method: "POST",
      path: "/api/progress",
      body: { lessonId: lesson.id, videoId: lesson.videoId, positionSeconds, durationSeconds: lesson.videoSeconds },
      thinkMs: n === 1 ? t("lessonBeforePlay") : t("saveEvery"),
    });
  }
  steps.push(
    { route: ROUTES.lesson, kind: "page", path: lessonPath(next), thinkMs: t("saveEvery") },
    { route: ROUTES.assessmentPage, kind: "page", path: `/assessment/${assessmentId}`, thinkMs: t("nextLesson") },
    { route: ROUTES.attemptStart, kind: "attemptStart", assessmentId, thinkMs: t("assessmentPage") },
    { route: ROUTES.attemptSave, kind: "attemptSave", assessmentId, thinkMs: t("question") },
    { route: ROUTES.attemptSubmit, kind: "attemptSubmit", assessmentId, thinkMs: t("question") },
  );
  return { steps, restMs: t("afterSubmit") };
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
export function nextLearners(history, { start, factor = 2, max, refinements = 1 }) {
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

/** The `q` quantile (0–1) of `values` (nearest rank); NaN when empty. */
export function quantile(values, q) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * The figures of a window of `seconds` from its requests ([{ route, ms, ok }]): overall p95 and errors, whether
 * it held, and per route its requests per second, p95 and errors.
 */
export function windowFigures(requests, seconds) {
  const routes = {};
  for (const r of requests) (routes[r.route] ??= []).push(r);
  const errors = requests.filter((r) => !r.ok).length;
  const p95 = quantile(requests.map((r) => r.ms), 0.95);
  return {
    requests: requests.length,
    rps: requests.length / seconds,
    p95,
    errors,
    held: requests.length > 0 && errors === 0 && p95 < P95_LIMIT_MS,
    routes: Object.fromEntries(
      Object.entries(routes).map(([route, list]) => [
        route,
        { rps: list.length / seconds, p95: quantile(list.map((r) => r.ms), 0.95), errors: list.filter((r) => !r.ok).length },
      ]),
    ),
  };
}

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

/** Requests per second (p95) by route at each size's held step: [header, rows]. */
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
      return r ? `${r.rps.toFixed(2)} req/s, p95 ${msText(r.p95)}${r.errors ? `, ${r.errors} errors` : ""}` : "–";
    }),
  ]);
  return [header, rows];
}
