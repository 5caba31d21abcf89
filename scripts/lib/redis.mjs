// Debian's redis-server as a child process with its own data folder and port: the shared Next cache of
// `npm run start:cluster` (kept under .data/redis) and of the tests (throwaway). Never the system unit.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { ensurePackages, REDIS } from "./debian.mjs";
import { alive, stopChild, waitUntil } from "./processes.mjs";

/** Whether a Redis at host:port answers PING. */
function ping(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.setTimeout(1000);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Starts redis-server on 127.0.0.1:`port` with `dir` for its files. With `persistent` it saves a snapshot
 * there (every minute after a write, and on a clean stop) and loads it on the next start; without, it keeps
 * nothing. Returns { url, port, stop, start }: stop and start again keep the same port (tests use that to
 * take Redis away from the servers and bring it back), with running() and why() for the supervisor
 * (scripts/cluster/supervisor.mjs) and kill() (a crash, for the tests).
 */
export async function startRedis({ dir, port, persistent = true, log = () => {} }) {
  ensurePackages(REDIS, log);
  fs.mkdirSync(dir, { recursive: true });
  // Absolute: redis-server resolves a relative --pidfile in its --dir, and the stale-process clean-up reads this one.
  const pidFile = path.resolve(dir, "redis.pid");
  const args = [
    "--port", String(port),
    "--bind", "127.0.0.1",
    "--dir", path.resolve(dir),
    "--pidfile", pidFile,
    "--logfile", path.resolve(dir, "redis.log"),
    "--daemonize", "no",
    "--appendonly", "no",
    "--save", persistent ? "60 1" : "",
    // The Next cache: an LRU is what a cache wants when memory runs short.
    "--maxmemory", "256mb",
    "--maxmemory-policy", "allkeys-lru",
  ];
  let child;
  const start = async () => {
    // A redis-server of this folder left behind by a run that was killed.
    await stopStale(pidFile);
    // Detached: Ctrl-C reaches the script only, which stops every part in order.
    child = spawn("/usr/bin/redis-server", args, { stdio: "ignore", detached: true });
    await waitUntil(() => ping(port), { what: `redis-server on port ${port}`, child, timeoutMs: 20_000 });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    pidFile,
    port,
    start,
    /** The running redis-server's process id (the cluster tests list its sockets). */
    pid: () => child?.pid,
    stop: async () => {
      await stopChild(child, "SIGTERM", 20_000);
    },
    running: () => Boolean(child && child.exitCode === null && !child.signalCode),
    why: () => (child?.signalCode ? `signal ${child.signalCode}` : `exit code ${child?.exitCode}`),
    kill: () => stopChild(child, "SIGKILL"),
    logFile: path.resolve(dir, "redis.log"),
  };
}

async function stopStale(pidFile) {
  const pid = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, "utf8") : 0);
  if (pid && alive(pid, "redis-server")) {
    process.kill(pid, "SIGTERM");
    await waitUntil(async () => !alive(pid), { what: `old redis-server ${pid} to stop`, timeoutMs: 20_000 });
  }
}
