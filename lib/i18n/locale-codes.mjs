// The 12 languages of the school, in plain JavaScript so next.config.mjs reads the same list as the app
// (lib/i18n/locales.ts gives it its types).
export const locales = /** @type {const} */ (["en", "es", "fr", "pt", "de", "it", "zh", "ja", "ko", "ar", "hi", "ru"]);
export const defaultLocale = /** @type {const} */ ("en");
/** Cookie that remembers the language the visitor chose (written by the language picker). */
export const LOCALE_COOKIE = "NEXT_LOCALE";
