import "server-only";
import { db } from "@/lib/db";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { DEFAULT_EMAIL_MODE } from "./modes";
import { setEmailMode } from "./settings";
import { userOfUnsubscribeToken } from "./unsubscribe-token";

/** What an unsubscribe link stands for: nothing (a bad link), or a reader who still gets e-mail or no longer does. */
export type UnsubscribeLink = { valid: false } | { valid: true; subscribed: boolean; locale: Locale };

async function readerOf(token: string) {
  const userId = await userOfUnsubscribeToken(token);
  if (!userId) return null;
  return db.user.findFirst({
    where: { id: userId, deletedAt: null },
    select: { id: true, preferredLocale: true, notificationSetting: { select: { emailMode: true } } },
  });
}

/** Reads a link without changing anything (mail scanners open every link of a message). */
export async function readUnsubscribeLink(token: string): Promise<UnsubscribeLink> {
  const reader = await readerOf(token);
  if (!reader) return { valid: false };
  const mode = reader.notificationSetting?.emailMode ?? DEFAULT_EMAIL_MODE;
  return { valid: true, subscribed: mode !== "off", locale: isLocale(reader.preferredLocale) ? reader.preferredLocale : defaultLocale };
}

/** Turns discussion e-mail off for the link's reader (pending e-mails are then skipped); false for a bad link. */
export async function unsubscribeByToken(token: string): Promise<boolean> {
  const reader = await readerOf(token);
  if (!reader) return false;
  await setEmailMode(reader.id, "off");
  return true;
}
