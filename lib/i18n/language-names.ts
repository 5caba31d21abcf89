// Languages named in the reader's language ("الإنجليزية" on an Arabic page), for sentences such as "Lessons in
// English and Arabic". Named on the server: the browser then shows the same words the HTML had.

/** A language offered for choosing, with its name as the page writes it. */
export type LanguageChoice = { code: string; name: string };

/** A language's name as `locale` writes it; the code itself when the runtime does not know it. */
export function languageName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;
}

/** Several languages as one phrase in `locale`: "English, Spanish and Arabic". */
export function languageList(codes: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(codes.map((code) => languageName(code, locale)));
}
