// The 12 languages of the school, in plain JavaScript so next.config.mjs reads the same list as the app
// (lib/i18n/locales.ts gives it its types).
export const locales = /** @type {const} */ (["en", "es", "fr", "pt", "de", "it", "zh", "ja", "ko", "ar", "hi", "ru"]);
export const defaultLocale = /** @type {const} */ ("en");
/** Cookie that remembers the language the visitor chose (written by the language picker). */
export const LOCALE_COOKIE = "NEXT_LOCALE";

// A pseudo-locale for the tests (e2e/pseudo-locale.spec.ts): English messages wrapped in ⟦…⟧ and lengthened
// by 40% (lib/i18n/pseudo-messages.ts), so text that is not from the message files and controls too narrow
// for longer languages show. It exists only in a build made with NEXT_PUBLIC_PSEUDO_LOCALE=true (the test
// runner's e2e build; NEXT_PUBLIC_ so the browser's copy of this file knows it too), and only as an address:
// the language list, sitemap, SEO links and the picker read `locales`, which never holds it.
export const pseudoLocale = "en-XA";
export const pseudoLocaleEnabled = process.env.NEXT_PUBLIC_PSEUDO_LOCALE === "true";
/** The locales an address may start with: `locales`, and the pseudo-locale in a test build. */
export const routedLocales = pseudoLocaleEnabled ? [...locales, pseudoLocale] : locales;
