import { forbidden } from "./errors";

// CSRF defence for route handlers: a browser names the page that sent a request in `Origin` (and, in every
// current browser, `Sec-Fetch-Site`). A state-changing request is refused when either says another site or
// another origin (another port of this host is another origin). Requests without them (curl, the Stripe
// webhook, the test suite's request client) are not from a browser page, so nothing can be forged through them.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const isMutating = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

const first = (value: string | null) => value?.split(",")[0]?.trim().toLowerCase() || null;

/**
 * The origins this request may come from: the one the browser asked for (Host, or X-Forwarded-Host and
 * -Proto behind a proxy, as lib/certificates/pdf-locale.ts reads them), request.url's, and the configured
 * public address (APP_URL, NEXTAUTH_URL).
 */
export function ownOrigins(request: Request): Set<string> {
  const url = new URL(request.url);
  const proto = first(request.headers.get("x-forwarded-proto")) ?? url.protocol.replace(":", "");
  const origins = new Set<string>([url.origin.toLowerCase()]);
  for (const host of [first(request.headers.get("x-forwarded-host")), first(request.headers.get("host"))]) {
    if (host) origins.add(`${proto}://${host}`);
  }
  for (const configured of [process.env.APP_URL, process.env.NEXTAUTH_URL]) {
    if (!configured) continue;
    try {
      origins.add(new URL(configured).origin.toLowerCase());
    } catch {
      // lib/env.ts reports a malformed address at start; here it simply does not count.
    }
  }
  return origins;
}

/** Throws 403 when a browser says a state-changing request comes from another site or origin. */
export function assertSameOrigin(request: Request): void {
  const site = request.headers.get("sec-fetch-site")?.toLowerCase();
  if (site === "cross-site" || site === "same-site") {
    throw forbidden("This request came from another site and was refused.", { code: "cross_origin" });
  }
  const origin = request.headers.get("origin");
  if (origin === null) return;
  // A page with Referrer-Policy: no-referrer (the unsubscribe page, whose address holds a token) makes the browser
  // send "Origin: null" even to its own origin; Sec-Fetch-Site then still says where it came from.
  if (origin.trim() === "null" && site === "same-origin") return;
  if (!ownOrigins(request).has(origin.trim().toLowerCase())) {
    throw forbidden("This request came from another site and was refused.", { code: "cross_origin" });
  }
}
