import { fileURLToPath } from "node:url";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from "next/constants.js";
import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./lib/http/content-security-policy.mjs";
import { localeRedirects, localeRewrites } from "./lib/i18n/address-rules.mjs";

// Messages are compiled at build time (icu-minify): the browser formats them with a few hundred bytes
// instead of intl-messageformat and its ICU parser. Every import of messages/*.json goes through the loader.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

// The test suite's build (scripts/run-tests.mjs sets NEXT_TEST_BUILD=1; never `npm run build`): Turbopack does not
// write its cache to disk (the runner deletes it before every build and a CI clone throws it away; writing its
// 240 MB took 93 s of the 2-core machine while the integration tests ran), and TypeScript is not run a second time
// when the same run's typecheck suite has just passed on the same tree (NEXT_TEST_BUILD_TYPES_CHECKED=1, set
// by the runner only then; 60 s). Without them, the build checks types itself as usual.
const testBuild = process.env.NEXT_TEST_BUILD === "1";
const typesChecked = testBuild && process.env.NEXT_TEST_BUILD_TYPES_CHECKED === "1";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The test suite builds into its own folder so it never overwrites the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // Prisma's generated client and pg must stay on the server and out of the bundle; prom-client too, so the
  // request hook (instrumentation.ts) and /api/metrics share one copy of it (lib/observability/metrics.ts).
  serverExternalPackages: ["pg", "@node-rs/argon2", "prom-client"],
  // lucide-react's Icon is a client component: each icon, even one drawn on the server, shipped its runtime
  // to the browser. components/ui/lucide/ draws the same SVGs as plain HTML (checked by its test).
  turbopack: { resolveAlias: { "lucide-react": "./components/ui/lucide/index.ts" } },
  // Next's own chunks (the Turbopack runtime, the bootstrap, the polyfills) carry their hash (integrity=…): one
  // altered on its way, by a cache or a proxy in front, is refused, and the pages stay static. The page's client
  // chunks that React preloads get none (React's Flight client passes no integrity), nor do the inline payload
  // scripts: see lib/http/content-security-policy.mjs.
  //
  // Server actions accept 8 MB (Next's default is 1 MB): a lesson document past its own 1 MB limit must reach the
  // lesson editor's check and get its message in the author's language ("too long to save, nothing was saved"),
  // not a framework error. The same value as lib/lesson-content/limits.ts SERVER_ACTION_BODY_LIMIT (a unit test
  // compares them); a post past 8 MB is refused by Next, and the editor checks the size before it sends.
  experimental: { sri: { algorithm: "sha256" }, serverActions: { bodySizeLimit: "8mb" }, ...(testBuild ? { turbopackFileSystemCacheForBuild: false } : {}) },
  typescript: { ignoreBuildErrors: typesChecked },
  // Metadata (<title>, <meta>, <link>) always in <head>: Next 16 streams a page's metadata into <body> for
  // browsers when generateMetadata is slower than the shell (the studio's lesson editor), which is invalid HTML
  // (the W3C Nu HTML Checker, e2e/html-validity.spec.ts). Every user agent is served as Next serves crawlers.
  htmlLimitedBots: /.*/,
  // English at /courses, the other languages at /es/courses, a visitor's chosen language remembered.
  redirects: async () => localeRedirects(),
  rewrites: async () => localeRewrites(),
};

/**
 * Security headers on every response (lib/http/content-security-policy.mjs). Next evaluates headers() in
 * `next build` and keeps the result in the build: the build's environment (site address, storage endpoint)
 * decides them.
 */
const withSecurityHeaders = (phase) => ({
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(process.env, { development: phase === PHASE_DEVELOPMENT_SERVER }) }];
  },
});

// Several servers behind nginx (issue 12): with REDIS_URL, `next start` keeps the ISR and data caches on Redis
// (lib/cache/cache-handler.mjs), so a tag revalidated on one server expires on all, and nothing is kept in a
// server's memory. `next build` never uses it, with or without REDIS_URL: the build and its prerendered pages are
// the same either way, and a build needs no Redis. Without REDIS_URL nothing changes: Next's cache on disk.
// process.env is read directly: config files are exempt from the typed-env rule (lib/env.ts checks REDIS_URL at start).
const sharedCache = (phase) =>
  phase === PHASE_PRODUCTION_SERVER && process.env.REDIS_URL
    ? { cacheHandler: fileURLToPath(new URL("./lib/cache/cache-handler.mjs", import.meta.url)), cacheMaxMemorySize: 0 }
    : {};

export default function config(phase) {
  return withNextIntl({ ...nextConfig, ...withSecurityHeaders(phase), ...sharedCache(phase) });
}
