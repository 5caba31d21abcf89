import type { FurtherReadingEntry } from "@/lib/courses/types";
import { directionOf, isLocale, type Locale } from "@/lib/i18n/locales";

// Scripts written right to left, for titles whose language the page does not use.
const RTL_LANGUAGES = new Set(["ar", "he", "fa", "ur", "yi"]);

const primary = (tag: string) => (tag.split("-")[0] ?? tag).toLowerCase();

function directionOfLanguage(tag: string): "rtl" | "ltr" {
  const language = primary(tag);
  if (isLocale(language)) return directionOf(language);
  return RTL_LANGUAGES.has(language) ? "rtl" : "ltr";
}

/**
 * One work as a note-style citation: Author, *Title* (Publisher, Year). The work keeps the language it was
 * published in, so the citation carries its own `lang` (and `dir`, inside a page written the other way).
 */
export function Citation({ entry, pageLocale }: { entry: FurtherReadingEntry; pageLocale: Locale }) {
  const sameLanguage = primary(entry.language) === pageLocale;
  const direction = directionOfLanguage(entry.language);
  const imprint = [entry.publisher, entry.year].filter((part) => part !== undefined).join(", ");
  return (
    <span lang={sameLanguage ? undefined : entry.language} dir={direction === directionOf(pageLocale) ? undefined : direction}>
      {entry.author}, <cite className="italic">{entry.title}</cite>
      {imprint && ` (${imprint})`}
    </span>
  );
}
