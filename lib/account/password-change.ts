import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { toPublicUser } from "@/lib/users/service";
import type { SessionSubject } from "@/lib/auth/session-claims";
import { confirmCurrentPassword } from "./current-password";

/**
 * A new password, confirmed with the current one. Every session of the account ends (its session version
 * goes up, as a password reset does); the caller gives the browser that asked a fresh cookie under the new
 * version, so it stays signed in. Unused reset links die with the old password.
 */
export async function changePassword(user: { id: string; email: string }, currentPassword: string, password: string, ip: string): Promise<SessionSubject> {
  await confirmCurrentPassword(user, currentPassword, ip);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const [updated] = await db.$transaction([
    db.user.update({ where: { id: user.id }, data: { passwordHash, sessionVersion: { increment: 1 } } }),
    db.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } }),
  ]);
  return { ...toPublicUser(updated), sessionVersion: updated.sessionVersion };
}
