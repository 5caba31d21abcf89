import { localizedPath, locales } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site-url";

// Private and per-user pages stay out of search engines, in every language.
const PRIVATE = ["/dashboard", "/certificates", "/checkout", "/assessment", "/admin", "/instructor", "/reset-password", "/forgot-password"];

/** robots.txt: everything allowed but the API and the private pages; where the sitemap is. */
export function robotsTxt(): string {
  const disallow = ["/api/", ...locales.flatMap((locale) => PRIVATE.map((path) => localizedPath(locale, path)))];
  return ["User-Agent: *", "Allow: /", ...disallow.map((path) => `Disallow: ${path}`), "", `Host: ${siteUrl()}`, `Sitemap: ${siteUrl()}/sitemap.xml`, ""].join("\n");
}
