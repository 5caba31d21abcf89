// Folding for search: two spellings a reader would take for the same word fold to the same string, in
// every script the school is written in. Used by the server's search and the browser's live search alike,
// so both find the same courses.

// Marks removed after compatibility decomposition: Latin, Greek and Cyrillic accents (é, ά, ё), Hebrew
// niqqud and cantillation, Arabic tashkeel (and the hamza that أ إ ؤ ئ decompose into), superscript alef,
// and tatweel. Only these: Devanagari vowel signs and the Japanese voicing marks are letters to a reader.
const MARKS = /[\u0300-\u036f\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a\u064b-\u065f\u0670\u0640]/g;

// Letters written interchangeably: alef wasla, taa marbuta and alef maqsura (Arabic), the final sigma, ß.
const LETTERS: Record<string, string> = { "\u0671": "\u0627", "\u0629": "\u0647", "\u0649": "\u064a", "\u03c2": "\u03c3", "\u00df": "ss" };

/**
 * The searchable form of a text: compatibility forms unified (full-width ＲＯＭ, ligatures), lower case,
 * the marks above removed, Arabic letter variants unified, Arabic-Indic digits as ASCII digits.
 */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(MARKS, "")
    .replace(/[\u0671\u0629\u0649\u03c2\u00df]/g, (letter) => LETTERS[letter]!)
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
    .normalize("NFC");
}

/** The words of a query, folded: each must be found for a text to match. */
export function foldedWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}
