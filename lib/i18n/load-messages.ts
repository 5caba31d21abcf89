import "server-only";
import en from "@/messages/en.json";
import { defaultLocale, isLocale, pseudoLocale } from "./locales";
import { pseudoMessages, type MessageTree } from "./pseudo-messages";

// The messages of a locale, for next-intl only (lib/i18n/request.ts for pages, ./translator.ts for e-mails and
// PDFs): the production build precompiles the message files (next.config.mjs), so their values are not strings
// and only next-intl reads them (eslint/messages-rule.mjs).
export type Messages = typeof en;

const isGroup = (value: unknown): value is MessageTree => typeof value === "object" && value !== null && !Array.isArray(value);

// English fills any key a translation lacks (the unit tests keep every file complete; this is a safety net).
// A message is a string, or (precompiled) an array: both are leaves.
function withFallback(messages: MessageTree, fallback: MessageTree): MessageTree {
  const merged: MessageTree = { ...fallback };
  for (const [key, value] of Object.entries(messages)) {
    const base = fallback[key];
    merged[key] = isGroup(value) && isGroup(base) ? withFallback(value, base) : value;
  }
  return merged;
}

// The test build's pseudo-locale (locale-codes.mjs) has no file: its messages are English's, made once.
let pseudo: Messages | undefined;

/** A locale's messages with English where a key is missing; English for an unknown locale. */
export async function messagesFor(locale: string): Promise<Messages> {
  if (!isLocale(locale) || locale === defaultLocale) return en;
  if (locale === pseudoLocale) return (pseudo ??= pseudoMessages(en as unknown as MessageTree) as unknown as Messages);
  const translated: MessageTree = (await import(`../../messages/${locale}.json`)).default;
  return withFallback(translated, en as unknown as MessageTree) as unknown as Messages;
}
