// The per-account backoff (lib/rate-limit/backoff.ts) with tries in flight: a turn refused only because other
// tries are still being checked waits for them, and goes if one succeeds; failures keep it refused.
import { db } from "@/lib/db";
import { awaitBackoffTurn, endBackoffTurn, takeBackoffTurn } from "./backoff";

const key = () => `test:backoff:${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const policy = { free: 0, maxDelaySeconds: 600, forgetSeconds: 3600 };
const row = (k: string) => db.rateLimitBucket.findUnique({ where: { key: k } });

/** Six failures, the last 100 s ago: the 7th try is open (its wait, 32 s, is over), the 8th would wait 64 s. */
async function sixOldFailures(k: string) {
  await db.$executeRaw`INSERT INTO "rate_limit_buckets" ("key", "count", "pending", "resetAt")
    VALUES (${k}, 6, 0, now() + make_interval(secs => ${policy.forgetSeconds - 100}))`;
}

it("a turn refused for a try in flight goes as soon as that try succeeds", async () => {
  const k = key();
  await sixOldFailures(k);
  expect((await takeBackoffTurn(k, policy)).allowed).toBe(true);
  expect(await takeBackoffTurn(k, policy)).toMatchObject({ allowed: false, inFlight: 1 });
  const started = Date.now();
  const waiting = awaitBackoffTurn(k, policy);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await endBackoffTurn(k, "success", policy);
  expect(await waiting).toMatchObject({ allowed: true });
  expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  await endBackoffTurn(k, "success", policy);
  expect(await row(k)).toBeNull();
});

it("a turn refused for a try in flight is refused with the backoff's wait when that try fails", async () => {
  const k = key();
  await sixOldFailures(k);
  expect((await takeBackoffTurn(k, policy)).allowed).toBe(true);
  const waiting = awaitBackoffTurn(k, policy);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await endBackoffTurn(k, "failure", policy);
  const turn = await waiting;
  expect(turn).toMatchObject({ allowed: false, inFlight: 0 });
  expect(turn.retryAfterSeconds).toBeGreaterThan(55);
  expect(turn.retryAfterSeconds).toBeLessThanOrEqual(64);
  expect(await row(k)).toMatchObject({ count: 7, pending: 0 });
});

it("a turn refused with nothing in flight answers at once, and a try that never ends is waited for only so long", async () => {
  const k = key();
  await sixOldFailures(k);
  expect((await takeBackoffTurn(k, policy)).allowed).toBe(true);
  await endBackoffTurn(k, "failure", policy);
  let started = Date.now();
  expect((await awaitBackoffTurn(k, policy)).allowed).toBe(false);
  expect(Date.now() - started).toBeLessThan(2000);

  const lost = key(); // a server that died while checking a password never ends its turn
  await sixOldFailures(lost);
  expect((await takeBackoffTurn(lost, policy)).allowed).toBe(true);
  started = Date.now();
  expect(await awaitBackoffTurn(lost, policy, 500)).toMatchObject({ allowed: false, inFlight: 1 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(500);
});

it("a success while other tries are in flight forgets the failures but keeps counting those tries", async () => {
  const k = key();
  const turns = await Promise.all([1, 2, 3].map(() => takeBackoffTurn(k, { ...policy, free: 5 })));
  expect(turns.every((t) => t.allowed)).toBe(true);
  await endBackoffTurn(k, "failure", policy);
  await endBackoffTurn(k, "success", policy);
  expect(await row(k)).toMatchObject({ count: 0, pending: 1 });
  await endBackoffTurn(k, "failure", policy);
  expect(await row(k)).toMatchObject({ count: 1, pending: 0 });
});

it("never fails on a row removed between a turn and its end (an account deleted meanwhile)", async () => {
  const k = key();
  expect((await takeBackoffTurn(k, policy)).allowed).toBe(true);
  await db.rateLimitBucket.deleteMany({ where: { key: k } });
  await endBackoffTurn(k, "success", policy);
  expect(await row(k)).toBeNull();
  expect((await takeBackoffTurn(k, policy)).allowed).toBe(true);
  await db.rateLimitBucket.deleteMany({ where: { key: k } });
  await endBackoffTurn(k, "failure", policy);
  expect(await row(k)).toMatchObject({ count: 1, pending: 0 });
});

it("holds with many failures recorded (no overflow in the wait's arithmetic)", async () => {
  const k = key();
  await db.$executeRaw`INSERT INTO "rate_limit_buckets" ("key", "count", "pending", "resetAt") VALUES (${k}, 5000, 0, now() + interval '1 hour')`;
  const turn = await takeBackoffTurn(k, policy);
  expect(turn.allowed).toBe(false);
  expect(turn.retryAfterSeconds).toBeGreaterThan(590);
  expect(turn.retryAfterSeconds).toBeLessThanOrEqual(600);
});
