/** @jest-environment node */
import { Writable } from "node:stream";
import pino from "pino";
import { loggerOptions } from "./logger";

// What the servers' logger writes: one JSON object per line, and never a cookie, an authorisation header, a
// password, a token or an e-mail address, even when a caller passes one by mistake.
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { log: pino({ ...loggerOptions, level: "info" }, stream), lines };
}

it("writes one JSON line with the level's name, an ISO time and the fields given", () => {
  const { log, lines } = capture();
  log.child({ component: "jobs" }).info({ queue: "video-processing", jobId: "j1", outcome: "completed", durationMs: 12 }, "job");
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]!);
  expect(line).toMatchObject({ level: "info", component: "jobs", queue: "video-processing", jobId: "j1", outcome: "completed", durationMs: 12, msg: "job" });
  expect(new Date(line.time).toISOString()).toBe(line.time);
});

it("redacts e-mail addresses, passwords, tokens, secrets, cookies and authorisation headers", () => {
  const { log, lines } = capture();
  log.info(
    {
      email: "student@example.com",
      to: "buyer@example.com",
      password: "StudyTheWord1",
      token: "reset-token-value",
      secret: "sk_test_value",
      user: { id: "u1", email: "nested@example.com" },
      headers: { cookie: "next-auth.session-token=abc", authorization: "Bearer metrics-token" },
      request: { headers: { cookie: "session=def" } },
    },
    "careless",
  );
  const text = lines.join("\n");
  for (const secret of ["example.com", "StudyTheWord1", "reset-token-value", "sk_test_value", "next-auth.session-token", "metrics-token", "session=def"]) {
    expect(text).not.toContain(secret);
  }
  expect(JSON.parse(text)).toMatchObject({ user: { id: "u1", email: "[redacted]" }, headers: { cookie: "[redacted]" } });
});
