import "server-only";
import { englishName } from "./book-names";
import { withLabelledVerses } from "./compaction";
import type { BookId } from "./books";
import { CHAPTER_WORDS, VERSE_WORDS } from "./label-rules";
import type { PassageRange } from "./osis";
import { parseOsisRange } from "./osis";
import { parse, type Punctuation } from "./parsers";

// Citations that name no book: "(1:31)", "(13,23)", "v. 5", "verses 24-25", "chapter 22". A lesson cites its own
// book so, so they are read against the course's book (a ministry course has none: they are left alone), and a
// verse alone against the chapter the lesson cited last, if that was in its book.

export type LessonContext = {
  /** The course's book, or null. */
  book: BookId | null;
  /** The last reference found so far in the lesson, in reading order. */
  last: { book: BookId; chapter: number } | null;
};

export type Relative = { start: number; end: number; range: PassageRange };

// "22:30", "1:15; 2:1, 11, 31; 3:14", "21:1–23:8", not part of a time, a number or a named reference; a colon
// after it is punctuation ("the logic of 10:14-15: people cannot…"). Chinese,
// Japanese and Arabic lessons list with their own commas and semicolons: "(11:3、5)", "(8:24、28、58)", "(10:7، 9)".
// Arabic joins "and" to the number it lists ("2:42-47 و4:32-35") and a one-letter preposition to a number with
// the joining stroke, tatweel ("لـ22:16", "of 22:16"), which no other word does.
const COLON_RUN = /(?<!(?!ـ)[\p{L}\p{N}:.,/])\d{1,3}:\s?\d{1,3}(?:\s?[-–]\s?\d{1,3}(?::\d{1,3})?)?(?:(?:[;,、，；،؛]|\sو)\s?\d{1,3}(?::\d{1,3})?(?:\s?[-–]\s?\d{1,3}(?::\d{1,3})?)?)*(?!\d|:\d)/gu;
// Those separators as the parsers read them, one character for one so the offsets stay; the Arabic "and" joined
// to a number lists it ("المزامير 35 و69 و109": Psalms 35, 69, 109).
export const asEnglishSeparators = (run: string) =>
  run.replace(/[、，،]/g, ",").replace(/[；؛]/g, ";").replace(/(?<=\s)و(?=\d)/g, ",");
// German and Italian write chapter and verse with a comma (Luther, CEI): "(13,23)", "(11,3.5)", "(2,13; 6,4)", and in
// running text "In 5,12-21 Paolo…", "la logica di 10,14-15:", "(13,8-10, citando…)". Outside brackets a comma run may
// also be a number the same languages write so: a decimal with its unit ("13,5 metri", "2,5 Millionen") or a list of
// plain numbers with no space ("1,2,3"); those are left alone (DECIMAL, NUMBER_LIST).
const COMMA_RUN = /(?<![\p{L}\p{N}:.,/])\d{1,3},\d{1,3}(?:[-–.;,]\s?\d{1,3})*(?!\d|,\d)/gu;
const BRACKETED = (text: string, start: number, end: number) => text[start - 1] === "(" && text[end] === ")";
const DECIMAL = /^\s?(?:%|‰|per\s?cento|Prozent|[Mm]ilion|[Mm]iliard|mila\b|Million|Milliard|Tausend|km\b|cm\b|kg\b|metri|Meter|chilometri|Kilometer|chili|litri|Liter|euro|Euro|dollari|Dollar|anni|Jahre|ore|Stunden|volte|mal\b)/u;
const NUMBER_LIST = /^\d+,\d+,\d/;
const isCommaCitation = (slice: string, start: number, run: string) =>
  BRACKETED(slice, start, start + run.length) || (!DECIMAL.test(slice.slice(start + run.length)) && !NUMBER_LIST.test(run));
// "Hebrew 3:1-5", "At 4:8": a capitalised word right before the numbers may be a book name no parser knows.
// Sentence-initial words are capitalised too: "At 4:8", "In 22:30", Portuguese "Os capítulos 11–12", Russian "К 3:6"
// (by 3:6).
const FUNCTION_WORDS = new Set(["At", "By", "In", "See", "Hacia", "Dès", "Até", "Compare", "Cf", "Also", "And", "But", "Then", "As", "From", "Os", "Nos", "Em", "Le", "La", "Les", "En", "Los", "Las", "Il", "Nel", "Im", "Am", "Siehe", "Vgl", "К", "В", "Во", "На", "По", "До", "См"]);
const AFTER_NAME = /(\p{Lu}\p{L}*)\.?\s$/u;
const afterName = (before: string) => {
  const word = AFTER_NAME.exec(before)?.[1];
  return word !== undefined && !FUNCTION_WORDS.has(word);
};

const words = (table: Record<string, string>, languages: string[]) =>
  [...new Set(languages.concat("en"))].map((language) => table[language]).filter(Boolean).join("|");

async function citationRuns(text: string, from: number, to: number, book: BookId, comma: boolean): Promise<Relative[]> {
  const found: Relative[] = [];
  const slice = text.slice(from, to);
  const runs: { m: RegExpExecArray; punctuation: Punctuation }[] = [...slice.matchAll(COLON_RUN)].map((m) => ({ m, punctuation: "us" }));
  if (comma) {
    const citations = [...slice.matchAll(COMMA_RUN)].filter((m) => isCommaCitation(slice, m.index, m[0]));
    runs.push(...citations.map((m) => ({ m, punctuation: "eu" as const })));
  }
  for (const { m, punctuation } of runs) {
    if (afterName(slice.slice(Math.max(0, m.index - 20), m.index))) continue;
    // The parser reads the run as it would "Joel 1:15; 2:1, 11" and keeps its lists and ranges.
    const prefix = `${englishName(book)} `;
    const references = await parse("en", punctuation, prefix + asEnglishSeparators(m[0]));
    // A run whose first citation is no passage of the lesson's book cites another book, whose name was not read
    // ("بإشعياء 53:1 و6:10", Isaiah joined to its preposition): the rest of the run is not the lesson's book either.
    if (references[0]?.start !== 0) continue;
    for (const reference of references) {
      const parsed = parseOsisRange(reference.osis);
      if (!parsed || parsed.book !== book) continue;
      const start = from + m.index + Math.max(0, reference.start - prefix.length);
      const end = from + m.index + reference.end - prefix.length;
      found.push({ start, end, range: withLabelledVerses(parsed, text.slice(start, end)) });
    }
  }
  return found;
}

function wordCitations(text: string, from: number, to: number, context: LessonContext, languages: string[], oneChapter: boolean): Relative[] {
  const book = context.book!;
  const found: Relative[] = [];
  const slice = text.slice(from, to);
  const pattern = (w: string) => new RegExp(`(?<!\\p{L})(?:${w})\\s?(\\d{1,3})(?:\\s?[-–]\\s?(\\d{1,3}))?(?![\\d:,،]|\\s(?:of|in)\\s\\p{Lu})`, "gu");
  for (const m of slice.matchAll(pattern(words(CHAPTER_WORDS, languages)))) {
    if (afterName(slice.slice(Math.max(0, m.index - 20), m.index))) continue;
    const [first, last] = [Number(m[1]), Number(m[2] ?? m[1])];
    found.push({ start: from + m.index, end: from + m.index + m[0].length, range: { book, start: { chapter: first, verse: null }, end: { chapter: last, verse: null } } });
  }
  const chapter = oneChapter ? 1 : context.last?.book === book ? context.last.chapter : null;
  if (chapter !== null) {
    for (const m of slice.matchAll(pattern(words(VERSE_WORDS, languages)))) {
      const [first, last] = [Number(m[1]), Number(m[2] ?? m[1])];
      found.push({ start: from + m.index, end: from + m.index + m[0].length, range: { book, start: { chapter, verse: first }, end: { chapter, verse: last } } });
    }
  }
  return found;
}

/** The citations in text[from, to) that name no book, read against the lesson's book; none in a ministry course. */
export async function relativeCitations(text: string, from: number, to: number, context: LessonContext, languages: string[], chapters: number): Promise<Relative[]> {
  if (!context.book || !/\d/.test(text.slice(from, to))) return [];
  const comma = languages[0] === "de" || languages[0] === "it";
  const runs = await citationRuns(text, from, to, context.book, comma);
  const worded = wordCitations(text, from, to, context, languages, chapters === 1).filter((w) => !runs.some((r) => w.start < r.end && r.start < w.end));
  return [...runs, ...worded].sort((a, b) => a.start - b.start);
}
