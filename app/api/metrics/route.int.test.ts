import { randomUUID } from "node:crypto";
import { sql } from "@/lib/db";
import { jobQueue, stopJobQueue, VIDEO_PROCESSING_QUEUE } from "@/lib/jobs/queue";
import { enqueueVideoProcessing } from "@/lib/jobs/video-jobs";
import { logger } from "@/lib/observability/logger";
import { nonLoopbackAddress, startObservedServer } from "@/test/helpers/observed-server";
import { GET } from "./route";

// /api/metrics behind a real socket, observed by the servers' request hook: requests are counted and timed by
// route pattern, the pool, queue and cache are exported, and only this machine (by the connection's address)
// or the bearer of METRICS_TOKEN may read them. The token is set before the first env() of this file.
const TOKEN = `metrics-${randomUUID()}-${randomUUID()}`;
process.env.METRICS_TOKEN = TOKEN;

// Where Next records the route it matched (lib/observability/request-hook.ts reads it); this server plays Next.
const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");
const PATTERN = "/api/things/[id]";

let server: Awaited<ReturnType<typeof startObservedServer>>;
const sentJobs: string[] = [];

beforeAll(async () => {
  server = await startObservedServer(async (request, node) => {
    const path = new URL(request.url).pathname;
    if (path === "/api/metrics") {
      // As Next does before any route sees a request: X-Forwarded-For set to the socket's address when absent.
      const headers = new Headers(request.headers);
      if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", node.socket.remoteAddress ?? "");
      return GET(new Request(request.url, { headers }), { params: Promise.resolve({}) });
    }
    (node as unknown as Record<symbol, unknown>)[NEXT_REQUEST_META] = { match: { definition: { pathname: PATTERN } } };
    return new Response("thing", { status: path.endsWith("/missing") ? 404 : 200 });
  });
});

afterAll(async () => {
  await server.close();
  if (sentJobs.length) await (await jobQueue()).deleteJob(VIDEO_PROCESSING_QUEUE, sentJobs);
  await stopJobQueue();
});

const scrape = (base = server.loopbackUrl, headers: Record<string, string> = {}) => fetch(`${base}/api/metrics`, { headers });

/** The value of one sample line, e.g. sample(text, 'http_requests_total', { route, status }). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text.split("\n").find((row) => row.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => row.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("GET /api/metrics", () => {
  it("answers Prometheus text with request counts and latency histograms by route pattern and status", async () => {
    const before = await (await scrape()).text();
    const count = (status: string, text: string) => sample(text, "http_requests_total", { method: "GET", route: PATTERN, status }) ?? 0;
    for (const id of ["1", "2", "missing"]) expect((await fetch(`${server.loopbackUrl}/api/things/${id}?token=should-not-be-logged`)).status).toBe(id === "missing" ? 404 : 200);

    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(count("200", text) - count("200", before)).toBe(2);
    expect(count("404", text) - count("404", before)).toBe(1);
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(sample(text, "http_request_duration_seconds_bucket", { le: "+Inf", route: PATTERN, status: "200" })).toBeGreaterThanOrEqual(2);
    expect(sample(text, "http_request_duration_seconds_count", { route: PATTERN, status: "404" })).toBeGreaterThanOrEqual(1);
    // No raw path, no query string: a label per pattern, whatever the ids and tokens.
    expect(text).not.toContain("/api/things/1");
    expect(text).not.toContain("should-not-be-logged");
  });

  it("exports the database pool, the job queue's depth and the shared cache's reads", async () => {
    await sql`SELECT 1`;
    const boss = await jobQueue();
    const depth = async () => sample(await (await scrape()).text(), "job_queue_depth", { queue: VIDEO_PROCESSING_QUEUE });
    const queued = await boss.getQueueSize(VIDEO_PROCESSING_QUEUE);
    expect(await depth()).toBe(queued);
    const id = await enqueueVideoProcessing(`metrics-${randomUUID()}`);
    if (id) sentJobs.push(id);
    expect(id).toBeTruthy();
    expect(await depth()).toBe(queued + 1);

    const text = await (await scrape()).text();
    const total = sample(text, "db_pool_connections", { state: "total" })!;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(sample(text, "db_pool_connections", { state: "idle" })).toBeLessThanOrEqual(total);
    expect(sample(text, "db_pool_connections", { state: "waiting" })).toBe(0);
    expect(text).toContain("# TYPE cache_reads_total counter");
    expect(sample(text, "cache_reads_total", { result: "hit" })).toBeGreaterThanOrEqual(0);
  });

  it("is 403 from an address outside this machine without the token, whatever headers claim", async () => {
    const outside = `http://${nonLoopbackAddress()}:${server.port}`;
    const refused = await scrape(outside);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "METRICS_FORBIDDEN" });
    // A client cannot pass for loopback: the hook overwrites the peer header, X-Forwarded-For is not read.
    expect((await scrape(outside, { "x-school-socket-peer": "127.0.0.1", "x-forwarded-for": "127.0.0.1" })).status).toBe(403);
    expect((await scrape(outside, { authorization: `Bearer ${TOKEN.slice(0, -1)}x` })).status).toBe(403);
    const allowed = await scrape(outside, { authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("http_requests_total");
  });

  it("is 403 on loopback for a request forwarded by a proxy (nginx on this machine forwards anyone)", async () => {
    expect((await scrape(server.loopbackUrl, { "x-forwarded-for": "198.51.100.4" })).status).toBe(403);
  });
});

describe("the request hook", () => {
  it("writes one log line per request with its id, route pattern, status and time, and no path or query", async () => {
    const info = jest.spyOn(logger, "info");
    try {
      const response = await fetch(`${server.loopbackUrl}/api/things/42?token=secret-reset-token`, { headers: { "x-request-id": "nginx0123456789abcdef" } });
      expect(response.headers.get("x-request-id")).toBe("nginx0123456789abcdef");
      await response.text();
      // The line is written when the server has sent the last byte ("finish"), which may follow the client's read.
      const requestLines = () => info.mock.calls.filter(([, message]) => message === "request");
      for (let i = 0; i < 50 && requestLines().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      const lines = requestLines();
      expect(lines).toHaveLength(1);
      expect(lines[0]![0]).toEqual({ requestId: "nginx0123456789abcdef", method: "GET", route: PATTERN, status: 200, durationMs: expect.any(Number) });
      expect(JSON.stringify(lines[0])).not.toMatch(/secret-reset-token|\/api\/things\/42/);
    } finally {
      info.mockRestore();
    }
  });

  it("gives a request without a usable id a new one", async () => {
    const fresh = await fetch(`${server.loopbackUrl}/api/things/1`);
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await fetch(`${server.loopbackUrl}/api/things/1`, { headers: { "x-request-id": "<script>alert(1)</script>" } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
