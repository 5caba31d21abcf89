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

// Each language's merged messages, made once per process: next-intl asks for them on every request, and the
// merge walks the whole tree (a new object for every group) each time it runs.
const merged = new Map<string, Promise<Messages>>();

/** A locale's messages with English where a key is missing; English for an unknown locale. */
export function messagesFor(locale: string): Promise<Messages> {
  if (!isLocale(locale) || locale === defaultLocale) return Promise.resolve(en);
  if (locale === pseudoLocale) return Promise.resolve((pseudo ??= pseudoMessages(en as unknown as MessageTree) as unknown as Messages));
  let messages = merged.get(locale);
  if (!messages) {
    messages = import(`../../messages/${locale}.json`).then(
      ({ default: translated }: { default: MessageTree }) => withFallback(translated, en as unknown as MessageTree) as unknown as Messages,
    );
    // A failed import is not kept: the next request tries again.
    messages.catch(() => merged.delete(locale));
    merged.set(locale, messages);
  }
  return messages;
}
