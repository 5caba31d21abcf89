// Debian's Prometheus scraping the cluster's servers (`npm run start:cluster` only; never `npm start`, never
// the tests): a child of the script with its own config and data in `dir` (.data/prometheus), listening on
// 127.0.0.1 only. Never the system unit (debian.mjs stops it if installing started it).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensurePackages, PROMETHEUS } from "./debian.mjs";
import { freePort } from "./postgres.mjs";
import { alive, portIsFree, stopChild, waitForHttp, waitUntil } from "./processes.mjs";

const PROMETHEUS_BIN = "/usr/bin/prometheus";
/** Every server's metrics (app/api/metrics/route.ts). */
const METRICS_PATH = "/api/metrics";

/**
 * The scrape config: each server as its own target, labelled with its number. `token` (METRICS_TOKEN) is sent
 * as a bearer token, which a server needs when Prometheus does not reach it over loopback.
 */
export function renderConfig({ servers, token }) {
  const targets = servers
    .map(({ host, port }, n) => `      - targets: ["${host.includes(":") ? `[${host}]` : host}:${port}"]\n        labels: { server: "${n}" }`)
    .join("\n");
  const auth = token ? `    authorization:\n      type: Bearer\n      credentials: "${token}"\n` : "";
  return `# Written by scripts/lib/prometheus.mjs at each start of the cluster; edits are lost.
global:
  scrape_interval: 15s
  evaluation_interval: 15s
scrape_configs:
  - job_name: school
    metrics_path: ${METRICS_PATH}
${auth}    static_configs:
${targets}
`;
}

/**
 * Writes the config for `servers` ([{ host, port }]) and starts Prometheus on 127.0.0.1 (`preferredPort` when
 * free, else a free port), its data kept in `dir`/data for a week. Returns { url, port, child, stop }.
 */
export async function startPrometheus({ dir, servers, token, preferredPort = 9090, log = () => {} }) {
  ensurePackages(PROMETHEUS, log);
  const data = path.resolve(dir, "data");
  fs.mkdirSync(data, { recursive: true });
  const config = path.resolve(dir, "prometheus.yml");
  fs.writeFileSync(config, renderConfig({ servers, token }), { mode: 0o600 });
  const pidFile = path.resolve(dir, "prometheus.pid");
  await stopStale(pidFile, config);
  const port = (await portIsFree(preferredPort)) ? preferredPort : await freePort();
  const logFile = path.resolve(dir, "prometheus.log");
  const out = fs.openSync(logFile, "a");
  const args = [
    `--config.file=${config}`,
    `--storage.tsdb.path=${data}`,
    "--storage.tsdb.retention.time=7d",
    `--web.listen-address=127.0.0.1:${port}`,
  ];
  // Detached: Ctrl-C reaches the script only, which stops every part in order.
  const child = spawn(PROMETHEUS_BIN, args, { stdio: ["ignore", out, out], detached: true });
  fs.closeSync(out);
  fs.writeFileSync(pidFile, String(child.pid));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/-/ready`, { child, timeoutMs: 60_000 });
  } catch (error) {
    await stopChild(child);
    throw new Error(`prometheus: ${error.message} (log: ${logFile})`);
  }
  return {
    url,
    port,
    child,
    stop: async () => {
      await stopChild(child, "SIGTERM", 15_000);
      fs.rmSync(pidFile, { force: true });
    },
  };
}

/** A Prometheus left running by a start that was killed holds the data folder's lock: stopped first. */
async function stopStale(pidFile, config) {
  const pid = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, "utf8") : 0);
  if (pid && alive(pid, config)) {
    process.kill(pid, "SIGTERM");
    await waitUntil(async () => !alive(pid), { what: `old prometheus ${pid} to stop`, timeoutMs: 15_000 });
  }
}
