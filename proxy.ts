import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { isGuarded, loginUrl, splitLocale } from "@/lib/auth/guarded-paths";
import { catalogueRewrite } from "@/lib/courses/catalogue-route";
import { isCleanPath } from "@/lib/http/address";

// Next.js 16 calls middleware `proxy`. Running it costs a request several times what serving a cached page
// costs, so it runs only where it has work (see `matcher`); public pages never pass through it (unless their
// address holds a `%`), and the
// language of an address is decided by next.config.mjs (lib/i18n/address-rules.mjs). Here:
// - an address with a NUL, malformed percent-encoding or a doubly encoded segment (%2541) is refused with 400
//   before a page decodes it again and fails with a 500: every such address holds a `%` (Node refuses raw
//   control characters), so the proxy runs for every page address with one and public pages without stay fast;
// - a signed-out visitor of a private page goes to the localized sign-in page (each page checks again);
// - a catalogue search, price filter or old ?testament= link goes to the page that renders it;
// - pages rendered per request learn their language from next-intl's request header, as next-intl's own
//   middleware told them: their not-found and loading screens render before the page names its locale.
const NEXT_INTL_LOCALE_HEADER = "X-NEXT-INTL-LOCALE";

export default async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  if (!isCleanPath(pathname)) {
    return new NextResponse("This address is not valid.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const { locale, path } = splitLocale(pathname);
  if (isGuarded(path) && !(await getToken({ req: request }))) {
    return NextResponse.redirect(new URL(loginUrl(locale, `${pathname}${search}`), request.url));
  }
  const catalogue = catalogueRewrite(locale, path, searchParams);
  if (catalogue) return NextResponse.rewrite(new URL(catalogue, request.url));
  const headers = new Headers(request.headers);
  headers.set(NEXT_INTL_LOCALE_HEADER, locale);
  return NextResponse.next({ request: { headers } });
}

// Literal patterns (Next reads them at build time). `:locale?` also takes other first segments; the
// checks above ignore what is not a language.
export const config = {
  matcher: [
    // Any page address holding a `%` (Next tries both the raw and the decoded path); the API checks its own in route().
    "/((?!api/|_next/).*%.*)",
    "/:locale?/:section(dashboard|certificates|assessment|instructor|admin|translations|verify|checkout|reset-password)/:rest*",
    "/:locale?/course/:course/lesson/:rest*",
    { source: "/:locale?/courses/:tab?", has: [{ type: "query", key: "q" }] },
    { source: "/:locale?/courses/:tab?", has: [{ type: "query", key: "price" }] },
    { source: "/:locale?/courses/:tab?", has: [{ type: "query", key: "testament" }] },
  ],
};
