import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { memoisedDecode } from "@/lib/auth/decoded-tokens";
import { isGuarded, loginUrl, splitLocale } from "@/lib/auth/guarded-paths";
import { catalogueRewrite } from "@/lib/courses/catalogue-route";
import { isCleanPath } from "@/lib/http/address";
import { browserLanguagePath } from "@/lib/i18n/browser-language";
import { isForeignServerAction } from "@/lib/http/server-action-origin";
import { isRenderedPerRequest, newNonce, noncePolicy } from "@/lib/http/content-security-policy.mjs";

// Next.js 16 calls middleware `proxy`. Running it costs a request several times what serving a cached page
// costs, so it runs only where it has work (see `matcher`); public pages never pass through it (unless their
// address holds a `%`, or a server action is posted to them), and the
// language of an address is decided by next.config.mjs (lib/i18n/address-rules.mjs). Here:
// - an address with a NUL, malformed percent-encoding or a doubly encoded segment (%2541) is refused with 400
//   before a page, a route handler or Next's own /_next/ routes decode it again and fail with a 500: every such
//   address holds a `%` (Node refuses raw control characters), so the proxy runs for every address with one and
//   addresses without stay fast (the same for an image's source, and for Pages Router data addresses);
// - a server action posted from another origin is refused with 403 (Next would answer 500: see
//   lib/http/server-action-origin.ts);
// - a certificate's verify link without a language prefix follows the browser's language when the visitor chose
//   none (lib/i18n/browser-language.ts);
// - a signed-out visitor of a private page goes to the localized sign-in page (each page checks again);
// - a catalogue search, filter (price, lesson language, level, length), sort order or old ?testament= link goes
//   to the page that renders it;
// - pages rendered per request learn their language from next-intl's request header, as next-intl's own
//   middleware told them: their not-found and loading screens render before the page names its locale;
// - pages rendered per request get a fresh nonce and a policy that runs only scripts carrying it (see
//   scriptPolicyFor); prerendered pages, whose HTML cannot carry a per-request nonce, keep the site-wide policy.
const NEXT_INTL_LOCALE_HEADER = "X-NEXT-INTL-LOCALE";
const CSP_HEADER = "Content-Security-Policy";
const INVALID_ADDRESS = "This address is not valid.";

export default async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  const api = pathname.startsWith("/api/");
  if (!isCleanPath(pathname) || !isCleanImageSource(pathname, searchParams) || isPagesRouterData(request)) {
    // The API answers in JSON, as route() refuses an address (lib/http/address.ts); pages and files in plain text.
    return api
      ? NextResponse.json({ error: INVALID_ADDRESS, code: "invalid_address" }, { status: 400 })
      : new NextResponse(INVALID_ADDRESS, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  if (isForeignServerAction(request)) {
    return new NextResponse("This request came from another site and was refused.", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  // A clean address of the API or of Next's files: nothing else here is for them.
  if (api || pathname.startsWith("/_next/")) return NextResponse.next();
  // A verify link opened by someone who chose no language: theirs, from Accept-Language (lib/i18n/browser-language.ts).
  const followed = browserLanguagePath(pathname, request.headers);
  if (followed) {
    const redirect = NextResponse.redirect(new URL(`${followed}${search}`, request.url));
    redirect.headers.set("Vary", "Accept-Language, Cookie");
    return redirect;
  }
  const { locale, path } = splitLocale(pathname);
  // The cookie decrypted once per session and process (lib/auth/decoded-tokens.ts), as the pages do.
  if (isGuarded(path) && !(await getToken({ req: request, decode: memoisedDecode }))) {
    return NextResponse.redirect(new URL(loginUrl(locale, `${pathname}${search}`), request.url));
  }
  const catalogue = catalogueRewrite(locale, path, searchParams);
  const destination = catalogue ? new URL(catalogue, request.url) : null;
  const scripts = scriptPolicyFor(destination ? splitLocale(destination.pathname).path : path);
  const headers = new Headers(request.headers);
  if (!destination) headers.set(NEXT_INTL_LOCALE_HEADER, locale);
  // Next reads the nonce from the request's policy and puts it on its own scripts (Next's CSP guide);
  // `x-nonce` is for the page's own inline scripts, read with headers() from next/headers. A client's own
  // values never reach a page.
  headers.delete("x-nonce");
  headers.delete(CSP_HEADER);
  if (scripts) {
    headers.set("x-nonce", scripts.nonce);
    headers.set(CSP_HEADER, scripts.policy);
  }
  const response = destination ? NextResponse.rewrite(destination, { request: { headers } }) : NextResponse.next({ request: { headers } });
  // This header replaces the one next.config.mjs sets on every response (Next applies the proxy's response
  // headers last), which is why noncePolicy carries every site-wide directive, not only script-src.
  if (scripts) response.headers.set(CSP_HEADER, scripts.policy);
  return response;
}

/**
 * Next's image optimizer decodes the path of a local source (/_next/image?url=/…) once more, and a malformed one
 * made it answer 500: the source is held to the rule of every address (the matcher sends only sources with a `%`).
 */
function isCleanImageSource(pathname: string, searchParams: URLSearchParams): boolean {
  const source = pathname === "/_next/image" ? searchParams.get("url") : null;
  return source === null || isCleanPath(source.split(/[?#]/)[0]!);
}

/**
 * A Pages Router data request (/_next/data/<build>/<page>.json, which Next marks with this header). This site has
 * only the App Router, so none is valid; Next shows the proxy the page's address without the build segment, and
 * a malformed one there made Next answer 500 after the proxy: every data request that reaches it is refused.
 */
function isPagesRouterData(request: NextRequest): boolean {
  return request.headers.has("x-nextjs-data");
}

/** A fresh nonce and its policy for a page rendered per request; null for any other address. */
function scriptPolicyFor(path: string): { nonce: string; policy: string } | null {
  if (!isRenderedPerRequest(path)) return null;
  const nonce = newNonce();
  // The variables next.config.mjs builds the site-wide header from (the proxy runs outside the app's env()).
  return { nonce, policy: noncePolicy(process.env, nonce, { development: process.env.NODE_ENV === "development" }) };
}

// Literal patterns (Next reads them at build time). `:locale?` also takes other first segments; the
// checks above ignore what is not a language.
export const config = {
  matcher: [
    // Any address holding a `%` (Next tries both the raw and the decoded path), the API's and /_next/'s included:
    // Next's routing fails on a malformed one before a route handler could refuse it.
    "/(.*%.*)",
    // The same for the path an image is optimized from (the value as decoded once, as Next reads it).
    { source: "/_next/image", has: [{ type: "query", key: "url", value: "(.*%.*)" }] },
    // A server action (sent by a page's script, or a form posted without JavaScript), on any page: its Origin.
    { source: "/((?!api/|_next/).*)", has: [{ type: "header", key: "next-action" }] },
    { source: "/((?!api/|_next/).*)", has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }] },
    "/:locale?/:section(dashboard|certificates|assessment|instructor|admin|translations|verify|checkout|reset-password|signup|account|purchases)/:rest*",
    "/:locale?/course/:course/lesson/:rest*",
    "/:locale?/course/:course/discussions/:rest*",
    { source: "/:locale?/courses/:tab?", has: [{ type: "query", key: "q" }] },
    { source: "/:locale?/courses/:tab?", has: [{ type: "query", key: "price" }] },
    { source: "/:locale?/courses/:tab?", has: [{ type: "query", key: "lang" }] },
    { source: "/:locale?/courses/:tab?", has: [{ type: "query", key: "level" }] },
    { source: "/:locale?/courses/:tab?", has: [{ type: "query", key: "length" }] },
    { source: "/:locale?/courses/:tab?", has: [{ type: "query", key: "sort" }] },
    { source: "/:locale?/courses/:tab?", has: [{ type: "query", key: "testament" }] },
  ],
};
