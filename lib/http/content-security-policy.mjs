// The security headers of every response, set by next.config.mjs `headers()`. Next writes those into the
// build's routes manifest, so they are decided by the environment of `next build` (not of `next start`):
// the storage endpoint and the site's address must be known when the app is built.
//
// Scripts: Next streams each page's React payload as inline scripts (`self.__next_f.push(…)`) whose text
// differs per page and per regeneration, and neither hashes nor experimental.sri cover them
// (vercel/next.js#95354). A nonce would make every page render per request, and public pages are static.
// So script-src keeps 'unsafe-inline' for those, and the rest of the policy is strict: no plugins, no
// <base>, no framing, forms only to us, and fetches, media and frames only to the origins the app uses.
//
// The pages rendered per request anyway (PER_REQUEST_PAGES) get a stricter policy from proxy.ts instead
// (noncePolicy): the same directives, but scripts only with that response's nonce, which Next puts on its own
// scripts. An inline script or event handler injected into their markup does not run.

/** Stripe.js (real provider): its script, its card iframes and 3-D Secure, its API, its card logos. */
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
  img: ["https://*.stripe.com"],
};

/**
 * The origin the browser fetches stored files from (presigned S3 URLs: HLS segments, videos, uploads),
 * or none when files are served by the app itself (the disk driver).
 * @param {{ driver?: string, endpoint?: string, bucket?: string, region?: string }} storage
 * @returns {string[]}
 */
export function storageOrigins({ driver, endpoint, bucket, region }) {
  if (driver !== "s3") return [];
  // A custom endpoint (radosgw, MinIO…) is addressed path-style: its origin is the endpoint's.
  if (endpoint) return [new URL(endpoint).origin];
  if (!bucket) return [];
  // AWS: virtual-hosted addresses, path-style only for bucket names with dots (not valid host labels).
  const host = `s3.${region || "us-east-1"}.amazonaws.com`;
  return bucket.includes(".") ? [`https://${host}`] : [`https://${bucket}.${host}`];
}

/** A nonce as Next reads it from the policy (base64 of at least 16 random bytes): nothing else reaches the header. */
const NONCE = /^[A-Za-z0-9+/]{22,}={0,2}$/;

/**
 * Scripts a page may run. Without a nonce: ours, Stripe's and any inline one (Next's payload scripts of static
 * pages). With one: only scripts carrying it, and those they load ('strict-dynamic': Next's chunks, Stripe.js,
 * hls.js's worker is worker-src); browsers that know 'strict-dynamic' then ignore 'self' and the hosts, which
 * stay for older ones. No 'unsafe-inline' at all: injected markup (an inline script, an event handler) never runs.
 * @param {{ development: boolean, nonce?: string }} options
 */
function scriptSources({ development, nonce }) {
  const evalInDevelopment = development ? ["'unsafe-eval'"] : [];
  if (nonce === undefined) return ["'self'", "'unsafe-inline'", ...evalInDevelopment, ...STRIPE.script];
  if (!NONCE.test(nonce)) throw new Error("A CSP nonce must be base64 of at least 16 random bytes.");
  // 'report-sample': a violation names the first characters of what was refused, to find where it came from.
  return [`'nonce-${nonce}'`, "'strict-dynamic'", "'report-sample'", "'self'", ...evalInDevelopment, ...STRIPE.script];
}

/**
 * @param {{ development?: boolean, https?: boolean, storage?: string[], nonce?: string }} options
 *   development: `next dev` (React's dev build needs eval); https: the site is served over HTTPS;
 *   storage: origins of stored files (storageOrigins); nonce: this response's, for a page rendered per request.
 * @returns {string}
 */
export function contentSecurityPolicy({ development = false, https = false, storage = [], nonce } = {}) {
  /** @type {[string, string[]][]} */
  const directives = [
    ["default-src", ["'self'"]],
    ["script-src", scriptSources({ development, nonce })],
    // React and Radix write style attributes; Stripe's iframes style themselves.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...storage, ...STRIPE.img]],
    ["font-src", ["'self'"]],
    // hls.js feeds the <video> a blob: MediaSource; the original file may come straight from storage.
    ["media-src", ["'self'", "blob:", ...storage]],
    // hls.js fetches playlists and segments, Uppy uploads parts straight to the bucket.
    ["connect-src", ["'self'", ...storage, ...STRIPE.connect]],
    // hls.js runs its demuxer in a worker it creates from a blob: URL.
    ["worker-src", ["'self'", "blob:"]],
    ["frame-src", STRIPE.frame],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(" ")}`);
  if (https && !development) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Two years, subdomains included: the browser then never tries plain HTTP for the site. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * The variables securityHeaders reads: a build made with other values sends other headers, so a script that
 * reuses a build (scripts/lib/app.mjs buildIsStale) must rebuild when one of them changes.
 */
export const SECURITY_HEADERS_ENV = ["APP_URL", "NEXTAUTH_URL", "NODE_ENV", "STORAGE_DRIVER", "S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "CSP_STORAGE_ORIGINS"];

/**
 * CSP_STORAGE_ORIGINS: more origins stored files come from (comma-separated), e.g. a CDN in front of the bucket,
 * or the test cluster's S3 endpoint when one build serves both the disk and the S3 driver.
 * @param {string | undefined} list
 * @returns {string[]}
 */
function extraOrigins(list) {
  return (list ?? "").split(",").map((s) => s.trim()).filter(Boolean).map((s) => new URL(s).origin);
}

/**
 * What the policy depends on in an environment (SECURITY_HEADERS_ENV lists what it reads).
 * @param {Record<string, string | undefined>} env
 * @param {boolean} development
 */
function policyOptions(env, development) {
  const siteUrl = env.APP_URL || env.NEXTAUTH_URL || "";
  const https = !development && siteUrl.startsWith("https://");
  const production = !development && env.NODE_ENV === "production";
  const storage = storageOrigins({
    // The same default as lib/env.ts: S3 in production.
    driver: env.STORAGE_DRIVER || (production ? "s3" : "disk"),
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
  }).concat(extraOrigins(env.CSP_STORAGE_ORIGINS));
  return { development, https, production, storage };
}

/**
 * The headers for every response, from the build's environment.
 * @param {Record<string, string | undefined>} env usually process.env
 * @param {{ development?: boolean }} [options]
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(env, { development = false } = {}) {
  const { https, production, storage } = policyOptions(env, development);
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ development, https, storage }) },
    // HSTS only where the site is HTTPS: on http://localhost (`npm start`) it would say nothing true.
    ...(production && https ? [{ key: "Strict-Transport-Security", value: STRICT_TRANSPORT_SECURITY }] : []),
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // frame-ancestors 'none' for browsers that predate CSP 2.
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
}

/**
 * The policy of one response of a page rendered per request (proxy.ts): the site-wide policy with scripts
 * allowed by `nonce` only. It replaces the site-wide header (Next lets the proxy's header win), so it carries
 * every other directive too, read from the server's environment with the same rules as securityHeaders
 * (scripts/lib/app.mjs rebuilds when those variables differ from the build's).
 * @param {Record<string, string | undefined>} env usually process.env
 * @param {string} nonce from newNonce()
 * @param {{ development?: boolean }} [options]
 * @returns {string}
 */
export function noncePolicy(env, nonce, { development = false } = {}) {
  const { https, storage } = policyOptions(env, development);
  return contentSecurityPolicy({ development, https, storage, nonce });
}

/** 16 random bytes in base64, fresh for each response: an attacker who cannot guess it cannot run a script. */
export function newNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The pages rendered per request (ƒ in the build's page table), without their locale prefix; `*` is one
 * segment. Only these may get a nonce: a prerendered page's HTML has none, and under noncePolicy its scripts
 * would not run. e2e/csp.spec.ts checks the list against the build's manifests, both ways.
 */
export const PER_REQUEST_PAGES = [
  "/dashboard",
  "/dashboard/grades",
  "/purchases",
  "/purchases/*",
  "/certificates",
  "/course/*/lesson/*",
  "/course/*/discussions",
  "/course/*/discussions/*",
  "/assessment/*",
  "/checkout/*",
  "/admin/users",
  "/admin/payments",
  "/admin/audit",
  "/translations",
  "/verify/*",
  "/reset-password/*",
  "/signup",
  "/account",
  "/account/email/*",
  "/notifications",
  "/unsubscribe/*",
  "/courses/search",
  "/studio",
  "/studio/profile",
  "/studio/discussions",
  "/studio/courses/*",
  "/studio/courses/*/lessons/*",
  "/studio/courses/*/lessons/*/preview",
  "/studio/courses/*/assessments/*",
  "/studio/courses/*/assessments/*/analysis",
];

/**
 * Whether `path` (without locale prefix) is one of PER_REQUEST_PAGES. An unknown path below them (/admin/x)
 * is not: the prerendered not-found page answers it.
 * @param {string} path
 */
export function isRenderedPerRequest(path) {
  const segments = path.split("/");
  return PER_REQUEST_PAGES.some((page) => {
    const pattern = page.split("/");
    return pattern.length === segments.length && pattern.every((part, i) => (part === "*" ? segments[i] !== "" : part === segments[i]));
  });
}
