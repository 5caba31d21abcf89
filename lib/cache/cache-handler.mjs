// The incremental cache (ISR pages and route handlers) and the data cache (unstable_cache) of every server,
// kept on Redis so that several `next start` behind nginx share them: a revalidateTag or updateTag on one
// server expires the entry for all. next.config.mjs loads this file only in `next start` with REDIS_URL set;
// without it each server keeps Next's default cache on its own disk.
//
// Plain JavaScript because the server imports it at runtime, outside the bundle. It reads process.env.REDIS_URL
// directly: like next.config.mjs it is exempt from the typed-env rule (lib/env.ts still validates the URL at start).
//
// The Next side (entry format, tags, lifetimes) is @fortedigital/nextjs-cache-handler, the maintained successor of
// @neshca/cache-handler, with its redis-strings store (Node >= 22; the school runs on 24).
// lib/courses/revalidate.int.test.ts runs it against a real Redis.
// What is added here, each for a reason that only shows with several servers:
//  - Redis alone, no in-memory layer (and cacheMaxMemorySize: 0 in next.config.mjs): a copy in one server's memory
//    would survive a revalidateTag made on another server.
//  - Keys prefixed with the BUILD_ID the handler reads from the dist folder: two deployments sharing one Redis
//    never serve each other's pages or data.
//  - Redis stopped, unreachable or not answering: reads are misses (pages render from the database), one warning per
//    outage, and the client reconnects in the background. A slow Redis is told from a dead one: an operation gives
//    up after SLOW_AFTER_MS (not counting time this process's event loop was too busy to read the answer, which is
//    what made a healthy Redis look dead under CPU load), and that request renders without the shared cache; Redis
//    counts as down only when it refuses connections or a PING then gets no answer within DEAD_AFTER_MS.
//    A tag revalidated meanwhile (a translation saved during the outage) is revalidated again before the server
//    reads Redis again, so no entry cached before the outage outlives the change. (Kept in memory: a server
//    restarted during the outage forgets it, and the entries then expire after their revalidate period.)
//  - No registerInitialCache (the package's instrumentation helper): on Next 16.4 it stores the build's pages
//    under their pathname, while Next reads /route-cache/APP_PAGE/<hash>/$/<pathname>, so it would only fill
//    Redis with entries nobody reads; and a build-time snapshot could bring back a translation changed since.
//    Each page is rendered once after a deployment, on its first visit to any server, then shared.
//  - With NGINX_CACHE_DIR (nginx's page cache on this machine, as start:cluster runs it), every revalidation also
//    deletes nginx's copies of the pages concerned (./nginx-purge.mjs), so an edit reaches nginx's cache too.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "redis";
import { NoAnswer, withTimeout } from "./deadline.mjs";
import { purgeNginxCache } from "./nginx-purge.mjs";

const CONNECT_TIMEOUT_MS = 2000;
// An operation not answered within this is given up (a miss for this request): Redis is slow, or dead.
const SLOW_AFTER_MS = 1000;
// After a slow operation a PING tells which: unanswered within this, Redis is down.
const DEAD_AFTER_MS = 3000;
// Once Redis is found down while connected (it accepts connections but does not answer), the next operations
// skip it without waiting for this long, then one tries again.
const PAUSE_AFTER_DEAD_MS = 5000;
// A slow Redis is mentioned at most this often.
const SLOW_NOTICE_EVERY_MS = 60_000;
// Entries without a revalidate period (static pages) leave Redis 1.5 times this after their last render,
// so an old deployment's keys do not stay for the package's default of 1.5 years.
const DEFAULT_STALE_AGE_SECONDS = 24 * 60 * 60;

const KEY_PREFIX = "school:";

/** The Redis connection, with its state: one warning when it goes, one notice when it is back. */
function connect(url) {
  const client = createClient({
    url,
    // Fail at once while disconnected instead of queueing commands until Redis is back.
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  const redis = {
    client,
    down: false,
    pausedUntil: 0,
    probing: null,
    slowNoticeAt: 0,
    /** After a slow operation: a PING without an answer within DEAD_AFTER_MS means Redis is down. */
    probe() {
      redis.probing ??= withTimeout(client.ping(), DEAD_AFTER_MS)
        .then(
          () => {
            if (Date.now() - redis.slowNoticeAt < SLOW_NOTICE_EVERY_MS) return;
            redis.slowNoticeAt = Date.now();
            console.info(`[cache] Redis answered slower than ${SLOW_AFTER_MS} ms: those requests rendered without the shared cache.`);
          },
          (error) => {
            redis.pausedUntil = Date.now() + PAUSE_AFTER_DEAD_MS;
            redis.failed(error instanceof NoAnswer ? new Error(`no answer to PING within ${DEAD_AFTER_MS} ms`) : error);
          },
        )
        .finally(() => (redis.probing = null));
    },
    onBack: () => {},
    usable: () => client.isReady && Date.now() >= redis.pausedUntil,
    failed(error) {
      if (redis.down) return;
      redis.down = true;
      const reason = error?.message || error?.code || String(error);
      console.warn(`[cache] Redis unavailable (${reason}): pages render without the shared cache until it is back.`);
    },
    succeeded() {
      if (!redis.down) return;
      redis.down = false;
      console.info("[cache] Redis is back: the shared cache is used again.");
      redis.onBack();
    },
  };
  // Emitted at every failed reconnection attempt: logged once per outage by failed().
  client.on("error", (error) => redis.failed(error));
  client.on("ready", () => redis.succeeded());
  const connected = client.connect().catch(() => {}); // retries until it succeeds; rejects only once closed
  return { redis, connected };
}

// Reads of the shared cache that found an entry or not, on globalThis: lib/observability/cache-metrics.ts
// exports them to Prometheus (this file runs outside the app's bundle, so it shares no module with it).
const cacheReads = (globalThis[Symbol.for("school.cacheReads")] ??= { hit: 0, miss: 0 });

/**
 * The package's Redis store behind the connection's state: never throws, never waits much longer than
 * SLOW_AFTER_MS per operation (its own timeoutMs stops waiting only for commands not yet sent).
 */
function guarded(store, redis) {
  // Tags revalidated while Redis was unreachable, revalidated again before anything else once it answers.
  const missedTags = new Set();
  let catchingUp = null;
  const catchUp = () =>
    (catchingUp ??= (async () => {
      for (const tag of missedTags) {
        await store.revalidateTag(tag);
        missedTags.delete(tag);
      }
    })().finally(() => (catchingUp = null)));

  const run = async (operation, args, tag) => {
    if (redis.usable()) {
      try {
        // No read may return an entry that a missed revalidation expired.
        if (missedTags.size > 0) await withTimeout(catchUp(), SLOW_AFTER_MS);
        const result = await withTimeout(store[operation](...args), SLOW_AFTER_MS);
        redis.succeeded();
        return result;
      } catch (error) {
        // Slow or dead: the PING says which. This request goes on without the shared cache either way.
        if (error instanceof NoAnswer) redis.probe();
        else redis.failed(error);
      }
    }
    if (tag) missedTags.add(tag);
    return null; // a miss: the page or query renders from the database
  };
  redis.onBack = () => void catchUp().catch(() => {});

  return {
    name: "redis",
    get: async (key, meta) => {
      const entry = await run("get", [key, meta]);
      cacheReads[entry ? "hit" : "miss"] += 1;
      return entry;
    },
    set: (key, value, ctx) => run("set", [key, value, ctx]),
    delete: (key) => run("delete", [key]),
    revalidateTag: (tag) => run("revalidateTag", [tag], tag),
  };
}

/**
 * A handler that keeps nothing and, on a revalidation, deletes nginx's cached copies of the pages concerned. It
 * never throws: a failed purge is logged and the pages expire in nginx after their s-maxage as before.
 */
function nginxPurge(dir) {
  return {
    name: "nginx",
    get: async () => null,
    set: async () => {},
    delete: async () => {},
    revalidateTag: async (tag) => {
      try {
        await purgeNginxCache(dir, tag);
      } catch (error) {
        console.warn(`[cache] nginx's cache in ${dir} was not purged for ${tag}: ${error.message}`);
      }
    },
  };
}

CacheHandler.onCreation(async ({ buildId }) => {
  const { redis, connected } = connect(process.env.REDIS_URL);
  // The first request waits for the connection a moment, not for Redis to come back.
  await withTimeout(connected, CONNECT_TIMEOUT_MS).catch(() => {});
  const store = createRedisHandler({
    client: redis.client,
    keyPrefix: `${KEY_PREFIX}${buildId?.trim() || "no-build-id"}:`,
    timeoutMs: SLOW_AFTER_MS,
  });
  const nginxCacheDir = process.env.NGINX_CACHE_DIR;
  const handlers = [guarded(store, redis), ...(nginxCacheDir ? [nginxPurge(nginxCacheDir)] : [])];
  return { handlers, ttl: { defaultStaleAge: DEFAULT_STALE_AGE_SECONDS } };
});

export default CacheHandler;
