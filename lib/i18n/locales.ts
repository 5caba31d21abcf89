// The 12 languages of the school. Locale routing, <html dir> and the language picker read this list;
// the `languages` table says which of them are active.
export const locales = ["en", "es", "fr", "pt", "de", "it", "zh", "ja", "ko", "ar", "hi", "ru"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

const rtlLocales: ReadonlySet<Locale> = new Set(["ar"]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): "rtl" | "ltr" {
  return rtlLocales.has(locale) ? "rtl" : "ltr";
}

/** Cookie that remembers the visitor's language (read by the next-intl proxy). */
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** localStorage key of the chosen language (SPEC section 3). */
export const LOCALE_STORAGE_KEY = "selectedLanguage";

/** A path in the given locale: English has no prefix, the others do (/es/courses). */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}
