// Artillery for the capacity bench: installed on demand into .data/artillery (ignored by git), not a dependency
// of the school: its ~470 packages (cloud SDKs, Playwright) would weigh on every install of an app that never
// runs it, and its Playwright would try to download a browser. The version is pinned; a step is one
// `artillery run`, a child process of this one, only ever aimed at the cluster's loopback address.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ARTILLERY_VERSION = "2.0.34";
const CACHE_DIR = fileURLToPath(new URL("../../.data/artillery", import.meta.url));
/** The command line of a step's Artillery names this folder: capacity-cpu.mjs counts it as the load generator. */
export const ARTILLERY_MARK = CACHE_DIR;
const PACKAGE_DIR = path.join(CACHE_DIR, "node_modules/artillery");

const installedVersion = () => {
  try {
    return JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, "package.json"), "utf8")).version;
  } catch {
    return null;
  }
};

/**
 * The path of Artillery's CLI, installing artillery@ARTILLERY_VERSION first when another version (or none) is
 * there: from the npm registry only, without install scripts and with Playwright's browser download off.
 */
export function ensureArtillery(log) {
  if (installedVersion() !== ARTILLERY_VERSION) {
    log(`installing artillery@${ARTILLERY_VERSION} into .data/artillery (once; about a minute)`);
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const args = ["install", "--prefix", CACHE_DIR, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--ignore-scripts", `artillery@${ARTILLERY_VERSION}`];
    spawnSync("npm", args, { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" } });
    if (installedVersion() !== ARTILLERY_VERSION) throw new Error(`artillery@${ARTILLERY_VERSION} could not be installed into ${CACHE_DIR}`);
  }
  return path.join(PACKAGE_DIR, "bin/run");
}

/**
 * Starts `artillery run --output <reportFile> <scriptFile>` (its output into `logFile`). Returns { done, stop }:
 * `done` resolves to the JSON report once Artillery has ended (rejects if it fails); stop() ends it early.
 */
export function runArtillery({ cli, scriptFile, reportFile, logFile }) {
  const log = fs.openSync(logFile, "w");
  const child = spawn(process.execPath, [cli, "run", "--quiet", "--output", reportFile, scriptFile], {
    stdio: ["ignore", log, log],
    // One worker, so that the accounts' CSV is read once in sequence (each learner its own account) and the
    // processor's timeline is the step's; no telemetry (it would leave loopback).
    env: { ...process.env, WORKERS: "1", ARTILLERY_DISABLE_TELEMETRY: "true" },
  });
  fs.closeSync(log);
  const done = new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) return resolve(JSON.parse(fs.readFileSync(reportFile, "utf8")));
      const tail = fs.readFileSync(logFile, "utf8").split("\n").slice(-15).join("\n");
      reject(new Error(`artillery ended with ${signal ?? `code ${code}`} (${logFile}):\n${tail}`));
    });
  });
  return {
    done,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return done.catch(() => {});
    },
  };
}
