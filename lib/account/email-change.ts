import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { badRequest, conflict } from "@/lib/http/errors";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { sendMail } from "@/lib/mail/send";
import { rateLimited } from "@/lib/rate-limit/guards";
import { hit } from "@/lib/rate-limit/limit";
import { siteUrl } from "@/lib/site-url";
import { printableNamePart } from "@/lib/users/full-name";
import type { SessionSubject } from "@/lib/auth/session-claims";
import { EMAIL_TAKEN, isUniqueViolation, toPublicUser } from "@/lib/users/service";

const ONE_DAY = 24 * 60 * 60 * 1000;
export const INVALID_EMAIL_TOKEN = "INVALID_EMAIL_TOKEN";
export const SAME_EMAIL = "SAME_EMAIL";

// Hashed like the password reset tokens: the token itself is only in the e-mail.
const digest = (token: string) => createHash("sha256").update(token).digest("hex");

const taken = () => conflict("An account with this email already exists.", { code: EMAIL_TAKEN });

/**
 * Sends a single-use link, valid for a day, to the NEW address: the change is made only when it is opened
 * there, so nobody can move an account to an address they cannot read. A newer request replaces older ones.
 * Five requests an hour per account: each one sends an e-mail to an address the requester chose.
 */
export async function requestEmailChange(user: { id: string; email: string; firstName: string }, newEmail: string, locale: Locale): Promise<void> {
  if (newEmail === user.email) throw badRequest("This is already your email address.", { code: SAME_EMAIL });
  const limit = await hit(`email-change:user:${user.id}`, 5, 60 * 60);
  if (!limit.allowed) throw rateLimited("Too many email change requests. Please wait and try again.", limit.retryAfterSeconds);
  if (await db.user.findUnique({ where: { email: newEmail }, select: { id: true } })) throw taken();

  const token = randomBytes(32).toString("base64url");
  await db.$transaction([
    db.emailChangeToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: new Date() } }),
    db.emailChangeToken.create({ data: { userId: user.id, newEmail, tokenHash: digest(token), expiresAt: new Date(Date.now() + ONE_DAY) } }),
  ]);
  const t = await translatorFor(locale, "Email");
  const url = `${siteUrl()}${localizedPath(locale, `/account/email/${token}`)}`;
  await sendMail({ to: newEmail, subject: t("emailChangeSubject"), text: t("emailChangeBody", { firstName: printableNamePart(user.firstName), url }) });
}

/** The address a link would move the account to, while it can still be used (for the confirmation page). */
export async function pendingEmailChange(token: string): Promise<{ newEmail: string } | null> {
  const row = await db.emailChangeToken.findUnique({ where: { tokenHash: digest(token) }, select: { newEmail: true, usedAt: true, expiresAt: true } });
  return row && !row.usedAt && row.expiresAt > new Date() ? { newEmail: row.newEmail } : null;
}

/**
 * Opens the link: the account's e-mail becomes the new address and the token is used up; an unknown, expired
 * or used token is refused, and so is an address another account took meanwhile. Sign-in's counters keyed
 * by the old address are left to expire. Returns the account as a session subject.
 */
export async function confirmEmailChange(token: string): Promise<SessionSubject> {
  const now = new Date();
  try {
    return await db.$transaction(async (tx) => {
      const row = await tx.emailChangeToken.findUnique({ where: { tokenHash: digest(token) } });
      // The conditional update makes two simultaneous uses of one token succeed at most once.
      const claimed = row
        ? await tx.emailChangeToken.updateMany({ where: { id: row.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } })
        : { count: 0 };
      if (!row || claimed.count !== 1) {
        throw badRequest("This email confirmation link is invalid, has expired or was already used.", { code: INVALID_EMAIL_TOKEN });
      }
      const user = await tx.user.update({ where: { id: row.userId, deletedAt: null }, data: { email: row.newEmail } });
      return { ...toPublicUser(user), sessionVersion: user.sessionVersion };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
