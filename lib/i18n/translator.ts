import { createTranslator } from "next-intl";
import { defaultLocale, isLocale, pseudoLocale, type Locale } from "./locales";
import { pseudoMessages, type MessageTree } from "./pseudo-messages";
import en from "@/messages/en.json";

type Messages = typeof en;

/** Messages for code outside a page render (e-mails, PDFs, route handlers); English where a key is missing. */
async function loadMessages(locale: string): Promise<Messages> {
  if (!isLocale(locale) || locale === defaultLocale) return en;
  if (locale === pseudoLocale) return pseudoMessages(en as unknown as MessageTree) as unknown as Messages;
  const translated = (await import(`../../messages/${locale}.json`)).default as Messages;
  return { ...en, ...translated };
}

export async function translatorFor<N extends keyof Messages>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace });
}
