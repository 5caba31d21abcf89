#!/usr/bin/env node
// `npm test`: lint, typecheck, unit tests, integration tests against a throwaway PostgreSQL, then
// end-to-end tests in Debian's Chromium against a production build. Ends with one line of totals:
// "N passed, N failed".
//
// Options, for work in progress (CI runs everything):
//   npm test -- unit integration      only these suites (lint typecheck unit integration e2e)
//   npm test -- integration lib/x.int.test.ts e2e e2e/auth.spec.ts   only these test files
//   TEST_RUN_NAME=x npm test          own reports and build folders, so two runs can share a checkout
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const runName = process.env.TEST_RUN_NAME ? `-${process.env.TEST_RUN_NAME.replace(/[^\w-]/g, "")}` : "";
const reports = path.join(root, `.data/test${runName}`);
const SUITES = ["lint", "typecheck", "unit", "integration", "e2e"];
const args = process.argv.slice(2);
const chosen = args.filter((a) => SUITES.includes(a));
const playwrightArgs = args.filter((a) => a.endsWith(".spec.ts"));
const jestArgs = args.filter((a) => /\.test\.tsx?$/.test(a));
const wanted = (suite) => chosen.length === 0 || chosen.includes(suite);
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const results = [];
const record = (suite, passed, failed, seconds) => {
  results.push({ suite, passed, failed, seconds });
  console.log(`\n[test] ${suite}: ${passed} passed, ${failed} failed (${seconds.toFixed(1)} s)\n`);
};

function bin(name) {
  return path.join(root, "node_modules/.bin", name);
}

function runStep(command, args, env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  return result.status === 0;
}

/** A check that passes or fails as a whole (lint, typecheck, build). */
function check(suite, command, args, env = process.env) {
  const t = Date.now();
  const ok = runStep(command, args, env);
  record(suite, ok ? 1 : 0, ok ? 0 : 1, (Date.now() - t) / 1000);
  return ok;
}

function jest(suite, config, env) {
  const t = Date.now();
  const output = path.join(reports, `${suite}.json`);
  const files = jestArgs.filter((a) => a.includes(".int.") === (suite === "integration"));
  if (jestArgs.length > 0 && files.length === 0) return;
  runStep(bin("jest"), ["-c", config, "--json", `--outputFile=${output}`, ...(suite === "integration" ? ["--runInBand"] : []), ...files], env);
  let passed = 0;
  let failed = 1;
  if (fs.existsSync(output)) {
    const report = JSON.parse(fs.readFileSync(output, "utf8"));
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
    if (report.numTotalTests === 0) failed += 1; // a suite that finds no tests is broken
  }
  record(suite, passed, failed, (Date.now() - t) / 1000);
}

async function waitForServer(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

async function e2e(env) {
  const t = Date.now();
  const { freePort } = await import("./lib/postgres.mjs");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverEnv = { ...env, PORT: String(port), NEXTAUTH_URL: baseUrl, APP_URL: baseUrl };
  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    env: serverEnv,
    stdio: ["ignore", fs.openSync(path.join(reports, "server.log"), "w"), "inherit"],
  });
  const output = path.join(reports, "e2e.json");
  try {
    await waitForServer(`${baseUrl}/api/languages`, server);
    runStep(bin("playwright"), ["test", ...playwrightArgs], {
      ...serverEnv,
      E2E_BASE_URL: baseUrl,
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
      PLAYWRIGHT_OUTPUT_DIR: path.join(reports, "playwright"),
    });
  } catch (error) {
    console.error(`[test] e2e: ${error.message}`);
  } finally {
    server.kill("SIGTERM");
  }
  let passed = 0;
  let failed = 1;
  if (fs.existsSync(output)) {
    const { stats } = JSON.parse(fs.readFileSync(output, "utf8"));
    passed = stats.expected + stats.flaky;
    failed = stats.unexpected + (stats.expected + stats.flaky + stats.unexpected === 0 ? 1 : 0);
  }
  record("e2e", passed, failed, (Date.now() - t) / 1000);
}

async function main() {
  const started = Date.now();
  if (!fs.existsSync("node_modules/.package-lock.json")) {
    runStep("npm", ["install", "--no-audit", "--no-fund"], process.env);
  }
  const base = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  if (wanted("lint")) check("lint", bin("eslint"), ["."], base);
  if (wanted("typecheck")) check("typecheck", "sh", ["-c", `"${bin("next")}" typegen >/dev/null && "${bin("tsc")}" --noEmit`], base);
  if (wanted("unit")) jest("unit", "jest.config.mjs", { ...base, NODE_ENV: "test" });
  if (!wanted("integration") && !wanted("e2e")) return finish(started);

  const { startPostgres, freePort, tempDir } = await import("./lib/postgres.mjs");
  const dir = tempDir("school-test-pg-");
  const database = await startPostgres({ dir, database: "school_test", port: await freePort(), persistent: false });
  const env = {
    ...base,
    DATABASE_URL: database.url,
    NEXTAUTH_SECRET: "test-secret-that-is-at-least-32-characters-long",
    PAYMENTS_PROVIDER: "demo",
    STORAGE_DRIVER: "disk",
    STORAGE_DISK_PATH: path.join(dir, "uploads"),
    MAIL_OUTBOX_PATH: path.join(dir, "outbox"),
    SEED_DEMO_USERS: "true",
  };
  try {
    const ready =
      check("migrate", process.execPath, ["scripts/prisma.mjs", "migrate", "deploy"], env) &&
      check("seed", process.execPath, ["node_modules/tsx/dist/cli.mjs", "prisma/seed.ts"], env);
    if (ready) {
      if (wanted("integration")) jest("integration", "jest.integration.config.mjs", { ...env, NODE_ENV: "test" });
      const buildEnv = { ...env, NODE_ENV: "production", NEXT_DIST_DIR: `.next-test${runName}` };
      if (wanted("e2e")) {
        // `next build` adds its dist folder's type paths to tsconfig.json; a named run must not leave that behind.
        const tsconfig = fs.readFileSync("tsconfig.json", "utf8");
        // The data cache of a previous run holds rows of a database that no longer exists.
        fs.rmSync(path.join(buildEnv.NEXT_DIST_DIR, "cache"), { recursive: true, force: true });
        const built = check("build", bin("next"), ["build"], buildEnv);
        fs.writeFileSync("tsconfig.json", tsconfig);
        if (built) await e2e(buildEnv);
        else record("e2e", 0, 1, 0);
      }
    }
  } finally {
    await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  finish(started);
}

function finish(started) {
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log("\n[test] suite        passed  failed  seconds");
  for (const r of results) {
    console.log(`[test] ${r.suite.padEnd(12)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${r.seconds.toFixed(1).padStart(7)}`);
  }
  console.log(`[test] total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log("0 passed, 1 failed");
  process.exit(1);
});
