import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";

/**
 * The reader's language a discussion route was called for (`?locale=`; English when absent or unknown): titles
 * are translated into it, and a post's stored HTML is made for it (./post-html.ts).
 */
export function requestLocale(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get("locale");
  return isLocale(asked) ? asked : defaultLocale;
}
