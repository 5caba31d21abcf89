// routedLocales: the 12 languages, and the pseudo-locale in a test build (see locale-codes.mjs).
import { defaultLocale, LOCALE_COOKIE, routedLocales as locales } from "./locale-codes.mjs";

// How an address becomes a page in a language, as next.config.mjs redirects and rewrites. Next applies
// these in its router, before any page, at a fraction of the cost of running proxy.ts on every request:
// public pages are served from the cache as fast as a plain static page (issue 11).
// English has no prefix (/courses), the other languages do (/es/courses), and the address alone decides
// the language, so a public page is the same for every visitor and a shared cache may keep it.

const others = locales.filter((locale) => locale !== defaultLocale).join("|");
// Paths of the app's own files and API, which no rule touches; the site's files at the root are the same in every
// language (a crawler or a browser asking for them with a language cookie must not be sent to /ar/favicon.ico).
const internal = "api/|_next/|_vercel/|signed-in/|(?:favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|share\\.png)$";

export function localeRedirects() {
  return [
    // A returning visitor who chose another language in the picker gets it at an English address.
    {
      source: `/:path((?!(?:${others})(?:/|$)|${internal}).*)`,
      has: [{ type: "cookie", key: LOCALE_COOKIE, value: `(?<chosen>${others})` }],
      destination: "/:chosen/:path",
      permanent: false,
    },
    // English is the address without a prefix.
    { source: `/${defaultLocale}`, destination: "/", permanent: false },
    { source: `/${defaultLocale}/:path*`, destination: "/:path*", permanent: false },
  ];
}

// The pages whose first response shows a signed-in visitor's own state (their courses' progress, the lessons
// they completed, the header's user menu): a request carrying next-auth's session cookie (lib/auth/session-cookie.ts:
// `__Secure-` over https, `.0`, `.1`… when chunked) gets them from app/signed-in/, rendered for it; every other
// request gets the page of app/[locale], which for the public pages is static, the same for everyone, and kept by
// nginx and Next. Catalogue searches and filters are not here (proxy.ts sends them to their own page).
const SESSION_COOKIE = { type: "header", key: "cookie", value: "(?:.*;\\s*)?(?:__Secure-)?next-auth\\.session-token(?:\\.\\d+)?=.*" };
const PERSONAL_PAGES = [
  "",
  "/courses",
  "/courses/:tab(new-testament|ministry)",
  "/course/:course",
  "/course/:course/lesson/:lesson",
  "/course/:course/discussions",
  "/course/:course/discussions/:thread",
  "/dashboard",
  "/dashboard/grades",
  "/account",
  "/assessment/:id",
  "/certificates",
  "/checkout",
  "/checkout/:course",
  "/notifications",
  "/purchases",
  "/purchases/:payment",
];

function signedInRewrites() {
  return PERSONAL_PAGES.flatMap((page) => [
    { source: page || "/", has: [SESSION_COOKIE], destination: `/signed-in/${defaultLocale}${page}` },
    { source: `/:locale(${others})${page}`, has: [SESSION_COOKIE], destination: `/signed-in/:locale${page}` },
  ]);
}

export function localeRewrites() {
  return {
    beforeFiles: signedInRewrites(),
    // After Next's own files and static routes (/robots.txt, /sitemap.xml), before the [locale] segment
    // could take the first part of an English address for a language.
    afterFiles: [{ source: `/:path((?!(?:${locales.join("|")})(?:/|$)|${internal}).*)`, destination: `/${defaultLocale}/:path` }],
  };
}
