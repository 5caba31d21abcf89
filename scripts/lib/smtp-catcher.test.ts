/** @jest-environment node */
// The local SMTP server of the browser suites and start:cluster: a message sent over real SMTP with nodemailer,
// as lib/mail/send.ts sends it, lands as one file in the outbox's form, headers decoded and list headers whole.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { startSmtpCatcher } from "./smtp-catcher.mjs";

it("keeps each message as a file: decoded headers, a long List-Unsubscribe whole, the text", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "smtp-catcher-"));
  const catcher = await startSmtpCatcher({ dir });
  try {
    const unsubscribe = `<http://127.0.0.1:3000/api/unsubscribe/${"a".repeat(40)}.${"b".repeat(120)}.${"c".repeat(43)}>`;
    await nodemailer.createTransport(catcher.url).sendMail({
      from: "Biblical Studies Academy <no-reply@example.com>",
      to: "maryam@example.com",
      subject: "ردّ Archippus على موضوعك «Who was Onesimus?»",
      text: "مرحبًا مريم،\n\nhttp://127.0.0.1:3000/ar/course/philemon/discussions/t1#post-p1\n",
      headers: { "List-Unsubscribe": unsubscribe, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.txt$/);
    const text = fs.readFileSync(path.join(dir, files[0]!), "utf8");
    expect(text).toContain("\nTo: maryam@example.com\n");
    expect(text).toContain("\nSubject: ردّ Archippus على موضوعك «Who was Onesimus?»\n");
    expect(text).toContain(`\nList-Unsubscribe: ${unsubscribe}\n`);
    expect(text).toContain("\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\n");
    expect(text).toContain("\n\nمرحبًا مريم،\n\nhttp://127.0.0.1:3000/ar/course/philemon/discussions/t1#post-p1\n");
  } finally {
    await catcher.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
