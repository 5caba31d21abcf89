#!/usr/bin/env node
// `npm start`: install what is missing, start PostgreSQL (embedded under .data/ unless DATABASE_URL is
// set), migrate, seed when the database is empty or the seed data changed, build when stale, and serve on http://localhost:3000.
// Only Node built-ins are imported at the top: dependencies may not be installed yet.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsStale, databaseIsEmpty, demoLines, ensureDependencies, localEnvironment, run, seconds, seedIsStale } from "./lib/app.mjs";
import { StartRefused } from "./lib/deployment-defaults.mjs";
import { runOnNode24 } from "./lib/node-runtime.mjs";

// On a machine with an older Node, everything below runs again on Node 24 (scripts/lib/node-runtime.mjs).
await runOnNode24();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const started = Date.now();
const say = (line) => console.log(`[start] ${line}`);

/**
 * Next's data cache (unstable_cache entries, in .next/cache/fetch-cache) holds rows of the database it was
 * filled from, ids included. It is emptied when the seed runs (a new database, or changed seed data) and when
 * the database is another one than last time. The rest of .next/cache is the compiler's and stays.
 */
function clearDataCache(env, seeded) {
  const stampFile = path.join(".data", "data-cache-database");
  const database = crypto.createHash("sha256").update(env.DATABASE_URL).digest("hex").slice(0, 12);
  const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, "utf8") : "";
  if (!seeded && previous === database) return;
  const dir = ".next/cache/fetch-cache";
  if (fs.existsSync(dir)) say(`data cache cleared (${dir})`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(".data", { recursive: true });
  fs.writeFileSync(stampFile, database);
}

function banner(env) {
  const lines = [
    "",
    `  Biblical Studies Academy is running at http://localhost:${env.PORT}`,
    "",
    ...demoLines(env, started),
  ];
  console.log(lines.join("\n"));
}

async function main() {
  ensureDependencies(say);
  const env = localEnvironment();
  const { runPrisma } = await import("./prisma.mjs");

  let database;
  if (!env.DATABASE_URL) {
    const { startPostgres } = await import("./lib/postgres.mjs");
    const t = Date.now();
    database = await startPostgres({
      dir: path.join(root, ".data/pg"),
      database: "school",
      port: Number(env.EMBEDDED_PG_PORT ?? 54329),
    });
    env.DATABASE_URL = database.url;
    say(`embedded PostgreSQL ready in ${seconds(t)} (.data/pg)`);
  }

  let server;
  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping…`);
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    await database?.stop();
    say("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    runPrisma(["migrate", "deploy"], { env, stdio: ["ignore", "ignore", "inherit"] });
    say("migrations applied");
    const seedState = seedIsStale(env);
    const seeding = seedState.stale || (await databaseIsEmpty(env.DATABASE_URL));
    if (seeding) {
      const t = Date.now();
      run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "prisma/seed.ts"], env);
      seedState.save();
      say(`database seeded in ${seconds(t)}`);
    }
    clearDataCache(env, seeding);
    const build = buildIsStale(env);
    if (build.stale) {
      const t = Date.now();
      say("building (next build)…");
      run(process.execPath, ["node_modules/next/dist/bin/next", "build"], env);
      build.save();
      say(`built in ${seconds(t)}`);
    }
  } catch (error) {
    console.error(`[start] ${error.message}`);
    await database?.stop();
    process.exit(1);
  }

  server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", env.PORT], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let announced = false;
  server.stdout.on("data", (chunk) => {
    const text = chunk.toString();
    if (!announced && /Ready in|started server/i.test(text)) {
      announced = true;
      banner(env);
      return;
    }
    process.stdout.write(text);
  });
  server.on("exit", async (code) => {
    if (!stopping && code !== null && code !== 0) {
      console.error(`[start] the server exited with code ${code}`);
      await database?.stop();
      process.exit(code);
    }
  });
}

main().catch(async (error) => {
  // A refused start (scripts/lib/deployment-defaults.mjs) is a message for the operator, not a crash.
  console.error(error instanceof StartRefused ? `[start] ${error.message}` : error);
  process.exit(1);
});
