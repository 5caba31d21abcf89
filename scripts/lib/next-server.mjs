// One `next start` of the school's build, which can be stopped and started again on the same port (the
// cluster tests kill a server and bring it back).
import { spawn } from "node:child_process";
import fs from "node:fs";
import { stopChild, waitForHttp } from "./processes.mjs";

/** The check every script polls: 200 once the server (and what it depends on) can serve. */
export const HEALTH_PATH = "/api/health";

/**
 * How long the server keeps an idle kept-alive connection open. Longer than nginx keeps its idle upstream
 * connections (keepalive_timeout in scripts/cluster/nginx.conf, 60 s): the proxy always closes first, so it
 * never sends a request down a connection the server is closing at that moment (Node's default is 5 s).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000;

/**
 * `env` is the servers' environment (NEXT_DIST_DIR picks the build). The server's output is appended to
 * `logFile`; `onStderr`, when given, also gets its error output (a terminal wants to see errors). `host`: the
 * address it listens on (the cluster's servers: 127.0.0.1, reached only through nginx); unset, every interface.
 * Resolves once HEALTH_PATH answers 200. Returns { port, url, start, stop, running, child }.
 */
export async function startNextServer({ port, env, logFile, onStderr, host, name = `next:${port}` }) {
  let child;
  const url = `http://${host && host !== "0.0.0.0" ? bracketed(host) : "127.0.0.1"}:${port}`;
  const start = async () => {
    if (child && child.exitCode === null && !child.signalCode) return;
    const log = fs.openSync(logFile, "a");
    // Detached: Ctrl-C reaches the script only, which stops every part in order.
    const listen = host ? ["-H", host] : [];
    const args = ["node_modules/next/dist/bin/next", "start", "-p", String(port), ...listen, "--keepAliveTimeout", String(KEEP_ALIVE_TIMEOUT_MS)];
    child = spawn(process.execPath, args, {
      env: { ...env, PORT: String(port) },
      stdio: ["ignore", log, onStderr ? "pipe" : log],
      detached: true,
    });
    fs.closeSync(log);
    child.stderr?.on("data", (chunk) => {
      fs.appendFileSync(logFile, chunk);
      onStderr(chunk.toString());
    });
    try {
      await waitForHttp(url + HEALTH_PATH, { child, timeoutMs: 120_000 });
    } catch (error) {
      await stopChild(child);
      throw new Error(`${name}: ${error.message} (log: ${logFile})`);
    }
  };
  await start();
  return {
    port,
    url,
    name,
    start,
    stop: () => stopChild(child, "SIGTERM", 15_000),
    running: () => Boolean(child && child.exitCode === null && !child.signalCode),
    /** The process, for an exit handler. */
    child: () => child,
  };
}

/** An IPv6 address in a URL goes in brackets. */
function bracketed(host) {
  return host.includes(":") ? `[${host}]` : host;
}
