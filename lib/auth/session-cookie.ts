import "server-only";
import { encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import type { PublicUser } from "@/lib/users/service";
import { SESSION_MAX_AGE, sessionClaims } from "./session-claims";

// One session, owned by next-auth: its cookie name, its encrypted JWT (next-auth's own `encode`, secret and
// maxAge, as its callback route uses them) and the claims of its jwt callback (sessionClaims). The
// Credentials provider writes this cookie through next-auth's callback route; POST /api/login, sign-up and
// sign out everywhere write the very same through createSessionCookie, because next-auth v4 has no way to
// sign a user in from a route handler or server action, nor a per-session "remember me" expiry.

function secureCookies(): boolean {
  return (env().NEXTAUTH_URL ?? "").startsWith("https://");
}

/** next-auth's session cookie name (`__Secure-` when the site is served over https, as next-auth decides). */
export function sessionCookieName(): string {
  return secureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export type SessionCookie = {
  name: string;
  value: string;
  options: { httpOnly: true; secure: boolean; sameSite: "lax"; path: "/"; maxAge?: number };
};

/**
 * With `remember` the session lasts 30 days; without it the cookie has no expiry, so it ends when the
 * browser closes (the JWT inside still expires after 30 days at most). The token carries the account's
 * current session version: it stops working once the account's sessions are ended.
 */
export async function createSessionCookie(user: PublicUser & { sessionVersion: number }, remember: boolean): Promise<SessionCookie> {
  const value = await encode({
    secret: env().NEXTAUTH_SECRET,
    maxAge: SESSION_MAX_AGE,
    token: sessionClaims(user, remember),
  });
  return {
    name: sessionCookieName(),
    value,
    options: {
      httpOnly: true,
      secure: secureCookies(),
      sameSite: "lax",
      path: "/",
      ...(remember ? { maxAge: SESSION_MAX_AGE } : {}),
    },
  };
}

/** next-auth re-issues the cookie with an expiry on every session read; keep browser-session cookies so. */
export function keepBrowserSessionCookie(response: Response): Response {
  const name = sessionCookieName();
  const cookies = response.headers.getSetCookie();
  if (!cookies.some((c) => c.startsWith(`${name}=`) || c.startsWith(`${name}.`))) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const cookie of cookies) {
    const isSession = cookie.startsWith(`${name}=`) || cookie.startsWith(`${name}.`);
    const emptied = /^[^=]+=;/.test(cookie);
    headers.append("set-cookie", isSession && !emptied ? cookie.replace(/;\s*(Expires|Max-Age)=[^;]*/gi, "") : cookie);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
