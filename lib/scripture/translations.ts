// The public-domain texts shipped in texts/ (see texts/README.md): Reina-Valera 1909 for Spanish, the World English
// Bible for English and for every language without a public-domain text here.
export type Translation = {
  id: "web" | "rv1909";
  name: string;
  abbreviation: string;
  /** BCP 47 language of the text, for `lang` on the passage. */
  lang: string;
  licence: string;
};

export const WEB: Translation = { id: "web", name: "World English Bible", abbreviation: "WEB", lang: "en", licence: "Public domain" };
export const RV1909: Translation = { id: "rv1909", name: "Reina-Valera 1909", abbreviation: "RV1909", lang: "es", licence: "Public domain" };

export function translationFor(language: string): Translation {
  return language === "es" ? RV1909 : WEB;
}
