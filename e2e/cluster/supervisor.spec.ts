import { expect, test, type APIRequestContext } from "@playwright/test";
import { clusterInfo, countStored, crash, expectAllServersRunning, onServer, servedBy, settled } from "./cluster";

// The supervisor (scripts/cluster/supervisor.mjs), which the harness runs as start:cluster does: a part that
// dies without being stopped on purpose is started again, within 15 s, with nothing else restarted.

const BACK_WITHIN_MS = 15_000;
// These tests are about a part that was running steadily and dies: when an earlier test (or an earlier
// repetition, `--repeat-each`) killed it less than 10 s ago, they wait for it to settle first (settled()).
test.describe.configure({ timeout: 120_000 });

async function healthOn(request: APIRequestContext, n: number): Promise<number> {
  const response = await request.get("/api/health", { headers: onServer(n), failOnStatusCode: false });
  return response.status();
}

test("a server killed with SIGKILL is started again within 15 s and nginx sends it requests", async ({ request }) => {
  await settled((info) => info.servers[0]);
  const before = (await clusterInfo()).servers[0]!.port;
  const t = Date.now();
  await crash({ server: 0 });
  expect((await clusterInfo()).servers[0]!.running).toBe(false);
  await expect.poll(() => healthOn(request, 0), { timeout: BACK_WITHIN_MS, intervals: [250] }).toBe(200);
  console.log(`server 0 back ${Date.now() - t} ms after the kill`);
  expect(Date.now() - t).toBeLessThan(BACK_WITHIN_MS);
  // Same port, and unpinned requests reach it again (the supervisor reloaded nginx).
  expect((await clusterInfo()).servers[0]!.port).toBe(before);
  const answered = new Set<number>();
  for (let i = 0; i < 20 && answered.size < 2; i++) answered.add(await servedBy(await request.get("/api/health")));
  expect([...answered].sort()).toEqual([0, 1]);
  await expectAllServersRunning();
});

test("Redis killed with SIGKILL is started again within 15 s and both servers use it again", async ({ request }) => {
  await settled((info) => info.redis);
  // Both servers serve (neither is being restarted after an earlier test's kill): the check below needs them.
  for (const n of [0, 1]) await settled((info) => info.servers[n]);
  await expectAllServersRunning();
  const t = Date.now();
  await crash("redis");
  expect((await clusterInfo()).redis?.running).toBe(false);
  await expect.poll(async () => (await clusterInfo()).redis?.running, { timeout: BACK_WITHIN_MS, intervals: [250] }).toBe(true);
  for (const n of [0, 1]) {
    await expect.poll(() => healthOn(request, n), { timeout: BACK_WITHIN_MS - (Date.now() - t), intervals: [250], message: `server ${n}` }).toBe(200);
  }
  console.log(`Redis back for both servers ${Date.now() - t} ms after the kill`);
  expect(Date.now() - t).toBeLessThan(BACK_WITHIN_MS);
  // The servers never went away.
  await expectAllServersRunning();
});

test("radosgw killed with SIGKILL is started again within 15 s with every object still there", async ({ request }) => {
  const stored = await countStored("");
  expect(stored).toBeGreaterThan(0); // the seed's sample lectures
  await settled((info) => info.radosgw);
  const { radosgw } = await clusterInfo();
  expect(radosgw?.running).toBe(true);
  const t = Date.now();
  await crash("radosgw");
  expect((await clusterInfo()).radosgw?.running).toBe(false);
  await expect
    .poll(async () => (await fetch(`${radosgw!.endpoint}/`).then((r) => r.status, () => 0)), { timeout: BACK_WITHIN_MS, intervals: [250] })
    .toBe(200);
  console.log(`radosgw back ${Date.now() - t} ms after the kill`);
  expect(Date.now() - t).toBeLessThan(BACK_WITHIN_MS);
  expect(await countStored("")).toBe(stored);
  for (const n of [0, 1]) expect(await healthOn(request, n), `server ${n}`).toBe(200);
  await expectAllServersRunning();
});
