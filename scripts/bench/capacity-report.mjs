// A capacity step's figures from its Artillery report (`artillery run --output`, the JSON's `aggregate`): the
// window's requests by route from the metrics-by-endpoint plugin, the window's overall response time and the
// failures counted by capacity-processor.mjs. Requests named RAMP_PREFIX… (sent during the ramp) are left out.
import { P95_LIMIT_MS, RAMP_PREFIX } from "./capacity-plan.mjs";

/** The metrics-by-endpoint plugin's time to first byte of each named request. */
export const ROUTE_TIME_PREFIX = "plugins.metrics-by-endpoint.response_time.";
/** The processor's time to first byte of every request of the window (what p95 is held to). */
export const WINDOW_TIME = "capacity.window.response_time";
/** The processor's failures: `${FAILED_PREFIX}${request name} — ${reason}` (a status, "no session", an error code). */
export const FAILED_PREFIX = "capacity.failed.";
export const FAILED_SEPARATOR = " — ";

/**
 * The window's figures from `report` (Artillery's JSON report) over `seconds`: requests, rps, p95, p99 and
 * errors overall, whether the step held (p95 under P95_LIMIT_MS and no error), per route its rps, p95, p99
 * and errors, up to three failures as text, and the failures of the ramp (not held against the step).
 */
export function windowFigures(report, seconds) {
  const { counters = {}, summaries = {} } = report.aggregate ?? {};
  /** @type {Record<string, { rps: number, p95: number, p99: number, errors: number }>} */
  const routes = {};
  const route = (name) => (routes[name] ??= { rps: 0, p95: NaN, p99: NaN, errors: 0 });
  for (const [metric, summary] of Object.entries(summaries)) {
    if (!metric.startsWith(ROUTE_TIME_PREFIX)) continue;
    const name = metric.slice(ROUTE_TIME_PREFIX.length);
    if (!name.startsWith(RAMP_PREFIX)) Object.assign(route(name), { rps: summary.count / seconds, p95: summary.p95, p99: summary.p99 });
  }
  let errors = 0;
  let rampErrors = 0;
  const failures = [];
  for (const [metric, count] of Object.entries(counters)) {
    if (!metric.startsWith(FAILED_PREFIX)) continue;
    const [name, reason] = metric.slice(FAILED_PREFIX.length).split(FAILED_SEPARATOR);
    if (name.startsWith(RAMP_PREFIX)) {
      rampErrors += count;
      continue;
    }
    errors += count;
    route(name).errors += count;
    failures.push(`${name}: ${reason} (${count})`);
  }
  const overall = summaries[WINDOW_TIME] ?? { count: 0, p95: NaN, p99: NaN };
  return {
    requests: overall.count,
    rps: overall.count / seconds,
    p95: overall.p95,
    p99: overall.p99,
    errors,
    held: overall.count > 0 && errors === 0 && overall.p95 < P95_LIMIT_MS,
    routes,
    failures: failures.slice(0, 3),
    rampErrors,
  };
}
