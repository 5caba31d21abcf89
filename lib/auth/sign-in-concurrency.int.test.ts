// Issue 25: sign-ins at the same time, through both doors (POST /api/login and next-auth's Credentials callback).
// A classroom on one shared account signs in at once and every right password gets in; nothing answers 500;
// wrong passwords sent at once are still held to the account's backoff.
import { NextRequest } from "next/server";
import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as login } from "@/app/api/login/route";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { TestClient, uniqueEmail } from "@/test/http";
import { setTestRequest } from "@/test/next-headers";

// One proxy in front, as in the cluster: TestClient sends the client's address in X-Forwarded-For.
process.env.TRUSTED_PROXY_HOPS = "1";

const PASSWORD = "one-body-many-members-12";
const ROUNDS = 5;
const address = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

async function account(label: string) {
  const email = uniqueEmail(label);
  await db.user.create({ data: { firstName: "Priscilla", lastName: "Corinth", email, passwordHash } });
  return email;
}

const accountRow = (email: string) => db.rateLimitBucket.findUnique({ where: { key: `signin:account:${email}` } });

/** POST /api/login from `ip`: its status. */
async function loginStatus(email: string, password: string, ip: string) {
  return (await new TestClient(ip).call(login, { method: "POST", body: { email, password } })).status;
}

/**
 * Signs in through next-auth's Credentials callback the way Next would call it (cookies and headers through
 * next/headers): one CSRF round trip, then every sign-in posts that token, as many tabs of one browser would.
 */
async function nextAuthDoor(ip: string) {
  const headers = { "x-forwarded-for": ip };
  setTestRequest({ headers });
  const csrf = await nextAuthGet(new NextRequest("http://localhost/api/auth/csrf", { headers }), { params: Promise.resolve({ nextauth: ["csrf"] }) });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers.getSetCookie().find((c) => c.startsWith("next-auth.csrf-token="))!.split(";")[0]!.split("=")[1]!;
  setTestRequest({ headers, cookies: { "next-auth.csrf-token": decodeURIComponent(csrfCookie) } });
  return async (email: string, password: string) => {
    const form = new URLSearchParams({ csrfToken, email, password, json: "true" });
    const response = await nextAuthPost(
      new NextRequest("http://localhost/api/auth/callback/credentials", {
        method: "POST",
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      }),
      { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) },
    );
    const signedIn = response.headers.getSetCookie().some((c) => c.startsWith("next-auth.session-token=") && !c.startsWith("next-auth.session-token=;"));
    return response.status === 200 && signedIn ? 200 : response.status;
  };
}

describe("right passwords at the same time", () => {
  it("POST /api/login: 8 at once on one shared account and 8 on 8 accounts, 5 rounds: every one signs in", async () => {
    const shared = await account("classroom");
    const own = await Promise.all(Array.from({ length: 8 }, (_, i) => account(`pupil-${i}`)));
    const classroom = address(); // the whole class behind one address
    for (let round = 1; round <= ROUNDS; round++) {
      const statuses = await Promise.all([
        ...Array.from({ length: 8 }, () => loginStatus(shared, PASSWORD, classroom)),
        ...own.map((email) => loginStatus(email, PASSWORD, address())),
      ]);
      expect({ round, statuses }).toEqual({ round, statuses: Array(16).fill(200) });
    }
    // Every success forgot its try: nothing is left counted against the accounts.
    for (const email of [shared, ...own]) expect(await accountRow(email)).toBeNull();
    expect(await db.rateLimitBucket.findUnique({ where: { key: `signin:ip:${classroom}` } })).toMatchObject({ count: 0 });
  });

  it("next-auth's Credentials callback: the same, 5 rounds, every one signs in", async () => {
    const shared = await account("classroom-next-auth");
    const own = await Promise.all(Array.from({ length: 8 }, (_, i) => account(`pupil-next-auth-${i}`)));
    const signIn = await nextAuthDoor(address());
    for (let round = 1; round <= ROUNDS; round++) {
      const statuses = await Promise.all([...Array.from({ length: 8 }, () => signIn(shared, PASSWORD)), ...own.map((email) => signIn(email, PASSWORD))]);
      expect({ round, statuses }).toEqual({ round, statuses: Array(16).fill(200) });
    }
    for (const email of [shared, ...own]) expect(await accountRow(email)).toBeNull();
  });
});

describe("wrong passwords at the same time", () => {
  it("are checked only as the backoff allows: 5 free failures and the try after them, the rest 429, never 500", async () => {
    const email = await account("guessed");
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => loginStatus(email, `guess-number-${i}`, address())));
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const checked = statuses.filter((s) => s === 401).length;
    // Six go at once; a seventh only 1 s after the sixth began, an eighth 2 s after that, a ninth 4 s later.
    expect(checked).toBeGreaterThanOrEqual(6);
    expect(checked).toBeLessThanOrEqual(8);
    expect(await accountRow(email)).toMatchObject({ count: checked, pending: 0 });
  });
});
