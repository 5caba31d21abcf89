import { createTranslator } from "next-intl";
import { messagesFor, type Messages } from "./load-messages";
import type { Locale } from "./locales";

/** A translator for code outside a page render (e-mails, PDFs, route handlers); English where a key is missing. */
export async function translatorFor<N extends keyof Messages>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: await messagesFor(locale), namespace });
}
