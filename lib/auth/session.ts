import "server-only";
import { getToken } from "next-auth/jwt";
import { cookies } from "next/headers";
import { cache } from "react";
import { sql } from "@/lib/db";
import { forbidden, unauthorized } from "@/lib/http/errors";
import type { Role } from "@/lib/generated/prisma/enums";
import type { PublicUser } from "@/lib/users/service";
import { memoisedDecode } from "./decoded-tokens";
import { tokenSessionVersion } from "./session-claims";

export type SessionUser = PublicUser & { remember: boolean };

function parseCookieHeader(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) jar.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()));
  }
  return jar;
}

/** `version`: the user's session version the token was issued under (lib/auth/session-claims.ts). */
export type SessionToken = { id: string; remember: boolean; version: number };

/**
 * Who the session cookie says is signed in, without asking the database: from `request` in route handlers,
 * from the request's cookies in pages and server actions. Alone it proves nothing about the account today:
 * callers read the user row too and compare its session version (getSessionUser, or a statement that joins
 * `users`, as progress saves do), so an ended session is refused at its next request.
 */
export const getSessionToken = cache(async (request?: Request): Promise<SessionToken | null> => {
  const jar = request ? parseCookieHeader(request.headers.get("cookie")) : await cookies();
  const token = await getToken({
    req: { cookies: jar, headers: request?.headers ?? new Headers() } as unknown as Parameters<typeof getToken>[0]["req"],
    decode: memoisedDecode,
  });
  const id = typeof token?.id === "string" ? token.id : typeof token?.sub === "string" ? token.sub : null;
  return id ? { id, remember: token?.remember !== false, version: tokenSessionVersion(token ?? {}) } : null;
});

/**
 * The signed-in user: the session cookie says who, and the user row is read from the database on every
 * request, so a role change, a deleted account or an ended session (its version raised) takes effect at
 * once, not when the JWT expires. The version is compared in the same statement: no extra round trip.
 */
export const getSessionUser = cache(async (request?: Request): Promise<SessionUser | null> => {
  const token = await getSessionToken(request);
  if (!token) return null;
  const [user] = await sql<PublicUser>`
    SELECT id, "firstName", "lastName", "nameOrder", email, role FROM users WHERE id = ${token.id} AND "sessionVersion" = ${token.version}`;
  return user ? { ...user, remember: token.remember } : null;
});

/** Whether a token's user still exists and its session has not been ended since the token was issued. */
export async function isSessionCurrent(token: { id: string | undefined; version: number }): Promise<boolean> {
  if (!token.id) return false;
  const rows = await sql<{ ok: number }>`SELECT 1 AS ok FROM users WHERE id = ${token.id} AND "sessionVersion" = ${token.version}`;
  return rows.length === 1;
}

/** For route handlers and actions: the user, or a 401. */
export async function requireUser(request?: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw unauthorized("Please sign in to continue.");
  return user;
}

/**
 * For a route handler whose one statement reads the user row itself (POST /api/progress): who the cookie
 * says, or a 401. The statement must refuse to write when the user row is gone or its "sessionVersion"
 * differs from the token's `version`, and answer 401 then.
 */
export async function requireSessionToken(request: Request): Promise<SessionToken> {
  const token = await getSessionToken(request);
  if (!token) throw unauthorized("Please sign in to continue.");
  return token;
}

/** The user if they hold one of `roles`, a 401 when signed out, a 403 otherwise. */
export async function requireRole(roles: Role[], request?: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role)) throw forbidden("You do not have permission to do this.");
  return user;
}

/** For /api/users/{userId}/…: the user themself or an admin. */
export async function requireSelfOrAdmin(userId: string, request?: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.id !== userId && user.role !== "admin") throw forbidden("You can only see your own records.");
  return user;
}
