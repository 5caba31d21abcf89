// The bare reference app (scripts/bench/reference): built from the school's node_modules and served alone,
// so every school figure has a floor measured on the same machine in the same run.
import fs from "node:fs";
import { freePort } from "../lib/postgres.mjs";
import { startNext, step } from "./processes.mjs";

export const REFERENCE_DIR = "scripts/bench/reference";
// Set in reference/next.config.mjs: a .next-test* folder at the root, which git, ESLint and tsc ignore.
const DIST_DIR = ".next-test-bench-reference";

function env(databaseUrl) {
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    BENCH_REFERENCE_DATABASE_URL: databaseUrl ?? "",
  };
}

export function buildReference({ skipBuild }) {
  if (skipBuild && fs.existsSync(`${DIST_DIR}/BUILD_ID`)) return;
  console.log("\n== Building the reference app");
  step(["node_modules/next/dist/bin/next", "build", REFERENCE_DIR], env());
}

/** Serves the reference; returns { baseUrl, stop }. */
export async function startReference(databaseUrl) {
  return startNext({ dir: REFERENCE_DIR, port: await freePort(), env: env(databaseUrl), readyPath: "/" });
}
