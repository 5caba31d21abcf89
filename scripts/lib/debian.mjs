// Debian packages the cluster and its tests need (redis-server, nginx, radosgw …), installed with apt-get
// when a command is missing: on CI and on a new developer's machine. Root runs apt-get itself, anyone else
// through sudo. Installing a service package may start its system unit; scripts/lib never uses those (each
// part runs as a child with its own config, data and port), and stopSystemUnits() stops them so they hold
// no port the cluster wants.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

/** The command each package provides, to tell whether it is installed. */
export const PACKAGES = {
  "redis-server": "/usr/bin/redis-server",
  nginx: "/usr/sbin/nginx",
  "libnginx-mod-http-brotli-filter": "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so",
  radosgw: "/usr/bin/radosgw",
  "ceph-mon": "/usr/bin/ceph-mon",
  "ceph-osd": "/usr/bin/ceph-osd",
  "ceph-common": "/usr/bin/ceph",
  ffmpeg: "/usr/bin/ffmpeg",
  prometheus: "/usr/bin/prometheus",
  "chromium-headless-shell": "/usr/bin/chromium-headless-shell",
};

/** The packages behind each part, for ensurePackages(). */
export const REDIS = ["redis-server"];
export const NGINX = ["nginx", "libnginx-mod-http-brotli-filter"];
export const RADOSGW = ["radosgw", "ceph-mon", "ceph-osd", "ceph-common"];
/** ffmpeg and ffprobe, for video processing (npm start runs without them: uploads then wait for a server that has them). */
export const FFMPEG = ["ffmpeg"];
/** Prometheus, which scrapes the servers of `npm run start:cluster` (scripts/lib/prometheus.mjs). */
export const PROMETHEUS = ["prometheus"];
/** The browser of the end-to-end tests (playwright.config.ts): no download at install or run time. */
export const HEADLESS_CHROMIUM = ["chromium-headless-shell"];

const sudo = () => (process.getuid?.() === 0 ? [] : ["sudo"]);

function apt(args) {
  const [command, ...rest] = [...sudo(), "apt-get", ...args];
  const result = spawnSync(command, rest, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (result.status !== 0) throw new Error(`${command} ${rest.join(" ")} failed (exit ${result.status})`);
}

/** Installs, with apt-get, those of `names` whose file is missing; says what it installs. */
export function ensurePackages(names, log = console.log) {
  const missing = names.filter((name) => !fs.existsSync(PACKAGES[name]));
  if (!missing.length) return;
  log(`installing ${missing.join(" ")} (apt-get)…`);
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", "--no-install-recommends", ...missing]);
  stopSystemUnits();
}

// The system services the packages above come with, and the pid file their init scripts write.
const SYSTEM_UNITS = { nginx: "/run/nginx.pid", "redis-server": "/run/redis/redis-server.pid", prometheus: "/run/prometheus/prometheus.pid" };

/**
 * Stops the system nginx, redis and prometheus that a package install may have started (Debian starts a
 * service when it installs it); they would hold ports 80, 6379 and 9090, Prometheus's on every interface.
 * Only when systemd or the init scripts run them here (systemd's prometheus writes no pid file: asked).
 */
export function stopSystemUnits() {
  const viaSystemd = fs.existsSync("/run/systemd/system");
  for (const [unit, pidFile] of Object.entries(SYSTEM_UNITS)) {
    const running = fs.existsSync(pidFile) || (viaSystemd && spawnSync("systemctl", ["is-active", "--quiet", unit]).status === 0);
    if (!running) continue;
    const [command, ...rest] = [...sudo(), ...(viaSystemd ? ["systemctl", "stop", unit] : ["service", unit, "stop"])];
    spawnSync(command, rest, { stdio: "ignore" });
  }
}
