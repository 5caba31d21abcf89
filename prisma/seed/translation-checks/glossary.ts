// The glossary check: every shared theological term the English lesson uses (data/glossary/terms.json) is rendered
// in the translation by one of its language's accepted renderings (data/glossary/<language>.json).
import fs from "node:fs";
import path from "node:path";

const DIR = path.join(__dirname, "..", "data", "glossary");

/** A lesson where a term is rightly not rendered (a paraphrase the sentence needs, say), with the reason. */
export type GlossaryException = { course: string; lesson: number; term: string; why: string };
export type Glossary = { renderings: Record<string, string[]>; exceptions: GlossaryException[] };

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));

/** Term id -> its lower-case English forms. */
export function loadTerms(dir = DIR): Record<string, string[]> {
  return readJson(path.join(dir, "terms.json")).terms;
}

/** A language's glossary, or null when it has none. Keys starting with "_" are notes, not terms. */
export function loadGlossary(language: string, dir = DIR): Glossary | null {
  const file = path.join(dir, `${language}.json`);
  if (!fs.existsSync(file)) return null;
  const data: Record<string, unknown> = readJson(file);
  const renderings = Object.fromEntries(Object.entries(data).filter(([key]) => !key.startsWith("_"))) as Record<string, string[]>;
  return { renderings, exceptions: (data._exceptions as GlossaryException[] | undefined) ?? [] };
}

// Arabic joins the article and prepositions to the word (والعهد, بالنعمة); Chinese, Japanese and Korean do not
// separate words (and Korean adds particles): there a rendering may stand anywhere in a word.
const ANYWHERE = new Set(["zh", "ja", "ko", "ar"]);
const SHORT = 3;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const normal = (text: string, language: string) => text.normalize("NFC").replace(/[’ʼ]/g, "'").toLocaleLowerCase(language);

/** Whether one of `forms` starts a word of `text` (or stands anywhere in it, for the languages above). */
export function containsForm(text: string, forms: string[], language: string): boolean {
  const haystack = normal(text, language);
  return forms.some((form) => {
    const needle = normal(form, language);
    if (ANYWHERE.has(language)) return haystack.includes(needle);
    // An English form of three letters or fewer is a whole word ("sin" is not "since" or "single"; terms.json lists
    // "sins" apart). A language's renderings are the translators' own stems ("justific", "पाप" for "पापों").
    const end = language === "en" && [...needle].length <= SHORT ? "(?![\\p{L}\\p{M}\\p{N}])" : "";
    return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escape(needle)}${end}`, "u").test(haystack);
  });
}

/** The term ids the English text uses. */
export function termsUsed(englishText: string, terms: Record<string, string[]>): string[] {
  return Object.entries(terms).flatMap(([id, forms]) => (containsForm(englishText, forms, "en") ? [id] : []));
}

/** The terms of the English lesson the translation renders with none of the glossary's renderings, exceptions aside. */
export function missingTerms(
  english: string,
  translated: string,
  language: string,
  where: { course: string; lesson: number },
  terms: Record<string, string[]>,
  glossary: Glossary,
): string[] {
  const excepted = (term: string) => glossary.exceptions.some((e) => e.course === where.course && e.lesson === where.lesson && e.term === term);
  return termsUsed(english, terms).filter((term) => !excepted(term) && !containsForm(translated, glossary.renderings[term] ?? [], language));
}
