import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import en from "../../messages/en.json";
import { pseudoLocale } from "./locales";
import { pseudoMessages } from "./pseudo-messages";
import { routing } from "./routing";

// A message is a string, or (precompiled at build time, see next.config.mjs) an array: both are leaves.
type Messages = { [key: string]: string | unknown[] | Messages };
const isGroup = (value: unknown): value is Messages => typeof value === "object" && value !== null && !Array.isArray(value);

// English fills any key a translation lacks (the unit tests keep every file complete; this is a safety net).
function withFallback(messages: Messages, fallback: Messages): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(messages)) {
    const base = fallback[key];
    merged[key] = isGroup(value) && isGroup(base) ? withFallback(value, base) : value;
  }
  return merged;
}

// The test build's pseudo-locale (locale-codes.mjs) has no file: its messages are English's, made once.
let pseudo: Messages | undefined;

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages =
    locale === routing.defaultLocale
      ? en
      : locale === pseudoLocale
        ? (pseudo ??= pseudoMessages(en as Messages))
        : withFallback((await import(`../../messages/${locale}.json`)).default, en);
  return { locale, messages };
});
