import "server-only";
import { db } from "@/lib/db";
import { toPublicUser } from "@/lib/users/service";
import type { SessionSubject } from "./session-claims";
import { createSessionCookie, type SessionCookie } from "./session-cookie";

/**
 * 'Sign out everywhere': raises the user's session version, so every session token issued before (other
 * browsers, a stolen cookie) is refused at its next request, and answers a fresh cookie under the new
 * version for the browser that asked, which stays signed in with its own "remember me" choice. (Signing
 * that browser out as well is next-auth's ordinary sign-out.)
 */
export async function signOutEverywhere(userId: string, remember: boolean): Promise<SessionCookie> {
  const user = await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
  const subject: SessionSubject = { ...toPublicUser(user), sessionVersion: user.sessionVersion };
  return createSessionCookie(subject, remember);
}
