import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { expectAllServersRunning, onServer, serverLog, servedBy, withStopped } from "./cluster";

// A shared part going away and coming back: Redis (the shared page and data cache) and PostgreSQL. The
// servers keep running throughout; nothing restarts them.

const REDIS_WARNING = "[cache] Redis unavailable";
const count = (text: string, needle: string) => text.split(needle).length - 1;

async function health(request: APIRequestContext, n: number) {
  const response = await request.get("/api/health", { headers: onServer(n) });
  expect(await servedBy(response)).toBe(n);
  return { status: response.status(), checks: (await response.json()).checks as Record<string, string> };
}

test("Redis stopped: pages are still served, each server warns once, and /api/health answers 503 naming redis", async ({ request }) => {
  const before = await Promise.all([0, 1].map((n) => serverLog(n)));
  await withStopped("redis", async () => {
    for (const n of [0, 1]) {
      const report = await health(request, n);
      expect(report.status, `server ${n}`).toBe(503);
      expect(report.checks.redis, `server ${n}`).toMatch(/^down/);
      expect(report.checks.database, `server ${n}`).toBe("ok");
    }
    // Pages render without the shared cache, on both servers, more than once.
    for (let round = 0; round < 2; round++) {
      for (const n of [0, 1]) {
        for (const path of ["/courses", "/es/courses", "/course/genesis"]) {
          const page = await request.get(path, { headers: onServer(n) });
          expect(page.status(), `${path} on server ${n}`).toBe(200);
          expect(await servedBy(page)).toBe(n);
        }
      }
    }
    // One warning per server for the outage, however many cache misses it had.
    for (const n of [0, 1]) {
      await expect
        .poll(async () => count((await serverLog(n)).slice(before[n]!.length), REDIS_WARNING), { message: `server ${n}'s log` })
        .toBe(1);
    }
  });
  // Back: both servers report it up again.
  for (const n of [0, 1]) {
    await expect.poll(async () => (await health(request, n)).status, { timeout: 15_000, message: `server ${n}` }).toBe(200);
  }
  await expectAllServersRunning();
});

test("PostgreSQL restarted: /api/health says 503 while it is down, then 200 on both servers, and signed-in pages work", async ({ baseURL }) => {
  const student = await playwrightRequest.newContext({ baseURL });
  try {
    const signIn = await student.post("/api/login", { data: { email: "student@example.com", password: "StudyTheWord1" } });
    expect(signIn.ok()).toBe(true);
    await withStopped("postgres", async () => {
      for (const n of [0, 1]) {
        await expect
          .poll(async () => (await health(student, n)).status, { timeout: 10_000, message: `server ${n}` })
          .toBe(503);
        expect((await health(student, n)).checks.database, `server ${n}`).toMatch(/^down/);
      }
    });
    // Back within a few seconds, without restarting the servers.
    const back = Date.now();
    for (const n of [0, 1]) {
      await expect.poll(async () => (await health(student, n)).status, { timeout: 10_000, message: `server ${n}` }).toBe(200);
    }
    console.log(`both servers healthy ${Date.now() - back} ms after PostgreSQL was back`);
    for (const n of [0, 1]) {
      const dashboard = await student.get("/dashboard", { headers: onServer(n) });
      expect(dashboard.status(), `server ${n}`).toBe(200);
      expect(await servedBy(dashboard)).toBe(n);
      expect(await dashboard.text()).toContain("Student Dashboard");
    }
  } finally {
    await student.dispose();
  }
  await expectAllServersRunning();
});
