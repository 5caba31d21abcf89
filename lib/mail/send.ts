import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "@/lib/env";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("mail");

export type Mail = { to: string; subject: string; text: string };

let transport: nodemailer.Transporter | undefined;

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise (local use, tests) the message is written to the
 * outbox folder (MAIL_OUTBOX_PATH) as an .eml-like text file and logged, so links in it can be followed.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { MAIL_FROM: from, SMTP_URL, MAIL_OUTBOX_PATH } = env();
  if (SMTP_URL) {
    transport ??= nodemailer.createTransport(SMTP_URL);
    await transport.sendMail({ from, ...mail });
    return;
  }
  const dir = path.resolve(MAIL_OUTBOX_PATH);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID()}.txt`);
  await fs.writeFile(file, `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
  // The subject and the file, never the address: logs hold no personal data.
  log.info({ subject: mail.subject, file }, "mail written to the outbox");
}
