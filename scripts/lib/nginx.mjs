// Debian's nginx in front of the school's servers, run in the foreground as a child of the script with a
// config generated from scripts/cluster/nginx.conf into `dir` (pid, logs, temp files and cache there too,
// nothing in /etc or /var). Never the system unit.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensurePackages, NGINX, PACKAGES } from "./debian.mjs";
import { freePort } from "./postgres.mjs";
import { alive, stopChild, waitUntil } from "./processes.mjs";

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), "../cluster/nginx.conf");
const NGINX_BIN = "/usr/sbin/nginx";
const BROTLI_MODULE = PACKAGES["libnginx-mod-http-brotli-filter"];
const TEXT_TYPES =
  "text/plain text/css text/xml text/vtt text/x-component application/javascript application/json\n" +
  "                 application/manifest+json application/xml application/rss+xml image/svg+xml";

/** The template with its fields filled in. `testMode` turns on X-Test-Upstream and the X-Upstream header. */
export function renderConfig({ dir, listen, compressPort, upstreams, testMode, serverHost = "127.0.0.1" }) {
  const server = serverHost.includes(":") ? `[${serverHost}]` : serverHost;
  const fields = {
    DIR: path.resolve(dir),
    LISTEN: listen,
    COMPRESS_PORT: String(compressPort),
    LOAD_MODULES: `load_module ${BROTLI_MODULE};`,
    BROTLI: ["brotli on;", "brotli_comp_level 5;", "brotli_min_length 256;", `brotli_types ${TEXT_TYPES};`].map((l) => `    ${l}`).join("\n"),
    SERVERS: upstreams.map((port) => `    server ${server}:${port} max_fails=2 fail_timeout=10s;`).join("\n"),
    PINNED_UPSTREAMS: testMode
      ? upstreams.map((port, n) => `  upstream school_${n} {\n    server ${server}:${port};\n    keepalive 8;\n    keepalive_timeout 60s;\n  }`).join("\n")
      : "",
    PIN_MAP: testMode ? upstreams.map((_, n) => `    "${n}" school_${n};`).join("\n") : "",
    PIN_BACKENDS: testMode ? upstreams.map((_, n) => `    school_${n} school_${n};`).join("\n") : "",
    DEBUG_HEADERS: testMode ? "    add_header X-Upstream $upstream_addr always;" : "",
  };
  return fs.readFileSync(TEMPLATE, "utf8").replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in fields)) throw new Error(`nginx.conf: unknown field {{${name}}}`);
    return fields[name];
  });
}

/**
 * Writes the config for `upstreams` (the servers' ports) into `dir`, checks it with `nginx -t` and starts
 * nginx on `port`. `host` 127.0.0.1 (default) or 0.0.0.0 for every interface. Returns { url, port, conf, child, stop, reload }.
 */
export async function startNginx({ dir, port, host = "127.0.0.1", serverHost, upstreams, testMode = false, log = () => {} }) {
  ensurePackages(NGINX, log);
  for (const sub of ["logs", "temp"]) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const conf = path.resolve(dir, "nginx.conf");
  const compressPort = await freePort();
  fs.writeFileSync(conf, renderConfig({ dir, listen: `${host}:${port}`, compressPort, upstreams, testMode, serverHost }));
  const args = ["-p", `${path.resolve(dir)}/`, "-c", conf, "-e", path.resolve(dir, "logs/error.log")];
  await stopStale(path.join(dir, "nginx.pid"), conf);
  // The page cache starts empty: a page kept from an earlier build names that build's /_next/static files.
  fs.rmSync(path.join(dir, "cache"), { recursive: true, force: true });
  const test = spawnSync(NGINX_BIN, [...args, "-t", "-q"], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t ${conf}:\n${test.stderr}`);
  // Detached: Ctrl-C reaches the script only, which stops every part in order.
  const child = spawn(NGINX_BIN, args, { stdio: ["ignore", "ignore", "inherit"], detached: true });
  const url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;
  // Listening is enough: what is behind it is checked through it by the caller.
  await waitUntil(() => canConnect(port), { what: `nginx on port ${port}`, child, timeoutMs: 15_000 });
  return {
    url,
    port,
    conf,
    child,
    // SIGQUIT: nginx finishes the requests in flight, then exits.
    stop: () => stopChild(child, "SIGQUIT", 10_000),
    /** Re-reads the config with new workers, which also forget which servers failed (max_fails). */
    reload: async () => {
      child.kill("SIGHUP");
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
  };
}

async function stopStale(pidFile, conf) {
  const pid = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, "utf8") : 0);
  if (pid && alive(pid, conf)) {
    process.kill(pid, "SIGQUIT");
    await waitUntil(async () => !alive(pid), { what: `old nginx ${pid} to stop`, timeoutMs: 15_000 });
  }
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
