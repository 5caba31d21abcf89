import "server-only";
import type { bcv_parser } from "bible-passage-reference-parser/cjs/en_bcv_parser.js";
import { parseOsisRange } from "./osis";

type Parser = InstanceType<typeof bcv_parser>;

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

// German writes chapter and verse as "Römer 3,21"; the others as "3:21" (or "3.21", which "us" also reads).
const EU_PUNCTUATION = new Set(["de"]);

const parsers = new Map<string, Promise<Parser>>();

function parserFor(language: string): Promise<Parser> {
  const key = LOADERS[language] ? language : "en";
  let parser = parsers.get(key);
  if (!parser) {
    parser = LOADERS[key]!().then(({ bcv_parser: Parser }) =>
      new Parser().set_options({
        // One entry per reference in "Romans 3:21–26; 5:1", each with its own place in the text.
        sequence_combination_strategy: "separate",
        osis_compaction_strategy: "bc",
        // "is 5" or "am 3" in running prose is not Isaiah or Amos: book names must be capitalised.
        case_sensitive: "books",
        punctuation_strategy: EU_PUNCTUATION.has(key) ? "eu" : "us",
        non_latin_digits_strategy: "replace",
      }),
    );
    parsers.set(key, parser);
  }
  return parser;
}

export type FoundReference = { start: number; end: number; osis: string };

/**
 * The Bible references in plain `text`, read with the parser of each language given (in order of preference:
 * a passage found by an earlier language wins over an overlapping one). Only references to one range within one
 * book are kept, the kind the passage API serves.
 */
export async function findReferences(text: string, languages: string[]): Promise<FoundReference[]> {
  const found: FoundReference[] = [];
  for (const language of new Set(languages)) {
    const parser = await parserFor(language);
    for (const { osis, indices } of parser.parse(text).osis_and_indices()) {
      const [start, end] = indices;
      if (!parseOsisRange(osis)) continue;
      if (found.some((other) => start < other.end && other.start < end)) continue;
      found.push({ start, end, osis });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
