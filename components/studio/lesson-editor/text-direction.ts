import { directionOf, isLocale } from "@/lib/i18n/locales";

// Right-to-left scripts among the languages a lesson may be written in: the school's Arabic, and the biblical
// languages and neighbours an author might quote or write in.
const RIGHT_TO_LEFT = new Set(["ar", "he", "fa", "ur", "syr", "yi"]);

/** The direction of text in `language` (a BCP 47 code such as "ar" or "en-GB"). */
export function textDirection(language: string): "rtl" | "ltr" {
  if (isLocale(language)) return directionOf(language);
  return RIGHT_TO_LEFT.has(language.split("-")[0]!.toLowerCase()) ? "rtl" : "ltr";
}
