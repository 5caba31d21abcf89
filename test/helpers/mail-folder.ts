// Reads a folder of e-mails kept one message a file (headers, a blank line, the text), named by the time they were
// written: the outbox lib/mail/send.ts writes when no SMTP server is configured, and the folder the test SMTP server
// (scripts/lib/smtp-catcher.mjs) writes what it receives into. A file still being written ends in ".part".
import fs from "node:fs/promises";
import path from "node:path";

/** Every message in `dir` addressed to `to`, oldest first. */
export async function messagesInFolder(dir: string, to: string): Promise<string[]> {
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(".txt")).sort();
  const texts = await Promise.all(files.map((file) => fs.readFile(path.join(dir, file), "utf8").catch(() => "")));
  return texts.filter((text) => text.includes(`\nTo: ${to}\n`));
}
