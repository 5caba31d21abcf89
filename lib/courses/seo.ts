import type { Metadata } from "next";
import { SHARE_SIZE } from "@/lib/images/share-size";
import { defaultLocale, localizedPath, locales, type Locale } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site-url";

/** Canonical URL of `path` in `locale` and its 12 language alternates (plus x-default), for metadata. */
export function alternatesFor(locale: Locale, path: string): Metadata["alternates"] {
  const languages: Record<string, string> = {};
  for (const l of locales) languages[l] = `${siteUrl()}${localizedPath(l, path)}`;
  languages["x-default"] = `${siteUrl()}${localizedPath(defaultLocale, path)}`;
  return { canonical: `${siteUrl()}${localizedPath(locale, path)}`, languages };
}

// Share images: English, the same in every language, named by their English address (no /en/ prefix, which
// redirects). The site's (app/share.png) for the home page and the catalogue; each course has its own.
export const siteImageUrl = () => `${siteUrl()}/share.png`;
export const courseImageUrl = (slug: string) => `${siteUrl()}/course/${encodeURIComponent(slug)}/share.png`;

/** Title, description, canonical, alternates, Open Graph and Twitter card (with its large image) of a public page. */
export function pageMetadata(locale: Locale, path: string, title: string, description: string, siteName: string, image = siteImageUrl()): Metadata {
  const url = `${siteUrl()}${localizedPath(locale, path)}`;
  return {
    title,
    description,
    alternates: alternatesFor(locale, path),
    openGraph: { type: "website", url, title, description, siteName, locale, images: [{ url: image, ...SHARE_SIZE }] },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}
