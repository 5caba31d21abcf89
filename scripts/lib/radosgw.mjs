// Ceph's radosgw as the S3 store of `npm run start:cluster` (kept under .data/radosgw) and of the tests
// (throwaway, in memory): scripts/lib/radosgw.sh does the Ceph part; this waits for it and stops it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensurePackages, RADOSGW } from "./debian.mjs";
import { freePort } from "./postgres.mjs";
import { alive, portIsFree, waitForHttp } from "./processes.mjs";

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "radosgw.sh");
export const ACCESS_KEY = "testkey";
export const SECRET_KEY = "testsecret";

function script(action, dir, env = {}) {
  const logFile = path.join(dir, `${action}.log`);
  return new Promise((resolve, reject) => {
    // Detached: Ctrl-C reaches the start script only, which stops every part in order.
    const child = spawn("bash", [SCRIPT, action, dir], {
      env: { ...process.env, ...env },
      stdio: ["ignore", fs.openSync(logFile, "w"), fs.openSync(logFile, "a")],
      detached: true,
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) return resolve();
      const tail = fs.readFileSync(logFile, "utf8").trim().split("\n").slice(-8).join("\n");
      reject(new Error(`radosgw.sh ${action} ${dir} failed (exit ${code}):\n${tail}`));
    });
  });
}

/**
 * Starts Ceph (mon, osd, radosgw) under `dir` with radosgw on 127.0.0.1:`port` (a free one by default;
 * `preferredPort` when that one is free).
 * `persistent`: objects live in a file under `dir` and a later start reuses them (about 8 s); otherwise a
 * fresh cluster keeps them in memory (about 12 s) and `stop` removes `dir`. Starting takes a while, so
 * callers may start this first and await it later. Returns { endpoint, accessKeyId, secretAccessKey, stop },
 * with running(), restart() (radosgw alone, on the running mon and osd: the supervisor's, scripts/cluster/
 * supervisor.mjs) and kill() (SIGKILL to radosgw, a crash, for the tests).
 */
export async function startRadosgw({ dir, port, preferredPort, persistent = false, log = () => {} }) {
  ensurePackages(RADOSGW, log);
  fs.mkdirSync(dir, { recursive: true });
  const rgwPort = port ?? (preferredPort && (await portIsFree(preferredPort)) ? preferredPort : await freePort());
  // The monitor's address is written into the cluster when it is made; a reused cluster keeps its own.
  const env = { RGW_PORT: String(rgwPort), MON_PORT: String(await freePort()), RGW_STORE: persistent ? "bluestore" : "memstore", S3_KEY: ACCESS_KEY, S3_SECRET: SECRET_KEY };
  const stop = async () => {
    await script("stop", dir).catch((error) => console.error(error.message));
    // A radosgw started again by the supervisor just before may have no pid file yet (it writes one once it has
    // reached the monitor): any Ceph daemon still running on this folder's config goes too.
    await killLeftovers(path.resolve(dir, "ceph.conf"));
    if (!persistent) fs.rmSync(dir, { recursive: true, force: true });
  };
  const endpoint = `http://127.0.0.1:${rgwPort}`;
  try {
    await script("start", dir, env);
    await waitForHttp(`${endpoint}/`, { timeoutMs: 120_000 });
  } catch (error) {
    // The folder stays, for its logs.
    await script("stop", dir).catch(() => {});
    throw new Error(`${error.message}\n(Ceph's logs: ${path.join(dir, "log")})`);
  }
  // The daemons fork into the background: their pid files say which processes they are.
  const daemonPid = (name) => {
    try {
      const pid = Number(fs.readFileSync(path.join(dir, `run/${name}.pid`), "utf8").trim());
      return alive(pid, name.startsWith("client.rgw") ? "radosgw" : "ceph-") ? pid : 0;
    } catch {
      return 0; // no pid file: not started, or stopped
    }
  };
  // Every Ceph daemon's process id, from its pid file (the cluster tests list their sockets).
  const pids = () =>
    fs.existsSync(path.join(dir, "run"))
      ? fs.readdirSync(path.join(dir, "run")).filter((name) => name.endsWith(".pid")).map((name) => daemonPid(name.slice(0, -4))).filter(Boolean)
      : [];
  const gatewayPid = () => daemonPid("client.rgw.x");
  const running = () => gatewayPid() > 0;
  return {
    endpoint,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET_KEY,
    stop,
    pids,
    running,
    restart: async () => {
      // radosgw alone when the monitor and the osd still run; the whole of Ceph again when they do not (a
      // memstore cluster, the tests', then starts empty).
      const cephRuns = daemonPid("mon.a") > 0 && daemonPid("osd.0") > 0;
      await (cephRuns ? script("gateway", dir, { RGW_PORT: String(rgwPort) }) : script("start", dir, env));
      await waitForHttp(`${endpoint}/`, { timeoutMs: 60_000 });
    },
    kill: async () => {
      const pid = gatewayPid();
      if (!pid) return;
      process.kill(pid, "SIGKILL");
      while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    logFile: path.join(dir, "log/client.rgw.x.log"),
  };
}

/** SIGKILL to every process whose command line names `conf` (Ceph daemons of one folder), once they are gone. */
async function killLeftovers(conf) {
  const pids = fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .map(Number)
    .filter((pid) => alive(pid, conf));
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
  while (pids.some((pid) => alive(pid))) await new Promise((resolve) => setTimeout(resolve, 50));
}
