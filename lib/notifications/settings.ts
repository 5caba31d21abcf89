import "server-only";
import { db } from "@/lib/db";
import { DEFAULT_EMAIL_MODE, type EmailMode } from "./modes";

/** The user's e-mail choice for discussions. */
export async function emailModeOf(userId: string): Promise<EmailMode> {
  const row = await db.notificationSetting.findUnique({ where: { userId }, select: { emailMode: true } });
  return row?.emailMode ?? DEFAULT_EMAIL_MODE;
}

/** Saves the user's e-mail choice; e-mails still waiting are checked against it when they are sent. */
export async function setEmailMode(userId: string, emailMode: EmailMode): Promise<void> {
  await db.notificationSetting.upsert({ where: { userId }, create: { userId, emailMode }, update: { emailMode } });
}
