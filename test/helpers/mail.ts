// Reads the outbox that lib/mail/send.ts writes when no SMTP server is configured (tests, local use).
import path from "node:path";
import { env } from "@/lib/env";
import { messagesInFolder } from "./mail-folder";

/** Every outbox message to `to`, oldest first. */
export async function outboxMessages(to: string): Promise<string[]> {
  return messagesInFolder(path.resolve(env().MAIL_OUTBOX_PATH), to);
}

/** The newest outbox message to `to`, or null. */
export async function latestOutboxMessage(to: string): Promise<string | null> {
  return (await outboxMessages(to)).at(-1) ?? null;
}
