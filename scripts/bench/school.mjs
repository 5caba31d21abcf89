// The school as `npm run bench` has always served it: migrated and seeded throwaway database, a production
// build in .next-test-bench, `next start`. Or, with BENCH_URL, a school that is already running.
import fs from "node:fs";
import path from "node:path";
import { HEALTH_PATH } from "../lib/next-server.mjs";
import { freePort } from "../lib/postgres.mjs";
import { portIsFree, startNext, step } from "./processes.mjs";

export const DIST_DIR = ".next-test-bench";
const PORT_FILE = path.join(DIST_DIR, "bench-port");

function env({ databaseUrl, dataDir, baseUrl }) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: "bench-secret-that-is-at-least-32-characters-long",
    NEXTAUTH_URL: baseUrl,
    APP_URL: baseUrl,
    PAYMENTS_PROVIDER: "demo",
    STORAGE_DRIVER: "disk",
    STORAGE_DISK_PATH: path.join(dataDir, "uploads"),
    MAIL_OUTBOX_PATH: path.join(dataDir, "outbox"),
    SEED_DEMO_USERS: "true",
    DEMO_SITE: "true",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: DIST_DIR,
    NODE_ENV: "production",
  };
}

/**
 * The port to serve on. Pages prerendered at build time carry APP_URL in their canonical and alternate links,
 * so a reused build is served on the port it was built for (or Lighthouse's SEO audit sees another origin).
 */
async function choosePort(reuseBuild) {
  const built = reuseBuild && fs.existsSync(PORT_FILE) ? Number(fs.readFileSync(PORT_FILE, "utf8")) : null;
  if (built && (await portIsFree(built))) return built;
  if (built) console.warn(`port ${built} of the reused build is taken: its pages' canonical URLs will name another port`);
  return freePort();
}

/**
 * Migrates, seeds (demo users included) and builds. The port is chosen first because the build and the
 * server both read NEXTAUTH_URL / APP_URL. `extraEnv` adds to the school's environment (the cluster bench:
 * Redis and S3). Returns { port, env, start }, start() serving the school on that port.
 */
export async function prepareSchool({ databaseUrl, dataDir, skipBuild, extraEnv = {} }) {
  const reuseBuild = skipBuild && fs.existsSync(`${DIST_DIR}/BUILD_ID`);
  const port = await choosePort(reuseBuild);
  const schoolEnv = { ...env({ databaseUrl, dataDir, baseUrl: `http://127.0.0.1:${port}` }), ...extraEnv };
  console.log("\n== Preparing the school (migrate, seed, build)");
  step(["scripts/prisma.mjs", "migrate", "deploy"], schoolEnv);
  step(["node_modules/tsx/dist/cli.mjs", "prisma/seed.ts"], schoolEnv);
  // The data cache of an earlier run holds that run's database ids (a new seed makes new ones), and `next build`
  // reuses it as it finds it: it goes, whether the build is reused or made again.
  fs.rmSync(`${DIST_DIR}/cache`, { recursive: true, force: true });
  if (!reuseBuild) {
    step(["node_modules/next/dist/bin/next", "build"], schoolEnv);
    fs.writeFileSync(PORT_FILE, String(port));
  }
  return { port, env: schoolEnv, start: () => startNext({ dir: ".", port, env: schoolEnv, readyPath: HEALTH_PATH }) };
}
