import { decode, encode, type JWT } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as signOutEverywhere } from "@/app/api/auth/sign-out-everywhere/route";
import { POST as login } from "@/app/api/login/route";
import { POST as saveProgress } from "@/app/api/progress/route";
import { POST as signup } from "@/app/api/signup/route";
import { db } from "@/lib/db";
import { changeRole } from "@/lib/users/admin";
import { enrol } from "@/test/helpers/lessons";
import { latestOutboxMessage } from "@/test/helpers/mail";
import { TestClient, uniqueEmail } from "@/test/http";
import { setTestRequest, testCookieHeader } from "@/test/next-headers";
import { signOutEverywhereAction } from "./actions";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { getSessionUser, requireUser } from "./session";

const PASSWORD = "fervent-prayer-5";
const COOKIE = "next-auth.session-token";

async function newAccount(label: string) {
  const email = uniqueEmail(label);
  const { body } = await new TestClient().call(signup, {
    method: "POST",
    body: { firstName: "Epaphras", lastName: "Colossae", email, password: PASSWORD },
  });
  return { email, id: body.user.id as string };
}

/** A browser signed in through POST /api/login. */
async function browser(email: string, password = PASSWORD, remember = true) {
  const client = new TestClient();
  const { status } = await client.call(login, { method: "POST", body: { email, password, remember } });
  expect(status).toBe(200);
  return client;
}

const signedInUser = (client: TestClient) =>
  getSessionUser(new Request("http://localhost/", { headers: { cookie: client.cookieHeader() } }));
const requireFrom = (client: TestClient) => requireUser(new Request("http://localhost/", { headers: { cookie: client.cookieHeader() } }));

/** Calls next-auth's own route the way Next would: the cookies and headers through next/headers. */
async function callNextAuth(method: "GET" | "POST", action: string[], cookies: Record<string, string>, body?: URLSearchParams) {
  const headers: Record<string, string> = { "x-forwarded-for": "203.0.113.200" };
  if (body) headers["content-type"] = "application/x-www-form-urlencoded";
  setTestRequest({ cookies, headers });
  const request = new NextRequest(`http://localhost/api/auth/${action.join("/")}`, { method, headers, body: body?.toString() });
  const handler = method === "GET" ? nextAuthGet : nextAuthPost;
  return handler(request, { params: Promise.resolve({ nextauth: action }) });
}

const setCookie = (response: Response, name: string) => {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return cookie === undefined ? undefined : decodeURIComponent(cookie.slice(name.length + 1).split(";")[0]!);
};

/** Signs in through next-auth's Credentials provider (its CSRF round trip, then its callback route). */
async function credentialsSignIn(email: string, password: string) {
  const csrf = await callNextAuth("GET", ["csrf"], {});
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = setCookie(csrf, "next-auth.csrf-token")!;
  const response = await callNextAuth("POST", ["callback", "credentials"], { "next-auth.csrf-token": csrfCookie }, new URLSearchParams({ csrfToken, email, password, json: "true" }));
  return setCookie(response, COOKIE);
}

const claims = async (token: string) => {
  const decoded = await decode({ token, secret: process.env.NEXTAUTH_SECRET! });
  const { iat, exp, jti, ...rest } = decoded as Record<string, unknown>;
  expect([typeof iat, typeof exp, typeof jti]).toEqual(["number", "number", "string"]);
  return rest;
};

describe("one way in: next-auth's session, whichever door", () => {
  it("POST /api/login and the Credentials provider issue the same token", async () => {
    const account = await newAccount("same-token");
    const viaProvider = await credentialsSignIn(account.email, PASSWORD);
    expect(viaProvider).toBeTruthy();
    const viaLogin = (await browser(account.email)).cookies.get(COOKIE)!;
    const expected = {
      sub: account.id,
      id: account.id,
      email: account.email,
      name: "Epaphras Colossae",
      firstName: "Epaphras",
      lastName: "Colossae",
      nameOrder: "given_first",
      role: "student",
      remember: true,
      sessionVersion: 0,
    };
    expect(await claims(viaProvider!)).toEqual(expected);
    expect(await claims(viaLogin)).toEqual(expected);
  });

  it("the Credentials provider refuses a wrong password without a session", async () => {
    const account = await newAccount("provider-wrong");
    expect(await credentialsSignIn(account.email, "not-the-password")).toBeUndefined();
  });
});

describe("sessions that can be ended", () => {
  it("a password reset ends every session made before it, on every kind of request", async () => {
    const account = await newAccount("reset-ends");
    const stolen = await browser(account.email);
    const course = await enrol(account.id, "2-john");
    const lesson = await db.lesson.findFirstOrThrow({ where: { courseId: course.id, order: 1 }, include: { videos: true } });
    const save = (client: TestClient, positionSeconds: number) =>
      client.call(saveProgress, { method: "POST", body: { lessonId: lesson.id, videoId: lesson.videos[0]!.id, positionSeconds } });
    expect((await save(stolen, 3)).status).toBe(200);
    expect((await signedInUser(stolen))?.id).toBe(account.id);

    await requestPasswordReset(account.email, "en");
    const link = (await latestOutboxMessage(account.email))!.match(/\/reset-password\/([A-Za-z0-9_-]+)/)![1]!;
    await resetPassword(link, "a-new-password-after-theft");

    expect(await signedInUser(stolen)).toBeNull();
    await expect(requireFrom(stolen)).rejects.toMatchObject({ status: 401 });
    // The progress save reads the user row in its one statement: refused, and nothing written.
    expect((await save(stolen, 9)).status).toBe(401);
    expect(await db.lessonProgress.findUniqueOrThrow({ where: { userId_lessonId: { userId: account.id, lessonId: lesson.id } } })).toMatchObject({ positionSeconds: 3 });
    // next-auth's session read (the header's) answers signed out and clears the cookie.
    const session = await callNextAuth("GET", ["session"], { [COOKIE]: stolen.cookies.get(COOKIE)! });
    expect(await session.json()).toEqual({});
    expect(setCookie(session, COOKIE)).toBe("");

    // The new password opens a new session.
    expect((await signedInUser(await browser(account.email, "a-new-password-after-theft")))?.id).toBe(account.id);
  });

  it("sign out everywhere ends the other sessions and keeps this browser signed in, remember me or not", async () => {
    const account = await newAccount("everywhere");
    const here = await browser(account.email, PASSWORD, false);
    const elsewhere = await browser(account.email);

    const { status, headers } = await here.call(signOutEverywhere, { method: "POST" });
    expect(status).toBe(204);
    const fresh = headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`))!;
    expect(fresh).not.toMatch(/Max-Age|Expires/i);

    expect(await signedInUser(here)).toMatchObject({ id: account.id, remember: false });
    expect(await signedInUser(elsewhere)).toBeNull();
    expect((await elsewhere.call(signOutEverywhere, { method: "POST" })).status).toBe(401);
    expect((await new TestClient().call(signOutEverywhere, { method: "POST" })).status).toBe(401);
  });

  it("the 'Sign out everywhere' server action does the same from a page", async () => {
    const account = await newAccount("everywhere-action");
    const here = await browser(account.email);
    const elsewhere = await browser(account.email);
    setTestRequest({ cookies: { [COOKIE]: here.cookies.get(COOKIE)! } });
    expect(await signOutEverywhereAction()).toEqual({ ok: true, data: null });
    const fresh = await getSessionUser(new Request("http://localhost/", { headers: { cookie: testCookieHeader() } }));
    expect(fresh).toMatchObject({ id: account.id, remember: true });
    expect(await signedInUser(here)).toBeNull();
    expect(await signedInUser(elsewhere)).toBeNull();

    setTestRequest({});
    expect(await signOutEverywhereAction()).toMatchObject({ ok: false, status: 401 });
  });

  it("an admin's role change ends the user's sessions; saving the same role does not", async () => {
    const account = await newAccount("role-change");
    const admin = await db.user.findFirstOrThrow({ where: { email: "admin@example.com" } });
    const first = await browser(account.email);
    await changeRole(admin.id, account.id, "student");
    expect((await signedInUser(first))?.role).toBe("student");

    await changeRole(admin.id, account.id, "instructor");
    expect(await signedInUser(first)).toBeNull();
    expect(await signedInUser(await browser(account.email))).toMatchObject({ id: account.id, role: "instructor" });
  });

  it("a token from before session versions existed holds until the account's sessions are first ended", async () => {
    const account = await newAccount("legacy-token");
    const client = await browser(account.email);
    const { sessionVersion, ...legacy } = await claims(client.cookies.get(COOKIE)!);
    expect(sessionVersion).toBe(0);
    const old = new TestClient();
    old.cookies.set(COOKIE, await encode({ secret: process.env.NEXTAUTH_SECRET!, token: legacy as JWT }));
    expect((await signedInUser(old))?.id).toBe(account.id);
    await db.user.update({ where: { id: account.id }, data: { sessionVersion: { increment: 1 } } });
    expect(await signedInUser(old)).toBeNull();
  });
});
