import { db } from "@/lib/db";
import { hit, reset } from "./limit";

const key = () => `test:${Date.now()}:${Math.random()}`;

it("allows up to the limit in a window, then refuses with the time to wait", async () => {
  const k = key();
  for (let i = 1; i <= 3; i++) {
    const result = await hit(k, 3, 60);
    expect(result.allowed).toBe(true);
    expect(result.remaining).toBe(3 - i);
  }
  const refused = await hit(k, 3, 60);
  expect(refused.allowed).toBe(false);
  expect(refused.retryAfterSeconds).toBeGreaterThan(50);
  expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
});

it("counts concurrent hits exactly once each", async () => {
  const k = key();
  const results = await Promise.all(Array.from({ length: 20 }, () => hit(k, 10, 60)));
  expect(results.filter((r) => r.allowed)).toHaveLength(10);
});

it("starts a new window when the old one has ended", async () => {
  const k = key();
  await hit(k, 1, 1);
  expect((await hit(k, 1, 1)).allowed).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect((await hit(k, 1, 1)).allowed).toBe(true);
});

it("can be reset", async () => {
  const k = key();
  await hit(k, 1, 60);
  await reset(k);
  expect((await hit(k, 1, 60)).allowed).toBe(true);
});

describe("two app servers counting at once", () => {
  it("the first two hits of a new key, at once: both counted, one allowed under a limit of 1", async () => {
    const k = key();
    const [a, b] = await Promise.all([hit(k, 1, 60), hit(k, 1, 60)]);
    expect([a.allowed, b.allowed].sort()).toEqual([false, true]);
    const bucket = await db.rateLimitBucket.findUniqueOrThrow({ where: { key: k } });
    expect(bucket.count).toBe(2);
  });

  it("hits racing across the end of a window start one new window between them", async () => {
    const k = key();
    await hit(k, 5, 60);
    await db.rateLimitBucket.update({ where: { key: k }, data: { count: 99, resetAt: new Date(Date.now() - 1000) } });
    const results = await Promise.all(Array.from({ length: 8 }, () => hit(k, 5, 60)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.remaining).sort()).toEqual([0, 0, 0, 0, 1, 2, 3, 4]);
    const bucket = await db.rateLimitBucket.findUniqueOrThrow({ where: { key: k } });
    expect(bucket.count).toBe(8);
    expect(bucket.resetAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
  });
});
