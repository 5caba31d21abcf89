import { defineConfig, devices } from "@playwright/test";

// End-to-end tests run in Debian's Chromium (no browser download) against the production build that
// scripts/run-tests.mjs serves at E2E_BASE_URL.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? ".data/test/playwright",
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://localhost:3000",
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, testIgnore: /.*\.mobile\.spec\.ts/ },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium }, testMatch: /.*\.mobile\.spec\.ts/ },
  ],
});
