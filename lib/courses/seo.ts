import type { Metadata } from "next";
import { defaultLocale, localizedPath, locales, type Locale } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site-url";

/** Canonical URL of `path` in `locale` and its 12 language alternates (plus x-default), for metadata. */
function alternatesFor(locale: Locale, path: string): Metadata["alternates"] {
  const languages: Record<string, string> = {};
  for (const l of locales) languages[l] = `${siteUrl()}${localizedPath(l, path)}`;
  languages["x-default"] = `${siteUrl()}${localizedPath(defaultLocale, path)}`;
  return { canonical: `${siteUrl()}${localizedPath(locale, path)}`, languages };
}

/** Title, description, canonical, alternates, Open Graph and Twitter card of a public page. */
export function pageMetadata(locale: Locale, path: string, title: string, description: string, siteName: string): Metadata {
  const url = `${siteUrl()}${localizedPath(locale, path)}`;
  return {
    title,
    description,
    alternates: alternatesFor(locale, path),
    openGraph: { type: "website", url, title, description, siteName, locale },
    twitter: { card: "summary_large_image", title, description },
  };
}
