import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type Mail = { to: string; subject: string; text: string };

let transport: nodemailer.Transporter | undefined;

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise (local use, tests) the message is written to the
 * outbox folder as an .eml-like text file and logged, so links in it can be followed.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const from = process.env.MAIL_FROM ?? "Biblical Studies Academy <no-reply@localhost>";
  if (process.env.SMTP_URL) {
    transport ??= nodemailer.createTransport(process.env.SMTP_URL);
    await transport.sendMail({ from, ...mail });
    return;
  }
  const dir = path.resolve(process.env.MAIL_OUTBOX_PATH ?? ".data/outbox");
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID()}.txt`);
  await fs.writeFile(file, `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
  console.info(`[mail] outbox: "${mail.subject}" to ${mail.to} → ${file}`);
}

/** The newest outbox message to `to` (local use and tests). */
export async function latestOutboxMessage(to: string): Promise<string | null> {
  const dir = path.resolve(process.env.MAIL_OUTBOX_PATH ?? ".data/outbox");
  const files = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    const text = await fs.readFile(path.join(dir, file), "utf8");
    if (text.includes(`\nTo: ${to}\n`)) return text;
  }
  return null;
}
