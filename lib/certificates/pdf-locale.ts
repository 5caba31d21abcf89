import { acceptedLocale, cookieLocale } from "@/lib/i18n/accept-language";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";

/** The language of the page the request came from, when it came from one of this site's pages (/es/certificates → es). */
function fromReferer(request: Request): Locale | undefined {
  const referer = request.headers.get("referer");
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    // Same site: the Referer's host is the one the browser asked for. Behind a proxy (or when Next.js rebuilds
    // request.url from its own listening address) that is the Host / X-Forwarded-Host header, not request.url's.
    const hosts = [new URL(request.url).host, request.headers.get("x-forwarded-host"), request.headers.get("host")];
    if (!hosts.some((host) => host && host.split(",")[0]!.trim().toLowerCase() === from.host.toLowerCase())) return undefined;
    const first = from.pathname.split("/")[1];
    // English pages have no prefix: a same-site page without one is an English page.
    return isLocale(first) ? first : defaultLocale;
  } catch {
    return undefined;
  }
}

/**
 * The language a certificate PDF is drawn in: `?locale=` when the link names one; else the language of the
 * page the download was started from (the Referer, same site only); else the language the visitor chose
 * (the NEXT_LOCALE cookie of the language picker); else the browser's Accept-Language; else English.
 * (Users have no saved language in the database.)
 */
export function certificateLocale(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get("locale");
  if (isLocale(asked)) return asked;
  return fromReferer(request) ?? cookieLocale(request.headers.get("cookie")) ?? acceptedLocale(request.headers.get("accept-language")) ?? defaultLocale;
}
