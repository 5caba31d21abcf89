#!/usr/bin/env node
// `npm run bench`: figures for the public pages, asserting nothing.
//  1. first-load JS per page: every script the HTML loads from /_next/static, gzipped (what a phone downloads);
//  2. requests per second and p99 latency under autocannon (10 connections, 10 s) for /, /courses and
//     /course/genesis, each beside a static file served by the same server in the same run, as a ratio;
//  3. Lighthouse mobile scores (performance, accessibility, best practices, SEO) in Debian's Chromium.
// Targets (issue 5): first-load JS <= 130 KB gzip, page throughput >= 0.5 x static, Lighthouse perf >= 95, others 100.
//
// By default it starts a throwaway PostgreSQL, migrates, seeds, builds into .next-test-bench and serves it.
//   BENCH_URL=http://host:port npm run bench   measure a server that is already running instead
//   BENCH_SKIP_BUILD=1                         reuse the last .next-test-bench build
//   BENCH_DURATION=10 BENCH_CONNECTIONS=10     autocannon settings
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const PAGES = ["/", "/courses", "/course/genesis"];
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function waitFor(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}`);
}

/** Starts PostgreSQL, migrates, seeds, builds and serves; returns the base URL and a stop function. */
async function startServer() {
  const { startPostgres, freePort, tempDir } = await import("./lib/postgres.mjs");
  const dir = tempDir("school-bench-pg-");
  const database = await startPostgres({ dir, database: "school_bench", port: await freePort(), persistent: false });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    NEXTAUTH_SECRET: "bench-secret-that-is-at-least-32-characters-long",
    NEXTAUTH_URL: baseUrl,
    APP_URL: baseUrl,
    PAYMENTS_PROVIDER: "demo",
    STORAGE_DRIVER: "disk",
    STORAGE_DISK_PATH: path.join(dir, "uploads"),
    MAIL_OUTBOX_PATH: path.join(dir, "outbox"),
    SEED_DEMO_USERS: "true",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: ".next-test-bench",
    NODE_ENV: "production",
  };
  const step = (args) => {
    const result = spawnSync(process.execPath, args, { stdio: "inherit", env });
    if (result.status !== 0) throw new Error(`failed: ${args.join(" ")}`);
  };
  const stopDb = async () => {
    await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    step(["scripts/prisma.mjs", "migrate", "deploy"]);
    step(["node_modules/tsx/dist/cli.mjs", "prisma/seed.ts"]);
    if (!process.env.BENCH_SKIP_BUILD || !fs.existsSync(".next-test-bench/BUILD_ID")) step(["node_modules/next/dist/bin/next", "build"]);
  } catch (error) {
    await stopDb();
    throw error;
  }
  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${baseUrl}/api/languages`, server);
  return {
    baseUrl,
    stop: async () => {
      server.kill("SIGTERM");
      await stopDb();
    },
  };
}

/** Gzipped size of every /_next/static script a page's HTML loads. */
async function firstLoadJs(baseUrl, page) {
  const html = await (await fetch(baseUrl + page)).text();
  // noModule scripts are polyfills that modern browsers skip, so they are not counted.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/nomodule/i.test(tag));
  const sources = [...new Set(tags.map((tag) => tag.match(/src="([^"]+)"/)?.[1]).filter(Boolean))].filter((src) =>
    src.startsWith("/_next/static/"),
  );
  let total = 0;
  for (const src of sources) total += gzipSync(Buffer.from(await (await fetch(baseUrl + src)).arrayBuffer())).length;
  return { total, files: sources.length, sample: sources[0] };
}

async function load(url) {
  const { default: autocannon } = await import("autocannon");
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

function lighthouse(url) {
  const out = path.join(os.tmpdir(), `bench-lh-${process.pid}-${Date.now()}.json`);
  const result = spawnSync(
    process.execPath,
    [
      "node_modules/lighthouse/cli/index.js",
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ["ignore", "ignore", "pipe"] },
  );
  if (!fs.existsSync(out)) return { error: result.stderr?.toString().split("\n").slice(-3).join(" ") || "lighthouse failed" };
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  fs.rmSync(out, { force: true });
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: report.audits["largest-contentful-paint"]?.displayValue,
    tbt: report.audits["total-blocking-time"]?.displayValue,
  };
}

async function main() {
  const external = process.env.BENCH_URL?.replace(/\/$/, "");
  const { baseUrl, stop } = external ? { baseUrl: external, stop: async () => {} } : await startServer();
  try {
    // Warm the ISR cache so every run measures cached pages, as a crawler would find them.
    for (const page of PAGES) await fetch(baseUrl + page);

    console.log("\n== First-load JS (gzip, every /_next/static script in the HTML; target <= 130 KB)");
    let staticFile = null;
    for (const page of PAGES) {
      const js = await firstLoadJs(baseUrl, page);
      staticFile ??= js.sample;
      console.log(`${page.padEnd(16)} ${kb(js.total).padStart(10)}  (${js.files} files)`);
    }

    console.log(`\n== Throughput (autocannon, ${CONNECTIONS} connections, ${DURATION} s; target page/static >= 0.5)`);
    console.log(`static file: ${staticFile}`);
    const baseline = await load(baseUrl + staticFile);
    console.log(`${"static".padEnd(16)} ${baseline.rps.toFixed(0).padStart(7)} req/s   p99 ${String(baseline.p99).padStart(5)} ms`);
    for (const page of PAGES) {
      const r = await load(baseUrl + page);
      const ratio = (r.rps / baseline.rps).toFixed(2);
      const problems = r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : "";
      console.log(`${page.padEnd(16)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(5)} ms   ratio ${ratio}${problems}`);
    }

    console.log("\n== Lighthouse mobile (targets: performance >= 95, the others 100)");
    for (const page of PAGES) {
      const r = lighthouse(baseUrl + page);
      if (r.error) console.log(`${page.padEnd(16)} ${r.error}`);
      else
        console.log(
          `${page.padEnd(16)} performance ${r.performance}  accessibility ${r.accessibility}  best-practices ${r.bestPractices}  seo ${r.seo}  (LCP ${r.lcp}, TBT ${r.tbt})`,
        );
    }
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
