import { splitLocale } from "@/lib/auth/guarded-paths";
import { acceptedLocale, cookieLocale } from "./accept-language";
import { defaultLocale, localizedPath } from "./locales";

// Most addresses decide their language alone (lib/i18n/address-rules.mjs), so a shared cache may keep a public
// page. A certificate's verify link is different: it is printed on the certificate and opened by whoever the
// holder shows it to, in their own language. Rendered per request, it follows the browser's Accept-Language when
// the address names no language and the visitor chose none in the picker (a non-English choice was redirected
// already by next.config.mjs; an English one is kept).
const FOLLOWS_BROWSER = ["/verify/"];

/** Where an English address of such a page goes for this browser; null to stay. */
export function browserLanguagePath(pathname: string, headers: Headers): string | null {
  const { locale, path } = splitLocale(pathname);
  if (locale !== defaultLocale || !FOLLOWS_BROWSER.some((prefix) => path.startsWith(prefix))) return null;
  if (cookieLocale(headers.get("cookie"))) return null;
  const accepted = acceptedLocale(headers.get("accept-language"));
  return accepted && accepted !== defaultLocale ? localizedPath(accepted, path) : null;
}
