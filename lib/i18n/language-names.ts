// Languages named in the reader's language ("الإنجليزية" on an Arabic page), for sentences such as "Lessons in
// English and Arabic". Named on the server: the browser then shows the same words the HTML had.

import { KeptPerProcess } from "@/lib/cache/kept-per-process";

/** A language offered for choosing, with its name as the page writes it. */
export type LanguageChoice = { code: string; name: string };

// One DisplayNames per language of the reader, kept: a lesson page names each of its videos' caption tracks, and
// making a DisplayNames for each name cost more than the rest of the captions' work.
const displayNames = new KeptPerProcess<Intl.DisplayNames>(50);

/** A language's name as `locale` writes it; the code itself when the runtime does not know it. */
export function languageName(code: string, locale: string): string {
  return displayNames.get(locale, () => new Intl.DisplayNames([locale], { type: "language" })).of(code) ?? code;
}

/** Several languages as one phrase in `locale`: "English, Spanish and Arabic". */
export function languageList(codes: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(codes.map((code) => languageName(code, locale)));
}
