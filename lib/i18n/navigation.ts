import { redirect as nextRedirect } from "next/navigation";
import { localizedPathname, type Href } from "./locale-href";
import type { Locale } from "./locales";

// Locale-aware Link, redirect and router: `href="/courses"` becomes /es/courses in Spanish. A few hundred bytes
// over next/link and next/navigation in place of next-intl's createNavigation (about 2 KB in every page's
// JavaScript), with the same rules (lib/i18n/locale-href.ts) and the same API for its callers. Link and the
// hooks are client modules; getPathname and redirect run anywhere.
export { Link } from "./locale-link";
export { usePathname, useRouter } from "./locale-hooks";

/** The address of `href` in `locale` (English without prefix). */
export function getPathname({ href, locale, forcePrefix }: { href: Href; locale: string; forcePrefix?: boolean }): string {
  return localizedPathname({ href, locale, forcePrefix });
}

/** Next's redirect to `href` in `locale`. */
export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextRedirect(localizedPathname({ href, locale }));
}
