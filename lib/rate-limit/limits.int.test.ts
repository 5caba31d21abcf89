// Issue 15's limits: the client address from the configured proxy count, a backoff per account instead of
// a hard lock, a generous limit per address, limits on sign-up, reset requests and payment intents (429
// with Retry-After), and expired rows pruned.
import { POST as login } from "@/app/api/login/route";
import { POST as signup } from "@/app/api/signup/route";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { clientIp } from "@/lib/auth/credentials";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { clientAddress, UNKNOWN_ADDRESS } from "@/lib/rate-limit/address";
import { delaySeconds, takeBackoffTurn } from "@/lib/rate-limit/backoff";
import { limitResetRequest } from "@/lib/rate-limit/guards";
import { hit } from "@/lib/rate-limit/limit";
import { maybePruneExpired, pruneExpired } from "@/lib/rate-limit/prune";
import { TestClient, uniqueEmail } from "@/test/http";

// These tests play the part of one proxy in front (the cluster's nginx): TestClient sends X-Forwarded-For.
process.env.TRUSTED_PROXY_HOPS = "1";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const address = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

async function account(label: string) {
  const email = uniqueEmail(label);
  await db.user.create({ data: { firstName: "Lydia", lastName: "Thyatira", email, passwordHash: await hashPassword("purple-cloth-8") } });
  return email;
}
const signIn = (client: TestClient, email: string, password: string) => client.call(login, { method: "POST", body: { email, password } });

/** Moves a limit row's clock back, as if `seconds` had passed. */
const wait = (key: string, seconds: number) =>
  db.$executeRaw`UPDATE "rate_limit_buckets" SET "resetAt" = "resetAt" - make_interval(secs => ${seconds}) WHERE "key" = ${key}`;

describe("the client address", () => {
  it("is unknown with 0 trusted proxies, whatever X-Forwarded-For says (npm start: the header is the client's own)", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.9" }), 0)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(new Headers(), 0)).toBe(UNKNOWN_ADDRESS);
  });

  it("is the entry the outermost trusted proxy appended; a forged prefix changes nothing", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "10.9.9.9, 198.51.100.1" }), 1)).toBe("198.51.100.1");
    expect(clientAddress(new Headers({ "x-forwarded-for": "1.1.1.1, 2.2.2.2, 198.51.100.1, 10.0.0.2" }), 2)).toBe("198.51.100.1");
    expect(clientAddress(new Headers({ "x-forwarded-for": "198.51.100.1" }), 2)).toBe(UNKNOWN_ADDRESS);
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.9, 198.51.100.1" }))).toBe("198.51.100.1");
  });
});

describe("sign-in", () => {
  it("slows an account down exponentially instead of locking it: ten wrong passwords cost its owner seconds", async () => {
    const email = await account("backoff");
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      // Each wrong guess from another address, as an attacker spreading them would; the backoff still counts them.
      const client = new TestClient(address());
      const key = `signin:account:${email}`;
      const response = await signIn(client, email, "wrong-password-1");
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(Number(response.headers.get("retry-after"))).toBeLessThanOrEqual(16);
        await wait(key, Number(response.headers.get("retry-after")));
        i--; // the same guess again once the wait is over
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
    // After the 10th failure the wait is 2^4 = 16 s, not 15 minutes; once it is over, the owner signs in.
    const refused = await signIn(new TestClient(address()), email, "purple-cloth-8");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED", retryAfter: expect.any(Number) });
    expect(refused.body.retryAfter).toBeLessThanOrEqual(16);
    await wait(`signin:account:${email}`, 16);
    expect((await signIn(new TestClient(address()), email, "purple-cloth-8")).status).toBe(200);
    // …and the success forgets the failures.
    expect(await db.rateLimitBucket.count({ where: { key: `signin:account:${email}` } })).toBe(0);
  });

  it("doubles the wait per failure up to ten minutes", () => {
    const policy = { free: 5, maxDelaySeconds: 600, forgetSeconds: 3600 };
    expect([5, 6, 7, 8, 10, 15, 16, 40].map((n) => delaySeconds(n, policy))).toEqual([0, 1, 2, 4, 16, 512, 600, 600]);
  });

  it("lets two parallel guesses through only as the backoff allows", async () => {
    const key = `test:backoff:${unique()}`;
    const policy = { free: 1, maxDelaySeconds: 60, forgetSeconds: 3600 };
    const turns = await Promise.all(Array.from({ length: 6 }, () => takeBackoffTurn(key, policy)));
    expect(turns.filter((t) => t.allowed)).toHaveLength(2); // the free one, and the first after a 0-second wait is not: 1 s
  });

  it("keeps a shared address open: many people's typos do not lock the network, 100 failures in 15 minutes do", async () => {
    const shared = address();
    const emails = await Promise.all(Array.from({ length: 4 }, (_, i) => account(`church-${i}`)));
    for (let i = 0; i < 12; i++) expect((await signIn(new TestClient(shared), emails[i % 4]!, "typo-typo-1")).status).toBe(401);
    expect((await signIn(new TestClient(shared), await account("church-ok"), "purple-cloth-8")).status).toBe(200);
    await db.rateLimitBucket.update({ where: { key: `signin:ip:${shared}` }, data: { count: 100 } });
    const limited = await signIn(new TestClient(shared), await account("church-late"), "purple-cloth-8");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
  });

  it("cannot be escaped by appending an X-Forwarded-For entry: the trusted entry is the last one", async () => {
    const real = address();
    await db.rateLimitBucket.upsert({
      where: { key: `signin:ip:${real}` },
      create: { key: `signin:ip:${real}`, count: 100, resetAt: new Date(Date.now() + 600_000) },
      update: { count: 100, resetAt: new Date(Date.now() + 600_000) },
    });
    const forged = new TestClient(`${address()}, ${real}`);
    expect((await signIn(forged, await account("forged"), "purple-cloth-8")).status).toBe(429);
  });
});

describe("sign-up, password reset requests and payment intents", () => {
  it("limits sign-ups per address: the 11th account in an hour gets 429 with Retry-After, and no row", async () => {
    const client = new TestClient(address());
    const body = () => ({ firstName: "Demas", lastName: "Thessalonica", email: uniqueEmail("signup-flood"), password: "world-loving-4" });
    for (let i = 0; i < 10; i++) expect((await new TestClient(client.ip).call(signup, { method: "POST", body: body() })).status).toBe(201);
    const last = body();
    const refused = await new TestClient(client.ip).call(signup, { method: "POST", body: last });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED", error: expect.stringMatching(/Too many accounts/) });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
    expect(await db.user.count({ where: { email: last.email } })).toBe(0);
    // Another address is not affected.
    expect((await new TestClient(address()).call(signup, { method: "POST", body: body() })).status).toBe(201);
  });

  it("limits reset requests per address, and a forged X-Forwarded-For entry does not escape it", async () => {
    const real = address();
    for (let i = 0; i < 20; i++) await limitResetRequest(real);
    await expect(limitResetRequest(clientIp(new Headers({ "x-forwarded-for": `9.9.9.9, ${real}` })))).rejects.toMatchObject({ status: 429, code: "RATE_LIMITED" });
    await expect(limitResetRequest(UNKNOWN_ADDRESS)).resolves.toBeUndefined();
  });

  it("limits payment intents per address across accounts", async () => {
    const shared = address();
    await db.rateLimitBucket.create({ data: { key: `paymentIntentPerAddress:${shared}`, count: 30, resetAt: new Date(Date.now() + 600_000) } });
    const student = new TestClient(shared);
    await student.call(signup, { method: "POST", body: { firstName: "Gaius", lastName: "Derbe", email: uniqueEmail("intent"), password: "walk-in-truth-3" } });
    const refused = await student.call(createIntent, { method: "POST", body: { courseId: "romans" } });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("expired limit rows", () => {
  it("are pruned, live ones kept; hits prune now and then on their own", async () => {
    const old = `test:old:${unique()}`;
    const live = `test:live:${unique()}`;
    await db.rateLimitBucket.createMany({
      data: [
        { key: old, count: 3, resetAt: new Date(Date.now() - 1000) },
        { key: live, count: 3, resetAt: new Date(Date.now() + 60_000) },
      ],
    });
    expect(await pruneExpired()).toBeGreaterThanOrEqual(1);
    expect(await db.rateLimitBucket.findUnique({ where: { key: old } })).toBeNull();
    expect(await db.rateLimitBucket.findUnique({ where: { key: live } })).not.toBeNull();

    const again = `test:old:${unique()}`;
    await db.rateLimitBucket.create({ data: { key: again, count: 1, resetAt: new Date(Date.now() - 1000) } });
    maybePruneExpired(200, () => 0.9); // not this time
    await hit(`test:other:${unique()}`, 5, 60);
    expect(await db.rateLimitBucket.findUnique({ where: { key: again } })).not.toBeNull();
    maybePruneExpired(200, () => 0); // this time
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await db.rateLimitBucket.findUnique({ where: { key: again } })).toBeNull();
  });
});
