// One `next start` as far as the cache is concerned, for lib/courses/revalidate.int.test.ts: a process of its own
// (as each server behind nginx is) with Next's own IncrementalCache and unstable_cache, and
// lib/cache/cache-handler.mjs as the cache handler, exactly as `next start` wires them. Driven over IPC by the test:
//   TEST_SERVER_DIST_DIR  the dist folder's server/ directory; its BUILD_ID is read one level up
//   REDIS_URL             the Redis to share
//   TEST_CACHE_TAG        the tag of its cached catalogue query (COURSES_TAG)
import { createRequire } from "node:module";
import CacheHandler from "../../lib/cache/cache-handler.mjs";

const require = createRequire(import.meta.url);
require("next/dist/server/node-environment-baseline"); // what `next start` loads first (AsyncLocalStorage)
const { IncrementalCache } = require("next/dist/server/lib/incremental-cache");
const { unstable_cache } = require("next/dist/server/web/spec-extension/unstable-cache");
const { nodeFs } = require("next/dist/server/lib/node-fs-methods");

const preview = { previewModeId: "test", previewModeEncryptionKey: "test", previewModeSigningKey: "test" };
const COURSE_PAGE = { kind: "APP_PAGE", sourceRoute: "/[locale]/(catalogue)/courses/page" };

/** What a request gets: Next builds one IncrementalCache per request around the configured handler. */
function requestCache() {
  const cache = new IncrementalCache({
    fs: nodeFs,
    dev: false,
    requestHeaders: {},
    minimalMode: false,
    serverDistDir: process.env.TEST_SERVER_DIST_DIR,
    maxMemoryCacheSize: 0,
    flushToDisk: false,
    previewProps: preview,
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview },
    CurCacheHandler: CacheHandler,
  });
  globalThis.__incrementalCache = cache; // where unstable_cache finds it outside a render
  return cache;
}

// This server's "database": the title its catalogue query reads when the cache misses.
let databaseTitle = "";
const listCourses = unstable_cache(async (locale) => ({ locale, title: databaseTitle }), ["course-list"], {
  tags: [process.env.TEST_CACHE_TAG],
  revalidate: 3600,
});

const operations = {
  setDatabaseTitle({ title }) {
    databaseTitle = title;
  },
  /** unstable_cache as lib/courses/queries.ts uses it. */
  listCourses({ locale }) {
    requestCache();
    return listCourses(locale);
  },
  /** An ISR page render stored the way the response cache stores /es/courses, tags in its header. */
  async setPage({ pathname, html, tags }) {
    await requestCache().set(
      pathname,
      {
        kind: "APP_PAGE",
        html,
        rscData: Buffer.from(`rsc of ${pathname}`),
        headers: { "x-next-cache-tags": tags.join(",") },
        postponed: undefined,
        status: 200,
        segmentData: new Map([["/_tree", Buffer.from("tree")]]),
      },
      { route: COURSE_PAGE, cacheControl: { revalidate: 3600, expire: 31536000 } },
    );
  },
  async getPage({ pathname }) {
    const entry = await requestCache().get(pathname, { kind: "APP_PAGE", route: COURSE_PAGE, isFallback: false });
    return entry?.value ? { html: entry.value.html, tree: entry.value.segmentData?.get("/_tree")?.toString() } : null;
  },
  /**
   * What Next does once a request that called revalidateTag(tag, "max") or updateTag(tag) ends
   * (revalidation-utils.js): the "max" profile's expiry, or none for updateTag.
   */
  revalidateTag({ tag, profile }) {
    return requestCache().revalidateTag([tag], profile === "max" ? { expire: 31536000 } : undefined);
  },
};

process.on("message", async ({ id, operation, ...args }) => {
  try {
    process.send({ id, result: (await operations[operation](args)) ?? null });
  } catch (error) {
    process.send({ id, error: String(error?.stack || error) });
  }
});
process.on("disconnect", () => process.exit(0)); // the test ended, or died
process.send({ ready: true });
