import { defineConfig, devices } from "@playwright/test";

// End-to-end tests run in Debian's Chromium headless shell (no browser download; lighter than the full browser
// in headless mode) against the production build that
// scripts/run-tests.mjs serves at E2E_BASE_URL. The cluster suite (E2E_SUITE=cluster: e2e/cluster/, two
// servers behind nginx) runs only the `cluster` project; every other run leaves that folder out.
// The specs run fully parallel on two workers (E2E_WORKERS): each spec signs in as accounts of its own (e2e/fixtures/accounts.ts),
// and what specs share is guarded by locks (e2e/fixtures/locks.ts). The cluster suite stops and starts servers
// under every test, so it runs one test at a time.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    // The display compositor (software, with --disable-gpu) runs in the browser process instead of a GPU process of
    // its own: 4 % less Chromium CPU over the a11y spec's desktop half, the same screenshots (e2efast4, issue 25).
    "--in-process-gpu",
    // Playwright's own --disable-dev-shm-usage stays (shared memory in files of the temporary folder): leaving
    // Chromium on /dev/shm cost 6 % more of its CPU over the same tests.
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

const clusterSuite = process.env.E2E_SUITE === "cluster";
const clusterSpecs = /[\\/]e2e[\\/]cluster[\\/]/;

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: !clusterSuite,
  workers: clusterSuite ? 1 : Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? ".data/test/playwright",
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://localhost:3000",
    trace: "on-first-retry",
    launchOptions: chromium,
  },
  projects: clusterSuite
    ? // Stopping and starting servers, Redis or PostgreSQL takes a while.
      [{ name: "cluster", testDir: "e2e/cluster", timeout: 90_000, use: { ...devices["Desktop Chrome"], launchOptions: chromium } }]
    : [
        { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, testIgnore: [/.*\.mobile\.spec\.ts/, clusterSpecs] },
        { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium }, testMatch: /.*\.mobile\.spec\.ts/, testIgnore: clusterSpecs },
      ],
});
