import { createHash } from "node:crypto";
import { verifyPassword } from "@/lib/auth/password";
import { getSessionUser } from "@/lib/auth/session";
import { createSessionCookie, sessionCookieName } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db";
import { createUser, toPublicUser } from "@/lib/users/service";
import { latestOutboxMessage } from "@/test/helpers/mail";
import { uniqueEmail } from "@/test/http";
import { setTestRequest, testCookieHeader } from "@/test/next-headers";
import { changeNameAction, changePasswordAction, confirmEmailChangeAction, requestEmailChangeAction, setPreferredLanguageAction } from "./actions";

// The account page's server actions against the real database: each change is checked on the server, and the
// e-mail change happens only when the link sent to the new address is opened.

const PASSWORD = "search-the-scriptures-5";

async function student() {
  const email = uniqueEmail("account");
  const user = await createUser({ firstName: "Lydia", lastName: "Thyatira", email, password: PASSWORD });
  return { ...user, email };
}

/** This browser's cookie for the user as the row is now. */
async function signInAs(userId: string) {
  const row = await db.user.findUniqueOrThrow({ where: { id: userId } });
  const cookie = await createSessionCookie({ ...toPublicUser(row), sessionVersion: row.sessionVersion }, true);
  setTestRequest({ cookies: { [cookie.name]: cookie.value } });
  return cookie.value;
}

/** The signed-in user that a request with this cookie header would have. */
const sessionWith = (cookieHeader: string) => getSessionUser(new Request("http://localhost/", { headers: { cookie: cookieHeader } }));

const linkToken = (mail: string) => /\/account\/email\/([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? null;

describe("changeNameAction", () => {
  it("stores the parts and their order, and renews this browser's session with the new name", async () => {
    const user = await student();
    await signInAs(user.id);
    const result = await changeNameAction({ firstName: "小明", lastName: "王", nameOrder: "family_first" });
    expect(result).toMatchObject({ ok: true, data: { firstName: "小明", lastName: "王", nameOrder: "family_first" } });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { firstName: true, lastName: true, nameOrder: true } })).toEqual({
      firstName: "小明",
      lastName: "王",
      nameOrder: "family_first",
    });
    expect(await sessionWith(testCookieHeader())).toMatchObject({ id: user.id, firstName: "小明", nameOrder: "family_first" });
  });

  it("refuses a bidi override with the name rule's message and changes nothing", async () => {
    const user = await student();
    await signInAs(user.id);
    const result = await changeNameAction({ firstName: "\u202eevil", lastName: "Thyatira", nameOrder: "given_first" });
    expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: { firstName: ["Names cannot contain invisible control or text-direction characters"] } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe("Lydia");
  });

  it("answers 401 when signed out", async () => {
    setTestRequest({});
    expect(await changeNameAction({ firstName: "Ann", lastName: "Lee", nameOrder: "given_first" })).toMatchObject({ ok: false, status: 401 });
  });
});

describe("changing the e-mail by a link sent to the new address", () => {
  it("needs the password, mails the new address, and changes it only when the link is opened, once", async () => {
    const user = await student();
    await signInAs(user.id);
    const newEmail = uniqueEmail("moved");

    expect(await requestEmailChangeAction({ newEmail, currentPassword: "not-the-password" }, "en")).toMatchObject({ ok: false, code: "WRONG_PASSWORD" });
    expect(await latestOutboxMessage(newEmail)).toBeNull();

    expect(await requestEmailChangeAction({ newEmail: newEmail.toUpperCase(), currentPassword: PASSWORD }, "en")).toEqual({ ok: true, data: { newEmail } });
    const mail = await latestOutboxMessage(newEmail);
    expect(mail).toContain("Subject: Confirm your new Biblical Studies Academy email address");
    const token = linkToken(mail!);
    expect(token).toHaveLength(43);
    // Nothing changed yet, and the database holds only the token's hash.
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    const stored = await db.emailChangeToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).toBe(createHash("sha256").update(token!).digest("hex"));
    expect(stored.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);

    // Opened in this browser: the account and this session carry the new address.
    expect(await confirmEmailChangeAction({ token })).toEqual({ ok: true, data: { email: newEmail } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(newEmail);
    expect(await sessionWith(testCookieHeader())).toMatchObject({ id: user.id, email: newEmail });

    // Single use.
    expect(await confirmEmailChangeAction({ token })).toMatchObject({ ok: false, status: 400, code: "INVALID_EMAIL_TOKEN" });
  });

  it("refuses an expired link, an address already in use and the current address", async () => {
    const user = await student();
    const other = await student();
    await signInAs(user.id);

    expect(await requestEmailChangeAction({ newEmail: other.email, currentPassword: PASSWORD }, "en")).toMatchObject({ ok: false, status: 409, code: "EMAIL_TAKEN" });
    expect(await requestEmailChangeAction({ newEmail: user.email, currentPassword: PASSWORD }, "en")).toMatchObject({ ok: false, status: 400, code: "SAME_EMAIL" });

    const newEmail = uniqueEmail("late");
    expect(await requestEmailChangeAction({ newEmail, currentPassword: PASSWORD }, "es")).toMatchObject({ ok: true });
    const mail = (await latestOutboxMessage(newEmail))!;
    // In the page's language, with the Spanish address of the link.
    expect(mail).toContain("/es/account/email/");
    const token = linkToken(mail)!;
    await db.emailChangeToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    setTestRequest({});
    expect(await confirmEmailChangeAction({ token })).toMatchObject({ ok: false, code: "INVALID_EMAIL_TOKEN" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it("refuses the link when another account took the address meanwhile", async () => {
    const user = await student();
    await signInAs(user.id);
    const newEmail = uniqueEmail("raced");
    await requestEmailChangeAction({ newEmail, currentPassword: PASSWORD }, "en");
    const token = linkToken((await latestOutboxMessage(newEmail))!)!;
    await createUser({ firstName: "Other", lastName: "Person", email: newEmail, password: PASSWORD });
    expect(await confirmEmailChangeAction({ token })).toMatchObject({ ok: false, status: 409, code: "EMAIL_TAKEN" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });
});

describe("changePasswordAction", () => {
  it("needs the current password, ends the other sessions and keeps this browser signed in", async () => {
    const user = await student();
    const otherBrowser = `${sessionCookieName()}=${await signInAs(user.id)}`;
    await signInAs(user.id);

    const wrong = await changePasswordAction({ currentPassword: "guess-guess-1", password: "new-password-77", confirmPassword: "new-password-77" });
    expect(wrong).toMatchObject({ ok: false, status: 403, code: "WRONG_PASSWORD" });
    const mismatch = await changePasswordAction({ currentPassword: PASSWORD, password: "new-password-77", confirmPassword: "other-password-77" });
    expect(mismatch).toMatchObject({ ok: false, status: 400, fieldErrors: { confirmPassword: ["Passwords don't match"] } });
    expect(await sessionWith(otherBrowser)).toMatchObject({ id: user.id });

    expect(await changePasswordAction({ currentPassword: PASSWORD, password: "new-password-77", confirmPassword: "new-password-77" })).toEqual({ ok: true, data: null });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(row.passwordHash, "new-password-77")).toBe(true);
    expect(await verifyPassword(row.passwordHash, PASSWORD)).toBe(false);
    expect(await sessionWith(otherBrowser)).toBeNull();
    expect(await sessionWith(testCookieHeader())).toMatchObject({ id: user.id });
  });
});

describe("setPreferredLanguageAction", () => {
  it("keeps the language on the account and in the language cookie, and refuses an unknown one", async () => {
    const user = await student();
    await signInAs(user.id);
    expect(await setPreferredLanguageAction({ locale: "xx" })).toMatchObject({ ok: false, status: 400 });
    expect(await setPreferredLanguageAction({ locale: "ar" })).toEqual({ ok: true, data: { locale: "ar" } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).preferredLocale).toBe("ar");
    expect(testCookieHeader()).toContain("NEXT_LOCALE=ar");
  });
});
