import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import { defaultLocale } from "./locales";

type Messages = typeof en;

/**
 * English texts where there is no request to ask next-intl for a locale: the shared schemas' messages on the
 * server (the browser passes its own translator). Through next-intl, never by reading en.json: the production
 * build precompiles the message files (next.config.mjs), so a value read from them is not a string
 * (eslint/messages-rule.mjs). Server code: in a page's script it would carry every English message and
 * next-intl's formatter (eslint/import-boundaries.mjs keeps it out of components/).
 */
export function englishTranslator<N extends keyof Messages>(namespace: N) {
  return createTranslator({ locale: defaultLocale, messages: en, namespace });
}
