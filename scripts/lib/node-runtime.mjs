// The school runs on Node.js 24 (Node 20 reached its end of life in April 2026). A machine whose own Node is
// older gets Node 24 from the npm registry's `node` package (its binary ships inside a registry package, so
// no other download), kept in .data/node24; the entry scripts (`npm start`, `npm test`, `npm run bench`,
// `npm run start:cluster`) then run again on it, with it first on PATH so that npm, next, jest and every child
// started by name run on it too. Only Node built-ins here: it runs before the dependencies are installed.
//
//   node scripts/lib/node-runtime.mjs    installs Node 24 if needed and prints the folder of the `node` to use
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const NODE_VERSION = "24.21.0";
const MAJOR = Number(NODE_VERSION.split(".")[0]);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const prefix = path.join(root, ".data/node24");
const binDir = path.join(prefix, "node_modules/node/bin");

const major = (version) => Number(version.replace(/^v/, "").split(".")[0]);
const installedVersion = () => spawnSync(path.join(binDir, "node"), ["--version"], { encoding: "utf8" }).stdout?.trim();

/** The folder holding a `node` of version 24 or later: this process's own, or .data/node24's (installed when missing). */
export function node24BinDir(say = (line) => console.log(line)) {
  if (major(process.version) >= MAJOR) return path.dirname(process.execPath);
  if (installedVersion() !== `v${NODE_VERSION}`) {
    say(`this machine's Node is ${process.version}; installing Node ${NODE_VERSION} (npm package node@${NODE_VERSION}) into .data/node24…`);
    fs.mkdirSync(prefix, { recursive: true });
    const args = ["install", "--prefix", prefix, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", `node@${NODE_VERSION}`];
    // npm's output goes to stderr: stdout is the folder this prints when run as a command.
    spawnSync("npm", args, { stdio: ["inherit", 2, 2] });
    if (installedVersion() !== `v${NODE_VERSION}`) {
      throw new Error(`Node ${NODE_VERSION} could not be installed into .data/node24 (npm install node@${NODE_VERSION} failed)`);
    }
  }
  return binDir;
}

/**
 * Resolves at once on Node 24 or later. On an older Node, runs this same script again on Node 24 (same
 * arguments, environment and terminal) and never resolves: this process exits with the child's code.
 * Ctrl-C reaches both (one process group); a SIGTERM sent to this process alone is passed on.
 */
export function runOnNode24() {
  if (major(process.version) >= MAJOR) return Promise.resolve();
  const dir = node24BinDir((line) => console.log(`[node] ${line}`));
  const child = spawn(path.join(dir, "node"), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, PATH: `${dir}${path.delimiter}${process.env.PATH ?? ""}` },
  });
  const pass = (signal) => () => child.kill(signal);
  process.on("SIGINT", () => {}); // the child got it too, and decides when to exit
  process.on("SIGTERM", pass("SIGTERM"));
  process.on("SIGHUP", pass("SIGHUP"));
  child.on("exit", (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
  return new Promise(() => {});
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(node24BinDir((line) => console.error(line)));
}
