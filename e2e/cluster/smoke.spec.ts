import { expect, request as playwrightRequest, test } from "@playwright/test";
import { clusterInfo, expectAllServersRunning, onServer, servedBy, withStopped } from "./cluster";

// The cluster as `npm test -- cluster` starts it: nginx in front of two servers of the production build
// (scripts/cluster/nginx.conf, in test mode). What every journey here relies on.

test("nginx answers /api/health, and X-Test-Upstream reaches each server", async ({ request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect((await health.json()).checks).toMatchObject({ database: "ok", redis: "ok", storage: "ok" });

  const { servers } = await clusterInfo();
  expect(servers).toHaveLength(2);
  for (const n of [0, 1]) {
    const response = await request.get("/api/health", { headers: onServer(n) });
    expect(response.status(), `server ${n}`).toBe(200);
    expect(await servedBy(response), `server ${n}`).toBe(n);
    // Each server processes videos (ffmpeg is installed); its workers start just after it first answers.
    await expect
      .poll(async () => (await (await request.get("/api/health", { headers: onServer(n) })).json()).checks.videoProcessing, { message: `server ${n}`, timeout: 15_000 })
      .toBe("ok");
  }
});

test("requests are shared between the servers", async ({ request }) => {
  const seen = new Set<number>();
  for (let i = 0; i < 6; i++) seen.add(await servedBy(await request.get("/api/health")));
  expect([...seen].sort()).toEqual([0, 1]);
});

test("a /_next/static file is cached for a year, immutable, and compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const src = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src, "a /_next/static script in the home page").toBeTruthy();
  const response = await request.get(src!, { headers: { "Accept-Encoding": "br" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("br");
});

test("nginx caches /courses for visitors, never for a signed-in student", async ({ baseURL }) => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const student = await playwrightRequest.newContext({ baseURL });
  try {
    // The first answer may come from either server and fill the cache; the next is nginx's copy. (The pages
    // vary by Accept-Encoding, so both ask alike.)
    const gzip = { "Accept-Encoding": "gzip" };
    await (await anonymous.get("/courses", { headers: gzip })).body();
    const cached = await anonymous.get("/courses", { headers: gzip });
    expect(cached.status()).toBe(200);
    expect(cached.headers()["x-cache-status"]).toBe("HIT");
    expect(cached.headers()["set-cookie"]).toBeUndefined();
    expect(cached.headers()["content-encoding"]).toBe("gzip");

    const signIn = await student.post("/api/login", { data: { email: "student@example.com", password: "StudyTheWord1" } });
    expect(signIn.ok()).toBe(true);
    for (let i = 0; i < 2; i++) {
      const personal = await student.get("/courses");
      expect(personal.status()).toBe(200);
      expect(personal.headers()["x-cache-status"]).toBe("BYPASS");
    }
    // What the student got was not stored: a visitor still gets the cached copy.
    expect((await anonymous.get("/courses", { headers: gzip })).headers()["x-cache-status"]).toBe("HIT");
  } finally {
    await anonymous.dispose();
    await student.dispose();
  }
});

test("with server 0 stopped, server 1 answers every request; back, it answers again", async ({ request }) => {
  await withStopped({ server: 0 }, async () => {
    for (let i = 0; i < 4; i++) {
      const response = await request.get("/api/health");
      expect(response.status()).toBe(200);
      expect(await servedBy(response)).toBe(1);
    }
    expect((await request.get("/api/health", { headers: onServer(0) })).status()).toBe(502);
  });
  await expectAllServersRunning();
  expect((await request.get("/api/health", { headers: onServer(0) })).status()).toBe(200);
});
