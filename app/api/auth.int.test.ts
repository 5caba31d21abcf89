import { db } from "@/lib/db";
import { latestOutboxMessage } from "@/test/helpers/mail";
import { requestPasswordReset, resetPassword } from "@/lib/auth/password-reset";
import { verifyPassword } from "@/lib/auth/password";
import { clientIp } from "@/lib/auth/credentials";
import { TestClient, uniqueEmail } from "@/test/http";
import { POST as signup } from "./signup/route";
import { POST as login } from "./login/route";
import { GET as enrollments } from "./users/[userId]/enrollments/route";

const account = (email: string) => ({ firstName: "Lydia", lastName: "Thyatira", email, password: "purple-cloth-8" });

describe("POST /api/signup", () => {
  it("creates a student, answers the user without any secret and starts a session", async () => {
    const client = new TestClient();
    const email = uniqueEmail("signup");
    const { status, body } = await client.call(signup, { method: "POST", body: account(email.toUpperCase()) });
    expect(status).toBe(201);
    expect(body.user).toEqual({ id: expect.any(String), firstName: "Lydia", lastName: "Thyatira", nameOrder: "given_first", email, role: "student" });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
    expect(client.cookies.has("next-auth.session-token")).toBe(true);
    const stored = await db.user.findUniqueOrThrow({ where: { email } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("answers an e-mail already in use, whatever its case, as a new one, but signs no one in (lib/users/sign-up.int.test.ts)", async () => {
    const email = uniqueEmail("dup");
    await new TestClient().call(signup, { method: "POST", body: account(email) });
    const again = new TestClient();
    const { status, body } = await again.call(signup, { method: "POST", body: account(email.replace("dup", "DUP")) });
    expect(status).toBe(201);
    expect(body.user).toMatchObject({ firstName: "Lydia", email, role: "student" });
    expect(again.cookies.has("next-auth.session-token")).toBe(false);
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("answers 400 with the validation messages of the form", async () => {
    const { status, body } = await new TestClient().call(signup, {
      method: "POST",
      body: { firstName: " ", lastName: "B2", email: "not-an-email", password: "short" },
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      firstName: ["Please enter your given name"],
      lastName: ["Please use letters only, with spaces, hyphens, apostrophes or periods between them"],
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 8 characters"],
    });
  });

  it("accepts one-character names in any script and keeps the chosen name order", async () => {
    const email = uniqueEmail("wang");
    const { status, body } = await new TestClient().call(signup, {
      method: "POST",
      body: { firstName: "小明", lastName: "王", nameOrder: "family_first", email, password: "purple-cloth-8" },
    });
    expect(status).toBe(201);
    expect(body.user).toMatchObject({ firstName: "小明", lastName: "王", nameOrder: "family_first" });
    const li = await new TestClient().call(signup, { method: "POST", body: { ...account(uniqueEmail("li")), firstName: "李", lastName: "李" } });
    expect(li.status).toBe(201);
    expect(await db.user.findUniqueOrThrow({ where: { email }, select: { nameOrder: true } })).toEqual({ nameOrder: "family_first" });
  });

  it("refuses bidi overrides and other invisible characters in a name, and stores nothing", async () => {
    const email = uniqueEmail("evil");
    for (const [firstName, lastName] of [["\u202eevil", "Doe"], ["Ann", "Lee\u2066"], ["Ann\u200f", "Lee"], ["An\u0007n", "Lee"]]) {
      const { status, body } = await new TestClient().call(signup, { method: "POST", body: { ...account(email), firstName, lastName } });
      expect(status).toBe(400);
      expect(Object.values(body.fieldErrors as Record<string, string[]>).flat()).toEqual(["Names cannot contain invisible control or text-direction characters"]);
    }
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("refuses an unknown name order", async () => {
    const { status, body } = await new TestClient().call(signup, { method: "POST", body: { ...account(uniqueEmail("order")), nameOrder: "backwards" } });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ nameOrder: ["Please choose how your name is written"] });
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const { status } = await new TestClient().call(signup, { method: "POST", body: "{oops" });
    expect(status).toBe(400);
  });
});

describe("POST /api/login", () => {
  it("signs in with the right password and the session opens the student's own records only", async () => {
    const email = uniqueEmail("login");
    await new TestClient().call(signup, { method: "POST", body: account(email) });
    const client = new TestClient();
    const { status, body } = await client.call(login, { method: "POST", body: { email, password: "purple-cloth-8", remember: true } });
    expect(status).toBe(200);
    expect(body.user.email).toBe(email);

    const own = await client.call(enrollments, { path: `/api/users/${body.user.id}/enrollments`, params: { userId: body.user.id } });
    expect(own.status).toBe(200);
    expect(own.body).toEqual([]);

    const other = await db.user.findFirstOrThrow({ where: { email: "student@example.com" } });
    const theirs = await client.call(enrollments, { path: `/api/users/${other.id}/enrollments`, params: { userId: other.id } });
    expect(theirs.status).toBe(403);
    expect(theirs.body.error).toBeTruthy();

    const anonymous = await new TestClient().call(enrollments, { params: { userId: other.id } });
    expect(anonymous.status).toBe(401);
  });

  it("lets an admin read any student's records", async () => {
    const admin = new TestClient();
    await admin.call(login, { method: "POST", body: { email: "admin@example.com", password: "AdminTheWord1" } });
    const student = await db.user.findFirstOrThrow({ where: { email: "student@example.com" } });
    const { status, body } = await admin.call(enrollments, { params: { userId: student.id } });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
  });

  it("refuses a wrong password and an unknown account with the same answer", async () => {
    const email = uniqueEmail("wrong");
    await new TestClient().call(signup, { method: "POST", body: account(email) });
    const wrong = await new TestClient().call(login, { method: "POST", body: { email, password: "not-the-password" } });
    const unknown = await new TestClient().call(login, { method: "POST", body: { email: uniqueEmail("nobody"), password: "whatever-1" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ error: "Invalid email or password", code: "INVALID_CREDENTIALS" });
  });

  it("a session without Remember me ends with the browser; with it, after 30 days", async () => {
    const email = uniqueEmail("remember");
    await new TestClient().call(signup, { method: "POST", body: account(email) });
    const session = await new TestClient().call(login, { method: "POST", body: { email, password: "purple-cloth-8", remember: false } });
    const persistent = await new TestClient().call(login, { method: "POST", body: { email, password: "purple-cloth-8", remember: true } });
    const cookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="))!;
    expect(cookieOf(session.headers)).not.toMatch(/Max-Age|Expires/i);
    expect(cookieOf(persistent.headers)).toMatch(/Max-Age=2592000/);
    expect(cookieOf(persistent.headers)).toMatch(/HttpOnly/i);
  });

  // The sign-in limits themselves (per-account backoff, the per-address limit, X-Forwarded-For) are tested in
  // lib/rate-limit/limits.int.test.ts.
  it("does not count successful sign-ins against the address (a classroom behind one address)", async () => {
    const email = uniqueEmail("classroom");
    await new TestClient().call(signup, { method: "POST", body: account(email) });
    const classroom = new TestClient("198.51.100.88");
    for (let i = 0; i < 15; i++) {
      const ok = await classroom.call(login, { method: "POST", body: { email, password: "purple-cloth-8" } });
      expect(ok.status).toBe(200);
    }
  });

  it("takes the address added by the trusted proxy, not one the client wrote", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.9, 198.51.100.1" }))).toBe("198.51.100.1");
    expect(clientIp(new Headers({ "x-forwarded-for": "198.51.100.1" }))).toBe("198.51.100.1");
    expect(clientIp(new Headers())).toBe("unknown");
  });
});

describe("password reset", () => {
  async function requestLink(email: string) {
    await requestPasswordReset(email, "en");
    const message = await latestOutboxMessage(email);
    return message?.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? null;
  }

  it("mails a single-use link that sets the new password", async () => {
    const email = uniqueEmail("reset");
    await new TestClient().call(signup, { method: "POST", body: account(email) });
    const token = await requestLink(email);
    expect(token).toBeTruthy();
    await resetPassword(token!, "a-brand-new-password");
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(await verifyPassword(user.passwordHash, "a-brand-new-password")).toBe(true);
    await expect(resetPassword(token!, "another-password-9")).rejects.toMatchObject({ status: 400, code: "INVALID_RESET_TOKEN" });
  });

  it("refuses an expired link", async () => {
    const email = uniqueEmail("expired");
    await new TestClient().call(signup, { method: "POST", body: account(email) });
    const token = await requestLink(email);
    await db.passwordResetToken.updateMany({
      where: { user: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect(resetPassword(token!, "a-brand-new-password")).rejects.toMatchObject({ code: "INVALID_RESET_TOKEN" });
  });

  it("answers the same for an address without an account, and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    await expect(requestPasswordReset(email, "en")).resolves.toBeUndefined();
    expect(await latestOutboxMessage(email)).toBeNull();
  });
});
