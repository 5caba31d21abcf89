// The translations screen's target language: the content's, carried in the address (?lang=pt), never the
// interface's. Choosing it leaves the page's language and the NEXT_LOCALE cookie as they are, so an instructor
// reading the interface in English translates into Portuguese. Without ?lang the page's own language is the
// target, as before (/pt/translations translates into Portuguese).

/** The search parameter naming the target language. */
export const TARGET_LANGUAGE_PARAM = "lang";

/** The active language `requested` names, else the page's language, else `fallback` (the school's default). */
export function targetLanguage<T extends { code: string }>(requested: string | string[] | undefined, pageLocale: string, active: readonly T[], fallback: T): T {
  const code = Array.isArray(requested) ? requested[0] : requested;
  return active.find((language) => language.code === code) ?? active.find((language) => language.code === pageLocale) ?? fallback;
}

/** Query of a link within the translations screen: the target language (when not the page's) and `extra`. */
export function translationsQuery(target: string, pageLocale: string, extra: Record<string, string> = {}): Record<string, string> {
  return { ...(target !== pageLocale && { [TARGET_LANGUAGE_PARAM]: target }), ...extra };
}
