import "server-only";
import { redirect } from "next/navigation";
import type { Role } from "@/lib/generated/prisma/enums";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { loginUrl } from "./guarded-paths";
import { getSessionUser, type SessionUser } from "./session";

/** For pages: the signed-in user, or a redirect to the sign-in page that returns here. */
export async function requirePageUser(locale: Locale, path: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(loginUrl(locale, localizedPath(locale, path)));
  return user;
}

/** For pages: the user if they hold one of `roles`; null when they are signed in without it. */
export async function requirePageRole(locale: Locale, path: string, roles: Role[]): Promise<SessionUser | null> {
  const user = await requirePageUser(locale, path);
  return roles.includes(user.role) ? user : null;
}
