import { expect, test } from "@playwright/test";
import { clusterInfo, onServer, serverLog } from "./cluster";

// Logs and metrics of the production build behind nginx: each request carries nginx's id into the server's
// JSON log line and back to the client, and each server's /api/metrics answers this machine (Prometheus's
// place) with the request histograms by Next's route pattern, and nobody through nginx without the token.

test("a request through nginx gets nginx's id, found in one JSON log line of the server that answered", async ({ request }) => {
  const response = await request.get("/api/health", { headers: onServer(1) });
  expect(response.status()).toBe(200);
  const id = response.headers()["x-request-id"];
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  await expect
    .poll(async () => {
      const lines = (await serverLog(1)).split("\n").filter((line) => line.includes(id!));
      return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    })
    .toEqual([expect.objectContaining({ level: "info", msg: "request", requestId: id, method: "GET", route: "/api/health", status: 200, durationMs: expect.any(Number) })]);
});

test("each server's /api/metrics answers this machine with request counts and histograms by route pattern", async ({ request }) => {
  const { servers } = await clusterInfo();
  for (const [n, { port }] of servers.entries()) {
    // A page and an API route served by this server.
    expect((await request.get("/courses", { headers: onServer(n) })).status()).toBe(200);
    expect((await request.get("/api/health", { headers: onServer(n) })).status()).toBe(200);
    const metrics = await fetch(`http://127.0.0.1:${port}/api/metrics`);
    expect(metrics.status, `server ${n}`).toBe(200);
    const text = await metrics.text();
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health",status="200"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/\[locale\][^"]*",status="200"\} [1-9]/);
    expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/job_queue_depth\{queue="video-processing"\} \d+/);
    expect(text).toMatch(/cache_reads_total\{result="(hit|miss)"\} [1-9]/);
  }
});

test("/api/metrics through nginx is refused without the token", async ({ request }) => {
  const response = await request.get("/api/metrics");
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ code: "METRICS_FORBIDDEN" });
});
