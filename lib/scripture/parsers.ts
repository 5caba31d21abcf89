import "server-only";
import type { bcv_parser } from "bible-passage-reference-parser/cjs/en_bcv_parser.js";

type Parser = InstanceType<typeof bcv_parser>;
export type Punctuation = "us" | "eu";
export type ParsedReference = { start: number; end: number; osis: string };

// bible-passage-reference-parser ships all twelve interface languages; each is loaded only when first needed.
const LOADERS: Record<string, () => Promise<{ bcv_parser: typeof bcv_parser }>> = {
  en: () => import("bible-passage-reference-parser/cjs/en_bcv_parser.js"),
  es: () => import("bible-passage-reference-parser/cjs/es_bcv_parser.js"),
  ar: () => import("bible-passage-reference-parser/cjs/ar_bcv_parser.js"),
  de: () => import("bible-passage-reference-parser/cjs/de_bcv_parser.js"),
  fr: () => import("bible-passage-reference-parser/cjs/fr_bcv_parser.js"),
  hi: () => import("bible-passage-reference-parser/cjs/hi_bcv_parser.js"),
  it: () => import("bible-passage-reference-parser/cjs/it_bcv_parser.js"),
  ja: () => import("bible-passage-reference-parser/cjs/ja_bcv_parser.js"),
  ko: () => import("bible-passage-reference-parser/cjs/ko_bcv_parser.js"),
  pt: () => import("bible-passage-reference-parser/cjs/pt_bcv_parser.js"),
  ru: () => import("bible-passage-reference-parser/cjs/ru_bcv_parser.js"),
  zh: () => import("bible-passage-reference-parser/cjs/zh_bcv_parser.js"),
};

export const hasParser = (language: string) => language in LOADERS;

const parsers = new Map<string, Promise<Parser>>();

function parserFor(language: string, punctuation: Punctuation): Promise<Parser> {
  const key = `${language}/${punctuation}`;
  let parser = parsers.get(key);
  if (!parser) {
    parser = LOADERS[language]!().then(({ bcv_parser: Parser }) =>
      new Parser().set_options({
        // One entry per reference in "Romans 3:21–26; 5:1", each with its own place in the text.
        sequence_combination_strategy: "separate",
        // "Nehemiah 9:38; 10:1" is two references, though the verses follow one another.
        consecutive_combination_strategy: "separate",
        osis_compaction_strategy: "bc",
        // "is 5" or "am 3" in running prose is not Isaiah or Amos: book names must be capitalised.
        case_sensitive: "books",
        // "us": "3:16" and "3:16, 18"; "eu": "3,16" and "3,16.18" (German and Italian write chapter and verse so).
        punctuation_strategy: punctuation,
        non_latin_digits_strategy: "replace",
        // Russian psalms are numbered as in the Septuagint, so the parser must not cut "Псалом 79:9-17" to the 13
        // verses of the English Psalm 79: its verses are checked once mapped to the text's (synodal-psalms.ts).
        ...(language === "ru" ? { passage_existence_strategy: "bc" as const } : {}),
      }),
    );
    parsers.set(key, parser);
  }
  return parser;
}

// Parsing is the costly part of rendering a lesson (about a millisecond a reference) and lessons are rendered
// again and again with the same text, so each short stretch of text keeps its result, per process and bounded.
const MAX_CACHED = 20_000;
const cache = new Map<string, ParsedReference[]>();

// Where the comma joins chapter and verse ("Giovanni 3,16"), Italian and German Bibles never space it, and a comma
// followed by a space lists whole numbers: "Salmi 7, 17, 26" are three psalms, not Psalm 7:17 and Psalm 26, and
// "Salmi 35, 69, 109 e 137,7-9" four. The parser reads such a list with semicolons (one character for one, so
// the places stay).
const listCommasAsSemicolons = (text: string) => text.replace(/(?<=\d),(?=\s+\d)/g, ";");

/** The references the parser of `language` reads in `text`, with their places in it. */
export async function parse(language: string, punctuation: Punctuation, text: string): Promise<ParsedReference[]> {
  const key = `${language}/${punctuation}\u0000${text}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const parser = await parserFor(language, punctuation);
  const found = parser.parse(punctuation === "eu" ? listCommasAsSemicolons(text) : text).osis_and_indices().map(({ osis, indices: [start, end] }) => ({ start, end, osis }));
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, found);
  return found;
}
