import { defineRouting } from "next-intl/routing";
import { defaultLocale, routedLocales } from "./locales";

// English lives at /, the other languages under their prefix (/es/courses): next-intl's Link, redirect and
// router build addresses from this. The addresses themselves are resolved by next.config.mjs
// (lib/i18n/address-rules.mjs), not by next-intl's middleware. The server never writes the language
// cookie: the language picker stores the visitor's choice itself. A test build adds the pseudo-locale.
export const routing = defineRouting({
  locales: routedLocales,
  defaultLocale,
  localePrefix: "as-needed",
  localeCookie: false,
});
