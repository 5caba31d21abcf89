import "server-only";
import { getToken } from "next-auth/jwt";
import { cookies } from "next/headers";
import { cache } from "react";
import { db } from "@/lib/db";
import { forbidden, unauthorized } from "@/lib/http/errors";
import type { Role } from "@/lib/generated/prisma/enums";
import { toPublicUser, type PublicUser } from "@/lib/users/service";

export type SessionUser = PublicUser & { remember: boolean };

function parseCookieHeader(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) jar.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()));
  }
  return jar;
}

/**
 * The signed-in user, read from next-auth's session cookie: from `request` in route handlers, from the
 * request's cookies in pages and server actions. The role comes from the database, so a role change or a
 * deleted account takes effect at once, not when the JWT expires.
 */
export const getSessionUser = cache(async (request?: Request): Promise<SessionUser | null> => {
  const jar = request ? parseCookieHeader(request.headers.get("cookie")) : await cookies();
  const token = await getToken({
    req: { cookies: jar, headers: request?.headers ?? new Headers() } as unknown as Parameters<typeof getToken>[0]["req"],
  });
  const id = typeof token?.id === "string" ? token.id : typeof token?.sub === "string" ? token.sub : null;
  if (!id) return null;
  const user = await db.user.findUnique({ where: { id } });
  return user ? { ...toPublicUser(user), remember: token?.remember !== false } : null;
});

/** For route handlers and actions: the user, or a 401. */
export async function requireUser(request?: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw unauthorized("Please sign in to continue.");
  return user;
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
