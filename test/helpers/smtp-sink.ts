// A real SMTP server on a free loopback port (the `smtp-server` package) that keeps every message it accepts,
// parsed with `mailparser`: integration tests point SMTP_URL at it and read what lib/mail/send.ts delivered
// over the wire, headers included. No authentication, no TLS: it listens on 127.0.0.1 only.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SinkMessage = { envelopeTo: string[]; raw: string; mail: ParsedMail };

export type SmtpSink = {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  messages: SinkMessage[];
  /** The messages delivered to `to` (by envelope recipient), oldest first. */
  to(to: string): SinkMessage[];
  /** Makes the server refuse mail to `address` (550), as a mailbox that does not exist; `false` accepts it again. */
  refuse(address: string, refused?: boolean): void;
  /** Waits until `count` messages were delivered to `to` (or fails after `timeoutMs`). */
  waitFor(to: string, count?: number, timeoutMs?: number): Promise<SinkMessage[]>;
  close(): Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error("No such mailbox here"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((mail) => {
            messages.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), raw, mail });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => messages.filter((message) => message.envelopeTo.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to,
    refuse(address, refuse = true) {
      if (refuse) refused.add(address.toLowerCase());
      else refused.delete(address.toLowerCase());
    },
    async waitFor(address, count = 1, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (to(address).length < count) {
        if (Date.now() > deadline) throw new Error(`${to(address).length} of ${count} message(s) to ${address} arrived in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return to(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
