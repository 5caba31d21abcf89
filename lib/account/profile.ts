import "server-only";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import type { NameOrder } from "@/lib/users/full-name";
import { toPublicUser } from "@/lib/users/service";
import type { SessionSubject } from "@/lib/auth/session-claims";

/** What the account page shows and edits. */
export async function readAccount(userId: string) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { firstName: true, lastName: true, nameOrder: true, email: true, preferredLocale: true, role: true },
  });
}

/**
 * The name's parts and order. Certificates print the name from the account when their PDF is first drawn in
 * a language; a PDF already drawn keeps the name it was drawn with. Returns the session's new subject: the
 * header shows the name from the session token.
 */
export async function changeName(userId: string, name: { firstName: string; lastName: string; nameOrder: NameOrder }): Promise<SessionSubject> {
  const user = await db.user.update({ where: { id: userId }, data: name });
  return { ...toPublicUser(user), sessionVersion: user.sessionVersion };
}

/** The language the school writes to the person in (e-mails) and opens its pages in. */
export async function setPreferredLanguage(userId: string, locale: Locale): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { preferredLocale: locale } });
}
