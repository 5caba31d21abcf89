// use-intl/core, the React-free core next-intl re-exports: this also runs outside Next.js (a webhook handled in
// a child process by lib/purchases/webhook-crash.int.test.ts), where next-intl's entry loads its React provider.
import { createTranslator } from "use-intl/core";
import { messagesFor, type Messages } from "./load-messages";
import type { Locale } from "./locales";

/** A translator for code outside a page render (e-mails, PDFs, route handlers); English where a key is missing. */
export async function translatorFor<N extends keyof Messages>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: await messagesFor(locale), namespace });
}
