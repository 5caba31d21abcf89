import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

// The server's Prometheus metrics, in one registry per process. Next compiles instrumentation.ts (which records
// requests) and the /api/metrics route into separate bundles, so each could evaluate this module: the metrics
// live on globalThis, made once, and both bundles record into and read the same ones.
type Metrics = {
  registry: Registry;
  requests: Counter<"method" | "route" | "status">;
  duration: Histogram<"method" | "route" | "status">;
  jobs: Counter<"queue" | "outcome">;
  jobDuration: Histogram<"queue" | "outcome">;
};

const KEY = Symbol.for("school.metrics");
const holder = globalThis as unknown as { [KEY]?: Metrics };

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: "http_requests_total",
      help: "Requests answered by this server, by method, route pattern and status",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    }),
    duration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its last byte, by method, route pattern and status",
      labelNames: ["method", "route", "status"],
      // From a cached page (a few ms) to a slow report (seconds).
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobs: new Counter({
      name: "jobs_total",
      help: "Background jobs run by this server, by queue and outcome (completed or failed)",
      labelNames: ["queue", "outcome"],
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: "job_duration_seconds",
      help: "Time a background job ran on this server, by queue and outcome",
      labelNames: ["queue", "outcome"],
      buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
      registers: [registry],
    }),
  };
}

export function metrics(): Metrics {
  holder[KEY] ??= create();
  return holder[KEY];
}

/** Counts one answered request and its duration. `route` is a pattern (/api/courses/[id]), never a raw path. */
export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method, route, status: String(status) };
  const { requests, duration } = metrics();
  requests.inc(labels);
  duration.observe(labels, seconds);
}

/** Counts one background job and how long it ran. */
export function recordJob(queue: string, outcome: "completed" | "failed", seconds: number): void {
  const { jobs, jobDuration } = metrics();
  jobs.inc({ queue, outcome });
  jobDuration.observe({ queue, outcome }, seconds);
}
