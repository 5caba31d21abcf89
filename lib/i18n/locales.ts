// The 12 languages of the school. Locale routing, <html dir> and the language picker read this list;
// the `languages` table says which of them are active.
import { defaultLocale as english, LOCALE_COOKIE as cookieName, locales as codes, pseudoLocale as pseudo, routedLocales as routed } from "./locale-codes.mjs";

export const locales = codes;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = english;

const rtlLocales: ReadonlySet<Locale> = new Set(["ar"]);

/**
 * The test build's pseudo-locale (locale-codes.mjs). Typed as a Locale: it stands in for English everywhere
 * (its data, its direction, its number and date formats) except in its messages.
 */
export const pseudoLocale = pseudo as Locale;
/** The locales an address may start with: the 12, and the pseudo-locale in a test build. */
export const routedLocales = routed as readonly Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (routedLocales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): "rtl" | "ltr" {
  return rtlLocales.has(locale) ? "rtl" : "ltr";
}

/** Cookie that remembers the language the visitor chose (written by the language picker). */
export const LOCALE_COOKIE = cookieName;
/** localStorage key of the chosen language (SPEC section 3). */
export const LOCALE_STORAGE_KEY = "selectedLanguage";

/** A path in the given locale: English has no prefix, the others do (/es/courses). */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}
