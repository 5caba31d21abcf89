import pino from "pino";
import { envOf } from "@/lib/env";

// The servers' one logger: a JSON line per event on stdout (the cluster appends it to server-N.log; a
// platform collects it). pino is in Next's list of external packages, so it runs from node_modules, unbundled.
// What must never reach a line, whichever code logs it: cookies, authorisation headers, passwords, tokens and
// e-mail addresses. Callers log ids, not people (a user id, never an e-mail); these paths are a second guard.
const REDACTED = [
  "email",
  "*.email",
  "to",
  "*.to",
  "password",
  "*.password",
  "token",
  "*.token",
  "secret",
  "*.secret",
  "headers.cookie",
  "headers.authorization",
  "*.headers.cookie",
  "*.headers.authorization",
];

/** LOG_LEVEL when set; tests stay quiet unless asked. */
function level(): string {
  const { LOG_LEVEL, NODE_ENV } = envOf("LOG_LEVEL", "NODE_ENV");
  return LOG_LEVEL ?? (NODE_ENV === "test" ? "silent" : "info");
}

/** The logger's settings (exported for the test that checks what a line may hold). */
export const loggerOptions: pino.LoggerOptions = {
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: REDACTED, censor: "[redacted]" },
  formatters: { level: (label) => ({ level: label }) },
};

export const logger = pino({ ...loggerOptions, level: level() });

/** A logger whose lines all carry `component` (jobs, mail, videos…), the prefix the console lines had. */
export function componentLogger(component: string) {
  return logger.child({ component });
}
