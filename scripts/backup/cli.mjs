// What backup.mjs and restore.mjs share: the repository root, the environment (.env as npm start reads it),
// a prefixed log, and one exit path that says what failed.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function loadEnvironment() {
  const file = path.join(root, ".env");
  if (fs.existsSync(file)) process.loadEnvFile(file);
  return { ...process.env };
}

export const logger = (name) => (line) => console.log(`[${name}] ${line}`);

export function mebibytes(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Runs `main`; any failure ends the process with its message and exit code 1. */
export function runCli(name, main) {
  main().then(
    (code) => process.exit(code ?? 0),
    (error) => {
      console.error(`[${name}] failed: ${error?.message ?? error}`);
      process.exit(1);
    },
  );
}
