import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "@/lib/env";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("mail");

/** `headers`: extra header lines (List-Unsubscribe…), sent over SMTP and written to the outbox alike. */
export type Mail = { to: string; subject: string; text: string; headers?: Record<string, string> };

let transport: { url: string; transporter: nodemailer.Transporter } | undefined;

/** One header line: a line break in a value would start a header of its own, so it is folded to a space. */
const headerLine = (name: string, value: string) => `${name}: ${value.replace(/[\r\n]+/g, " ")}`;

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise (local use, tests) the message is written to the
 * outbox folder (MAIL_OUTBOX_PATH) as an .eml-like text file and logged, so links in it can be followed.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { MAIL_FROM: from, SMTP_URL, MAIL_OUTBOX_PATH } = env();
  if (SMTP_URL) {
    if (transport?.url !== SMTP_URL) transport = { url: SMTP_URL, transporter: nodemailer.createTransport(SMTP_URL) };
    await transport.transporter.sendMail({ from, ...mail });
    return;
  }
  const dir = path.resolve(MAIL_OUTBOX_PATH);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID()}.txt`);
  const head = [headerLine("From", from), headerLine("To", mail.to), headerLine("Subject", mail.subject)];
  for (const [name, value] of Object.entries(mail.headers ?? {})) head.push(headerLine(name, value));
  await fs.writeFile(file, `${head.join("\n")}\n\n${mail.text}\n`);
  // The subject and the file, never the address: logs hold no personal data.
  log.info({ subject: mail.subject, file }, "mail written to the outbox");
}
