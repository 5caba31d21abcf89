// Reads the outbox that lib/mail/send.ts writes when no SMTP server is configured (tests, local use).
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

/** The newest outbox message to `to`, or null. */
export async function latestOutboxMessage(to: string): Promise<string | null> {
  const dir = path.resolve(env().MAIL_OUTBOX_PATH);
  const files = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    const text = await fs.readFile(path.join(dir, file), "utf8");
    if (text.includes(`\nTo: ${to}\n`)) return text;
  }
  return null;
}

/** Every outbox message to `to`, oldest first. */
export async function outboxMessages(to: string): Promise<string[]> {
  const dir = path.resolve(env().MAIL_OUTBOX_PATH);
  const files = (await fs.readdir(dir).catch(() => [] as string[])).sort();
  const texts = await Promise.all(files.map((file) => fs.readFile(path.join(dir, file), "utf8")));
  return texts.filter((text) => text.includes(`\nTo: ${to}\n`));
}
