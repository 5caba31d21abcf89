import { defaultLocale } from "./locales";

// How an address gets its language, as next-intl's navigation did it with lib/i18n/routing.ts (prefix "as-needed"):
// English has no prefix, the others do (/es/courses). Plain functions, shared by the server and the browser.

/** A link target: a path, or a path with its query. */
export type Href = string | { pathname: string; query?: Record<string, string | number | boolean | readonly (string | number | boolean)[]> };

/** Only a path of this site starting with "/" gets a prefix: not `https://…`, `mailto:…`, `#main` or `other`. */
function isLocalizable(path: string): boolean {
  return path.startsWith("/") && !/^[a-z]+:/i.test(path);
}

/** `path` with the locale's prefix: none for English unless `forcePrefix` (a language chosen explicitly, /en/…). */
export function prefixPath(path: string, locale: string, forcePrefix = false): string {
  if (!isLocalizable(path) || (locale === defaultLocale && !forcePrefix)) return path;
  // "/" and "/?q=1" become "/es" and "/es?q=1", not "/es/".
  return `/${locale}${/^\/(\?.*)?$/.test(path) ? path.slice(1) : path}`;
}

function searchOf(query: NonNullable<Exclude<Href, string>["query"]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value as readonly unknown[]) params.append(key, String(item));
    else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The address `href` has in `locale`, as a string (a query object is written out). */
export function localizedPathname({ href, locale, forcePrefix }: { href: Href; locale: string; forcePrefix?: boolean }): string {
  const path = typeof href === "string" ? href : href.pathname + (href.query ? searchOf(href.query) : "");
  return prefixPath(path, locale, forcePrefix);
}

/** The browser's pathname without the locale's prefix (/es/courses in Spanish: /courses); others unchanged. */
export function unprefixedPathname(pathname: string, locale: string): string {
  const prefix = `/${locale}`;
  if (pathname === prefix) return "/";
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}
