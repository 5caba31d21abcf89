import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./locales";

// English lives at /, the other languages under their prefix (/es/courses): next-intl's Link, redirect and
// router build addresses from this. The addresses themselves are resolved by next.config.mjs
// (lib/i18n/address-rules.mjs), not by next-intl's middleware. The server never writes the language
// cookie: the language picker stores the visitor's choice itself.
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeCookie: false,
});
