import type { MetadataRoute } from "next";
import { localizedPath, locales } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site-url";

// Private and per-user pages stay out of search engines, in every language.
const PRIVATE = ["/dashboard", "/certificates", "/checkout", "/assessment", "/admin", "/instructor", "/reset-password", "/forgot-password"];

export default function robots(): MetadataRoute.Robots {
  const disallow = ["/api/", ...locales.flatMap((locale) => PRIVATE.map((path) => localizedPath(locale, path)))];
  return {
    rules: [{ userAgent: "*", allow: "/", disallow }],
    sitemap: `${siteUrl()}/sitemap.xml`,
    host: siteUrl(),
  };
}
