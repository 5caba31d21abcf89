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
const internal = "api/|_next/|_vercel/|(?:favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|share\\.png)$";

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

export function localeRewrites() {
  return {
    // After Next's own files and static routes (/robots.txt, /sitemap.xml), before the [locale] segment
    // could take the first part of an English address for a language.
    afterFiles: [{ source: `/:path((?!(?:${locales.join("|")})(?:/|$)|${internal}).*)`, destination: `/${defaultLocale}/:path` }],
  };
}
