#!/usr/bin/env node
// `npm start`: install what is missing, start PostgreSQL (embedded under .data/ unless DATABASE_URL is
// set), migrate, seed when the database is empty or the seed data changed, build when stale, and serve on http://localhost:3000.
// Only Node built-ins are imported at the top: dependencies may not be installed yet.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`[start] ${line}`);

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function ensureDependencies() {
  const marker = "node_modules/.package-lock.json";
  if (mtime(marker) && mtime(marker) >= mtime("package-lock.json") && fs.existsSync("lib/generated/prisma")) return;
  const t = Date.now();
  say("installing dependencies (npm install)…");
  run("npm", ["install", "--no-audit", "--no-fund"]);
  say(`dependencies installed in ${seconds(t)}`);
}

/** Local defaults, so a fresh clone serves without any configuration. Real deployments set these. */
function localEnvironment() {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
  env.PORT ??= "3000";
  env.NEXTAUTH_URL ??= `http://localhost:${env.PORT}`;
  if (!env.NEXTAUTH_SECRET) {
    const file = ".data/auth-secret";
    fs.mkdirSync(".data", { recursive: true });
    if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString("base64"), { mode: 0o600 });
    env.NEXTAUTH_SECRET = fs.readFileSync(file, "utf8").trim();
  }
  env.PAYMENTS_PROVIDER ??= env.STRIPE_SECRET_KEY ? "stripe" : "demo";
  env.STORAGE_DRIVER ??= env.S3_BUCKET ? "s3" : "disk";
  env.SEED_DEMO_USERS ??= "true";
  return env;
}

const SOURCES = [
  "app", "components", "lib", "messages", "public", "proxy.ts", "instrumentation.ts", "next.config.mjs",
  "postcss.config.mjs", "tsconfig.json", "package-lock.json", "prisma/schema.prisma",
];

function newestSource(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((max, name) => Math.max(max, newestSource(path.join(entry, name))), stat.mtimeMs);
}

/** The build is stale when a source is newer than it or the public (inlined) variables changed. */
function buildIsStale(env) {
  const publicVars = JSON.stringify(Object.entries(env).filter(([k]) => k.startsWith("NEXT_PUBLIC_")).sort());
  const stampFile = ".next/.start-stamp";
  const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, "utf8") : "";
  const built = mtime(".next/BUILD_ID");
  const stale = !built || stamp !== publicVars || SOURCES.some((s) => newestSource(s) > built);
  return { stale, save: () => fs.writeFileSync(stampFile, publicVars) };
}

/**
 * The seed is idempotent and writes only what changed, so it runs again whenever its data is newer than
 * the last run (a pulled curriculum update reaches the local database) and is skipped otherwise.
 */
function seedIsStale(env) {
  const stampFile = path.join(".data", `seed-stamp-${crypto.createHash("sha256").update(env.DATABASE_URL).digest("hex").slice(0, 12)}`);
  const newest = Math.max(newestSource("prisma/seed.ts"), newestSource("prisma/seed"));
  const stale = mtime(stampFile) < newest;
  const save = () => {
    fs.mkdirSync(".data", { recursive: true });
    fs.writeFileSync(stampFile, new Date().toISOString());
  };
  return { stale, save };
}

async function databaseIsEmpty(url) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT (SELECT count(*) FROM languages) + (SELECT count(*) FROM courses) AS n`);
    return Number(rows[0].n) === 0;
  } finally {
    await client.end();
  }
}

function banner(env) {
  const users = JSON.parse(fs.readFileSync("prisma/seed/demo-users.json", "utf8"));
  const lines = [
    "",
    `  Biblical Studies Academy is running at http://localhost:${env.PORT}`,
    "",
    "  Demo sign-ins:",
    ...users.map((u) => `    ${u.role.padEnd(11)} ${u.email.padEnd(24)} ${u.password}`),
    "",
    env.PAYMENTS_PROVIDER === "demo"
      ? "  Payments: demo provider (no Stripe keys set); pay with Stripe's test card 4242 4242 4242 4242."
      : "  Payments: Stripe.",
    `  Ready in ${seconds(started)}. Press Ctrl-C to stop.`,
    "",
  ];
  console.log(lines.join("\n"));
}

async function main() {
  ensureDependencies();
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
    if (seedState.stale || (await databaseIsEmpty(env.DATABASE_URL))) {
      const t = Date.now();
      run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "prisma/seed.ts"], env);
      seedState.save();
      say(`database seeded in ${seconds(t)}`);
    }
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
  console.error(error);
  process.exit(1);
});
