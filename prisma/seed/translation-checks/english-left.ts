// Sentences of a translation still in English, found by eld (a maintained n-gram language detector, offline).
import { eld } from "eld/medium";

// Which sentences are judged: a detector guesses badly on a few words, and a translation rightly keeps some English
// (a name, a title, a term it explains: «Maundy Thursday», del latín mandatum). So before detection the citations
// in brackets that hold a number ("(Juan 3:16)", "(hacia 200)") and the quotations shorter than MIN_WORDS words
// («Take up and read») are removed, and a sentence is judged only when what is left holds at least MIN_WORDS words
// in Latin letters; names stay under that. A longer quotation is judged: a verse left in English is a defect. In a language
// written in another script an English sentence is all Latin words, so the same rule finds it there too.
// Calibrated on the Gospel of John in the 11 languages (about 5,000 sentences): none is flagged.
export const MIN_WORDS = 6;
const CITATION = /\([^()]*\d[^()]*\)/g;
const LATIN_WORD = /\p{Script=Latin}+/gu;
const QUOTATION = /«[^«»]*»|“[^“”]*”|„[^„“”]*[“”]|"[^"]*"|「[^「」]*」/g;
const withoutShortQuotations = (text: string) => text.replace(QUOTATION, (quote) => ((quote.match(/[\p{L}\p{M}]+/gu) ?? []).length < MIN_WORDS ? " " : quote));

const segmenters = new Map<string, Intl.Segmenter>();
const segmenter = (language: string) =>
  segmenters.get(language) ?? segmenters.set(language, new Intl.Segmenter(language, { granularity: "sentence" })).get(language)!;

/** The sentences of a plain text (one block a line), split as the language splits them. */
export function sentences(text: string, language: string): string[] {
  return text.split("\n").flatMap((line) => [...segmenter(language).segment(line)].map((s) => s.segment.trim()).filter(Boolean));
}

/** The sentences eld reads as English with its own confidence (isReliable), among those long enough to judge. */
export function englishSentences(text: string, language: string): string[] {
  return sentences(text, language).filter((sentence) => {
    const judged = withoutShortQuotations(sentence.replace(CITATION, " "));
    if ((judged.match(LATIN_WORD) ?? []).length < MIN_WORDS) return false;
    const result = eld.detect(judged);
    return result.language === "en" && result.isReliable();
  });
}
