// Throughput and tail latency under autocannon, with the failures counted (a page that redirects or errors
// is fast for the wrong reason).
import autocannon from "autocannon";
import { options } from "./options.mjs";

/**
 * Loads `url` for BENCH_DURATION seconds with BENCH_CONNECTIONS connections, after a short unmeasured run
 * that warms the server (JIT, ISR cache, connection pools) so the first seconds do not drag the average.
 * `request` may give method, headers and body. First checks one request and returns its status, so a 307 to
 * the sign-in page shows up as such.
 */
export async function load(url, request = {}) {
  const probe = await fetch(url, { method: request.method, headers: request.headers, body: request.body, redirect: "manual" });
  await probe.arrayBuffer();
  const settings = { url, connections: options.connections, ...request };
  await autocannon({ ...settings, duration: Math.min(2, options.duration) });
  const result = await autocannon({ ...settings, duration: options.duration });
  return {
    status: probe.status,
    location: probe.headers.get("location"),
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Non-2xx answers and errors, said only when there are some. */
export function problems(r) {
  const parts = [];
  if (r.status < 200 || r.status >= 300) parts.push(`first answer ${r.status}${r.location ? ` -> ${r.location}` : ""}`);
  if (r.non2xx) parts.push(`${r.non2xx} non-2xx`);
  if (r.errors) parts.push(`${r.errors} errors/timeouts`);
  return parts.length ? `  (${parts.join(", ")})` : "";
}
