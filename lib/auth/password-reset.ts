import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { sendMail } from "@/lib/mail/send";
import { hit } from "@/lib/rate-limit/limit";
import { siteUrl } from "@/lib/site-url";
import { printableNamePart } from "@/lib/users/full-name";
import { hashPassword } from "./password";

const ONE_HOUR = 60 * 60 * 1000;
export const INVALID_RESET_TOKEN = "INVALID_RESET_TOKEN";

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * E-mails a single-use link that expires in one hour. Answers the same whether or not the address has an
 * account, so the form cannot be used to find out who studies here.
 */
export async function requestPasswordReset(email: string, locale: Locale): Promise<void> {
  // Per account, silently (a 429 would tell who has an account); the per-address limit is the caller's
  // (limitResetRequest in lib/rate-limit/guards.ts, which knows whether the address can be trusted).
  const byEmail = await hit(`reset:email:${email}`, 3, 60 * 60);
  const user = await db.user.findUnique({ where: { email } });
  if (!user || !byEmail.allowed) return;

  const token = randomBytes(32).toString("base64url");
  await db.passwordResetToken.create({
    data: { userId: user.id, tokenHash: digest(token), expiresAt: new Date(Date.now() + ONE_HOUR) },
  });
  const t = await translatorFor(locale, "Email");
  const url = `${siteUrl()}${localizedPath(locale, `/reset-password/${token}`)}`;
  await sendMail({ to: user.email, subject: t("resetSubject"), text: t("resetBody", { firstName: printableNamePart(user.firstName), url }) });
}

/** Whether a reset link can still be used (for showing the form or the "invalid link" page). */
export async function isResetTokenUsable(token: string): Promise<boolean> {
  const row = await db.passwordResetToken.findUnique({ where: { tokenHash: digest(token) } });
  return Boolean(row && !row.usedAt && row.expiresAt > new Date());
}

/**
 * Sets the new password and uses the token up; an unknown, expired or used token is refused. Every session
 * of the account ends (its session version goes up): a stolen session does not survive the reset.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await db.$transaction(async (tx) => {
    const row = await tx.passwordResetToken.findUnique({ where: { tokenHash: digest(token) } });
    // The conditional update makes two simultaneous uses of one token succeed at most once.
    const claimed = row
      ? await tx.passwordResetToken.updateMany({
          where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
          data: { usedAt: now },
        })
      : { count: 0 };
    if (!row || claimed.count !== 1) {
      throw badRequest("This password reset link is invalid, has expired or was already used.", { code: INVALID_RESET_TOKEN });
    }
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash, sessionVersion: { increment: 1 } } });
    await tx.passwordResetToken.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: now } });
  });
}
