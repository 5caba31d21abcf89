// What the school's servers share, started together (radosgw takes longest): PostgreSQL, Redis and an S3
// store (Ceph's radosgw), each unless the caller names an existing one. Used by `npm run start:cluster`
// (kept under .data/), the tests and the bench (throwaway folders).
import fs from "node:fs";
import path from "node:path";
import { freePort, startPostgres } from "../lib/postgres.mjs";
import { startRadosgw } from "../lib/radosgw.mjs";
import { startRedis } from "../lib/redis.mjs";

/** PostgreSQL that can be stopped and started again on the same port and folder (the tests do that). */
export async function restartablePostgres(options) {
  let handle = await startPostgres(options);
  return {
    url: handle.url,
    stop: () => handle.stop(),
    start: async () => {
      handle = await startPostgres(options);
    },
  };
}

/**
 * Starts what is missing, in `dir`: PostgreSQL in dir/pg unless `databaseUrl` (database `database`, on
 * `pgPort` or a free port), Redis in dir/redis unless `redisUrl`, radosgw in dir/radosgw unless `s3`
 * ({ endpoint, accessKeyId, secretAccessKey }) is given. `persistent`: the data stays for the next start;
 * otherwise stop() removes `dir`. Returns { databaseUrl, redisUrl, s3, postgres, redis, radosgw, stop }, where
 * postgres and redis (when started here) have stop() and start().
 */
export async function startServices({ dir, persistent, databaseUrl, database = "school", pgPort, redisUrl, s3, log = () => {} }) {
  fs.mkdirSync(dir, { recursive: true });
  const t = Date.now();
  const pending = {
    // A kept cluster prefers radosgw's usual port, so its address (and the seed's stamp) stays the same.
    radosgw: s3 ? null : startRadosgw({ dir: path.join(dir, "radosgw"), persistent, preferredPort: persistent ? 7480 : undefined, log }),
    postgres: databaseUrl
      ? null
      : // Kept between a test's stop and start; the whole folder goes at the end when not persistent.
        restartablePostgres({ dir: path.join(dir, "pg"), database, port: pgPort ?? (await freePort()), persistent: true }),
    redis: redisUrl ? null : startRedis({ dir: path.join(dir, "redis"), port: await freePort(), persistent, log }),
  };
  const names = Object.keys(pending);
  const results = await Promise.allSettled(names.map((name) => pending[name]));
  const parts = Object.fromEntries(names.map((name, i) => [name, results[i].status === "fulfilled" ? results[i].value : null]));
  const stop = async () => {
    // Nothing uses them any more: in parallel.
    await Promise.all([parts.redis?.stop(), parts.radosgw?.stop(), parts.postgres?.stop()]);
    if (!persistent) fs.rmSync(dir, { recursive: true, force: true });
  };
  const failed = results.find((r) => r.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const started = names.filter((name) => parts[name]);
  if (started.length) log(`${started.join(", ")} ready in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return {
    databaseUrl: databaseUrl ?? parts.postgres.url,
    redisUrl: redisUrl ?? parts.redis.url,
    s3: s3 ?? { endpoint: parts.radosgw.endpoint, accessKeyId: parts.radosgw.accessKeyId, secretAccessKey: parts.radosgw.secretAccessKey },
    postgres: parts.postgres,
    redis: parts.redis,
    radosgw: parts.radosgw,
    stop,
  };
}
