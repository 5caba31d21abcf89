// What `npm start` and `npm run start:cluster` share: installing dependencies, the local environment, and
// whether the seed and the build are stale. Only Node built-ins are imported at the top: dependencies may
// not be installed yet.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SECURITY_HEADERS_ENV } from "../../lib/http/content-security-policy.mjs";
import { deploymentDefaults, StartRefused } from "./deployment-defaults.mjs";

export const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

export function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
}

export function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

export function ensureDependencies(say) {
  const marker = "node_modules/.package-lock.json";
  if (mtime(marker) && mtime(marker) >= mtime("package-lock.json") && fs.existsSync("lib/generated/prisma")) return;
  const t = Date.now();
  say("installing dependencies (npm install)…");
  run("npm", ["install", "--no-audit", "--no-fund"]);
  say(`dependencies installed in ${seconds(t)}`);
}

/** A new RSA key (PKCS #8 PEM) for signing credentials: OB 3.0 verifiers must all accept RS256. */
export function credentialKey() {
  return crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" });
}

/** Local defaults, so a fresh clone serves without any configuration. Real deployments set these. */
export function localEnvironment() {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
  env.PORT ??= "3000";
  env.NEXTAUTH_URL ??= `http://localhost:${env.PORT}`;
  // Decided before anything is written or started: a refused start leaves no trace.
  const { defaults, refusal } = deploymentDefaults(env);
  if (refusal) throw new StartRefused(refusal);
  for (const [name, value] of Object.entries(defaults)) env[name] ||= value;
  if (!env.NEXTAUTH_SECRET) {
    const file = ".data/auth-secret";
    fs.mkdirSync(".data", { recursive: true });
    if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString("base64"), { mode: 0o600 });
    env.NEXTAUTH_SECRET = fs.readFileSync(file, "utf8").trim();
  }
  if (!env.CREDENTIAL_SIGNING_KEY) {
    const file = ".data/credential-key.pem";
    if (!fs.existsSync(file)) fs.writeFileSync(file, credentialKey(), { mode: 0o600 });
    env.CREDENTIAL_SIGNING_KEY = fs.readFileSync(file, "utf8").trim();
  }
  env.STORAGE_DRIVER ??= env.S3_BUCKET ? "s3" : "disk";
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

/**
 * The build is stale when a source is newer than it or a variable it bakes in changed: the public (inlined)
 * ones, and those the security headers are made from (they go into the build's routes manifest).
 */
export function buildIsStale(env) {
  const baked = (k) => k.startsWith("NEXT_PUBLIC_") || SECURITY_HEADERS_ENV.includes(k);
  const publicVars = JSON.stringify(Object.entries(env).filter(([k]) => baked(k)).sort());
  const stampFile = ".next/.start-stamp";
  const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, "utf8") : "";
  const built = mtime(".next/BUILD_ID");
  const stale = !built || stamp !== publicVars || SOURCES.some((s) => newestSource(s) > built);
  return { stale, save: () => fs.writeFileSync(stampFile, publicVars) };
}

/**
 * The seed is idempotent and writes only what changed, so it runs again whenever its data is newer than
 * the last run (a pulled curriculum update reaches the local database) and is skipped otherwise. With the
 * S3 driver the stamp also names the bucket, which gets the sample media.
 */
export function seedIsStale(env) {
  const target = env.STORAGE_DRIVER === "s3" ? `${env.DATABASE_URL} ${env.S3_ENDPOINT ?? ""} ${env.S3_BUCKET}` : env.DATABASE_URL;
  const stampFile = path.join(".data", `seed-stamp-${crypto.createHash("sha256").update(target).digest("hex").slice(0, 12)}`);
  const newest = Math.max(newestSource("prisma/seed.ts"), newestSource("prisma/seed"));
  const stale = mtime(stampFile) < newest;
  const save = () => {
    fs.mkdirSync(".data", { recursive: true });
    fs.writeFileSync(stampFile, new Date().toISOString());
  };
  return { stale, save };
}

export async function databaseIsEmpty(url) {
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

/** The banner's closing lines, shared by npm start and start:cluster: the demo sign-ins and how to pay. */
export function demoLines(env, started) {
  const users = JSON.parse(fs.readFileSync("prisma/seed/demo-users.json", "utf8"));
  const signIns = env.SEED_DEMO_USERS === "true" && env.DEMO_SITE === "true";
  return [
    ...(signIns ? ["  Demo sign-ins:", ...users.map((u) => `    ${u.role.padEnd(11)} ${u.email.padEnd(24)} ${u.password}`), ""] : []),
    env.PAYMENTS_PROVIDER === "demo"
      ? "  Payments: demo provider (no Stripe keys set); pay with Stripe's test card 4242 4242 4242 4242."
      : "  Payments: Stripe.",
    `  Ready in ${seconds(started)}. Press Ctrl-C to stop.`,
    "",
  ];
}
