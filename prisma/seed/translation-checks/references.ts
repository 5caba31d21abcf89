// The Scripture references of a lesson in reading order, as the lesson page reads them (annotateScriptureReferences:
// the page's language first, then English, bare citations against the course's book), to compare a translation's
// with the English lesson's.
import { diffArrays } from "diff";
import { annotateScriptureReferences } from "../../../lib/scripture/annotate";
import type { BookId } from "../../../lib/scripture/books";

const REFERENCE = /data-scripture-ref="([^"]*)"/g;

/** The OSIS passages of the lesson's scripture buttons, in order: ["John.1.1", "John.21.7-John.21.20", …]. */
export async function referenceSequence(sanitizedHtml: string, language: string, book: BookId | null): Promise<string[]> {
  const languages = language === "en" ? ["en"] : [language, "en"];
  const { html } = await annotateScriptureReferences(sanitizedHtml, languages, book);
  return [...html.matchAll(REFERENCE)].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

// What is compared, and why (calibrated on the Gospel of John in 11 languages):
// - references with a verse only. A whole chapter is named in prose ("chapters 13-17", "capítulos 13 a 17",
//   "第13至17章", "الأصحاحات 13-17") that the annotator reads in some languages and not others, while a verse
//   citation is written with the same numbers everywhere.
// - a psalm verse one higher in the translation is the same verse: the German and Italian Bibles (and others) count
//   a psalm's heading as verse 1, so English Psalm 22:18 is Luther's Psalm 22,19.
// - the same numbers with another book are the same reference when one side has the course's book: that side is a
//   citation whose book the annotator did not read and took for the course's. It happens on either side: the
//   English "the 'we' passages of Acts (16:10-17; …)" in Luke, a book name joined to the word before it in Chinese
//   (呼应创世记 1:1) or to a prefix in Arabic (لزكريا 9:9). A translation citing the course's book where the English
//   names another, with the same numbers, is let through by this rule: a rare slip, next to the many misreadings.
const hasVerse = (osis: string) => osis.split("-").every((end) => end.split(".").length === 3);

export const comparableReferences = (sequence: string[]) => sequence.filter(hasVerse);

function shiftedPsalm(osis: string): string {
  return osis.replace(/\bPs\.(\d+)\.(\d+)/g, (_, chapter: string, verse: string) => `Ps.${chapter}.${Number(verse) + 1}`);
}
const numbers = (osis: string) => osis.replace(/\b[1-3]?[A-Za-z]+\./g, "");
const books = (osis: string) => new Set(osis.split("-").map((end) => end.split(".")[0]));

function sameReference(courseBook: BookId | null) {
  const courseBookOnly = (osis: string) => books(osis).size === 1 && books(osis).has(courseBook ?? "");
  return (english: string, translated: string) =>
    english === translated ||
    (english.startsWith("Ps.") && shiftedPsalm(english) === translated) ||
    (numbers(english) === numbers(translated) && (courseBookOnly(english) || courseBookOnly(translated)));
}

/**
 * How a sequence departs from the English one: each run the translation lacks or adds, with its position in the
 * English (1-based). Empty when they are equal.
 */
export function sequenceDifferences(english: string[], translated: string[], courseBook: BookId | null = null): string[] {
  const found: string[] = [];
  let position = 1;
  for (const part of diffArrays(english, translated, { comparator: sameReference(courseBook) })) {
    if (part.removed) found.push(`missing at ${position}: ${part.value.join(", ")}`);
    else if (part.added) found.push(`extra before ${position}: ${part.value.join(", ")}`);
    if (!part.added) position += part.value.length;
  }
  return found;
}
