import path from "node:path";
import { expect } from "@playwright/test";
import { messagesInFolder } from "../test/helpers/mail-folder";

// The e-mail the school sent, as the local SMTP server received it: the test runner points the server's SMTP_URL
// at scripts/lib/smtp-catcher.mjs, which writes one file a message (headers, a blank line, the text) into
// E2E_MAILBOX_PATH. Outside the runner (a school on `npm start`), the outbox folder holds the same files.

const mailbox = () => path.resolve(process.env.E2E_MAILBOX_PATH ?? process.env.MAIL_OUTBOX_PATH ?? ".data/outbox");

/** Every message to `to` that `matching` accepts, newest first. */
export async function mailsTo(to: string, matching: (text: string) => boolean = () => true): Promise<string[]> {
  return (await messagesInFolder(mailbox(), to)).filter(matching).reverse();
}

/** The newest message to `to` that `matching` accepts, waiting for it to arrive. */
export async function mailTo(to: string, matching: (text: string) => boolean = () => true, timeout = 30_000): Promise<string> {
  let found: string | undefined;
  await expect.poll(async () => Boolean((found = (await mailsTo(to, matching))[0])), { timeout }).toBe(true);
  return found!;
}

/** The first match of `link` (a path pattern) in the newest message to `to` that has one. */
export async function linkInMail(to: string, link: RegExp, timeout?: number): Promise<string> {
  return (await mailTo(to, (text) => link.test(text), timeout)).match(link)![0];
}
