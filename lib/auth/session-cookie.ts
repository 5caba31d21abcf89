import "server-only";
import { encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import type { PublicUser } from "@/lib/users/service";

// next-auth's own session cookie (the same name, the same encrypted JWT), minted with next-auth's encoder
// when we sign a user in ourselves (sign-up, POST /api/login), so next-auth reads and ends it as usual.
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

function secureCookies(): boolean {
  return (env().NEXTAUTH_URL ?? "").startsWith("https://");
}

function sessionCookieName(): string {
  return secureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export type SessionCookie = {
  name: string;
  value: string;
  options: { httpOnly: true; secure: boolean; sameSite: "lax"; path: "/"; maxAge?: number };
};

/**
 * With `remember` the session lasts 30 days; without it the cookie has no expiry, so it ends when the
 * browser closes (the JWT inside still expires after 30 days at most).
 */
export async function createSessionCookie(user: PublicUser, remember: boolean): Promise<SessionCookie> {
  const value = await encode({
    secret: env().NEXTAUTH_SECRET,
    maxAge: SESSION_MAX_AGE,
    token: {
      sub: user.id,
      id: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      remember,
    },
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
