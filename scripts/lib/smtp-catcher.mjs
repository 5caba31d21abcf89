// A local SMTP server that keeps what it is sent: the end-to-end and cluster tests, and `npm run start:cluster`,
// point the servers' SMTP_URL at it, so every e-mail leaves the school over real SMTP (nodemailer, as in
// production) and arrives here. Each message is written to `dir` as one text file, the way lib/mail/send.ts writes
// its outbox (From, To, Subject and the other headers, decoded; a blank line; the text), so a person or a test
// reads it and follows its links. Listens on 127.0.0.1 only, with no authentication and no TLS.
import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";

/** Headers that carry nothing for a reader of the message (transport details). */
const SKIPPED = new Set(["content-type", "content-transfer-encoding", "mime-version", "message-id", "date"]);

/** One header as text: mailparser gives addresses and some headers as objects. */
function headerText(name, value, mail) {
  if (name === "from" || name === "to" || name === "cc") return mail[name]?.text ?? "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "value" in value) return String(value.value);
  return String(value);
}

/** "List-Unsubscribe-Post" from "list-unsubscribe-post". */
const headerName = (name) => name.replace(/(^|-)([a-z])/g, (_, dash, letter) => dash + letter.toUpperCase());

/** The message as lib/mail/send.ts would have written it to its outbox. */
function asOutboxText(mail, rawHeaderLines) {
  const lines = [];
  for (const [name, value] of mail.headers) {
    if (SKIPPED.has(name)) continue;
    // List-Unsubscribe's <…> is parsed into an object; its raw line is what a mail client reads.
    const raw = rawHeaderLines.find((line) => line.key === name)?.line;
    const text = name.startsWith("list-") && raw ? raw.slice(raw.indexOf(":") + 1).trim() : headerText(name, value, mail);
    lines.push(`${headerName(name)}: ${text.replace(/[\r\n]+/g, " ")}`);
  }
  return `${lines.join("\n")}\n\n${(mail.text ?? "").trimEnd()}\n`;
}

/**
 * Starts the catcher on a free port (or `port`). Resolves to { url, port, dir, stop }; `log` hears one line per
 * message (the recipient's domain, never the address).
 */
export async function startSmtpCatcher({ dir, port = 0, log = () => {} }) {
  const { SMTPServer } = await import("smtp-server");
  const { simpleParser } = await import("mailparser");
  await fs.mkdir(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.txt`);
          // Written under another name first, so a reader polling the folder never sees half a message.
          await fs.writeFile(`${file}.part`, asOutboxText(mail, mail.headerLines));
          await fs.rename(`${file}.part`, file);
          log(`mail delivered to …@${String(mail.to?.value?.[0]?.address ?? "").split("@")[1] ?? "?"}`);
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const bound = server.server.address().port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    dir,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
