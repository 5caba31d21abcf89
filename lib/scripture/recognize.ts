import "server-only";
import { rangeExists, verseCounts } from "./exists";
import { withLabelledVerses } from "./compaction";
import { CHAPTER_WORDS, readLabel, VERSE_WORDS } from "./label-rules";
import { formatOsisRange, parseOsisRange, type PassageRange } from "./osis";
import { hasParser, parse, type Punctuation } from "./parsers";
import { asEnglishSeparators, relativeCitations, type LessonContext } from "./relative";
import { synodalPsalmToEnglish } from "./synodal-psalms";
import { translationFor, type Translation } from "./translations";
import { textWindows } from "./windows";

export type { LessonContext } from "./relative";
export type FoundReference = { start: number; end: number; osis: string };

// German and Italian write "Johannes 3,16"; their lessons also hold English text with "3:16", so both readings
// are tried and each reference gets the one that makes sense (see choose()).
const COMMA_LANGUAGES = new Set(["de", "it"]);
// What may stand between a reference and a bare one continuing it: "3:21–26; 5:1", "3:16, 18", "11,3.5".
// The Arabic "and" is joined to the number it lists: "المزامير 35 و69".
const CONTINUES = /^[\s;,.(]*(?:(?:and|und|et|e|y|и|ed|o|or|oder|ou|compare|cf\.|see|also|और|तथा|या|तुलना करें)\s+)*و?\(?$/;

type Pass = { language: string; punctuation: Punctuation };
/** `misread`: numbers the pass split where the page's language joins them (see commaJoined). */
type Candidate = { start: number; end: number; range: PassageRange; exists: boolean; misread: boolean };
/** A named reference and the bare ones continuing it, as one pass read them. */
type Group = { pass: number; start: number; end: number; refs: Candidate[] };

function passesFor(languages: string[]): Pass[] {
  const passes: Pass[] = [];
  for (const language of new Set(languages.filter(hasParser))) {
    passes.push({ language, punctuation: "us" });
    if (COMMA_LANGUAGES.has(language)) passes.push({ language, punctuation: "eu" });
  }
  return passes;
}

/** The groups one pass reads in text[from, to). */
async function readWindow(text: string, from: number, to: number, pass: Pass, index: number): Promise<Group[]> {
  const groups: Group[] = [];
  let open: Group | null = null;
  // "مرقس 1:1، 14-15", "约翰福音 11:3、5": the parsers know only the Latin comma and semicolon as separators.
  for (const found of await parse(pass.language, pass.punctuation, asEnglishSeparators(text.slice(from, to)))) {
    const [start, end] = [from + found.start, from + found.end];
    let range = parseOsisRange(found.osis);
    const kind = readLabel(text.slice(start, end), pass.language);
    // "3 John 9-15" read as "John 9-15": the book's number was left out.
    const numberLeftOut = kind === "named" && /(?:^|[^\d\s])\s*[1-3]\s?$/.test(text.slice(Math.max(0, start - 4), start));
    if (!range || kind === "rejected" || kind === "number-word" || numberLeftOut) {
      open = null;
      continue;
    }
    range = withLabelledVerses(range, text.slice(start, end));
    if (open && kind !== "named") range = chaptersAfterSemicolon(range, text.slice(open.end, start), text.slice(start, end));
    if (pass.language === "ru" && range.book === "Ps") range = synodalPsalmToEnglish(range);
    const candidate = { start, end, range, exists: false, misread: commaJoined(text, start, end, pass) };
    if (kind === "named") groups.push((open = { pass: index, start, end, refs: [candidate] }));
    else if (open && CONTINUES.test(asEnglishSeparators(text.slice(open.end, start))) && open.refs[0]!.range.book === range.book) {
      open.refs.push(candidate);
      open.end = end;
    } else open = null; // A bare citation on its own: relative.ts reads it against the lesson's book.
  }
  return groups;
}

/**
 * "Psalms 119:1-48; 121; 130", "Leviticus 19:34; 23": a bare number after a semicolon is a chapter, as the lessons
 * write (semicolons part chapters, commas part verses). The parser reads it as a verse of the chapter before
 * ("Ps.119.121"), so it is read again as the whole chapter (or chapters, "; 121-123").
 */
function chaptersAfterSemicolon(range: PassageRange, before: string, label: string): PassageRange {
  const chapters = /^\s*(\d+)(?:\s*[-–]\s*(\d+))?\s*$/.exec(label);
  if (!chapters || !/;\s*\(?$/.test(asEnglishSeparators(before)) || range.start.verse === null) return range;
  const [first, last] = [Number(chapters[1]), Number(chapters[2] ?? chapters[1])];
  return { book: range.book, start: { chapter: first, verse: null }, end: { chapter: last, verse: null } };
}

// "Salmi 73–74; 78,1-8; 80" read with the English punctuation gives Psalm 78 and Psalms 1-8: in a language that
// joins chapter and verse with a comma, numbers so joined are never two references. Such a reading does not count
// as passages that exist, so the comma reading of the same words wins (choose()).
function commaJoined(text: string, start: number, end: number, pass: Pass): boolean {
  if (pass.punctuation !== "us" || !COMMA_LANGUAGES.has(pass.language)) return false;
  return /^,\d/.test(text.slice(end, end + 2)) || /\d,$/.test(text.slice(Math.max(0, start - 2), start));
}

async function markExisting(groups: Group[], translation: Translation): Promise<void> {
  const refs = groups.flatMap((group) => group.refs);
  const counts = await verseCounts(translation, refs.map((ref) => ref.range.book));
  for (const ref of refs) ref.exists = !ref.misread && rangeExists(ref.range, counts);
}

const NUMBER_RUN = /\d+(?:\s?[:,.\-–]\s?\d+)*/g;
// A letter or the vowel sign ending it: Hindi "मत्ती", "रोमियों" end in a mark (\p{M}), not a letter.
const AFTER_WORD = /[\p{L}\p{M}]\.?\s*$/u;
const AFTER_NUMBER_WORD = new RegExp(`(?:${Object.values(CHAPTER_WORDS).concat(Object.values(VERSE_WORDS)).join("|")})\\s*$`, "u");

// A number the English reading left unexplained may still be a reference in the page's language ("Juan 3:16",
// "Johannes 3,16") only if a word stands right before it; "(1:31)", "1440 BC" and "verse 5" are not such.
function needsOtherReadings(text: string, from: number, to: number, english: Group[]): boolean {
  const slice = text.slice(from, to);
  if (/\d,\d/.test(slice)) return true;
  return [...slice.matchAll(NUMBER_RUN)].some(({ 0: run, index }) => {
    const at = from + index;
    if (english.some((group) => group.refs.some((ref) => ref.exists && ref.start <= at && at < ref.end))) return false;
    const before = slice.slice(0, index);
    return Number(/\d+/.exec(run)![0]) <= 150 && AFTER_WORD.test(before) && !AFTER_NUMBER_WORD.test(before);
  });
}

/**
 * Every pass's reading of each stretch of text. Most text on any page is English (untranslated lessons), so the
 * English reading comes first, and where it accounts for every number as a passage that exists (and no "3,16"
 * asks for the comma reading) the others are not needed: reading is the costly part of annotating.
 */
async function readGroups(text: string, passes: Pass[], translation: Translation): Promise<Group[]> {
  const english = passes.findIndex((pass) => pass.language === "en");
  const groups: Group[] = [];
  for (const [from, to] of textWindows(text)) {
    const first = english === -1 ? [] : await readWindow(text, from, to, passes[english]!, english);
    await markExisting(first, translation);
    groups.push(...first);
    if (!needsOtherReadings(text, from, to, first)) continue;
    for (const [index, pass] of passes.entries()) {
      if (index === english) continue;
      const others = await readWindow(text, from, to, pass, index);
      await markExisting(others, translation);
      groups.push(...others);
    }
  }
  return groups;
}

const compare = (x: number[], y: number[]) => {
  const k = x.findIndex((value, i) => value !== y[i]);
  return k === -1 ? 0 : x[k]! - y[k]!;
};

// Where passes read the same words differently, the reading whose passages exist wins, then the one that takes in
// more of the text ("Genesis 12:1-3" whole, not "Genesis 12" and "1-3"), then fewer pieces, then the page's language.
function choose(groups: Group[]): Candidate[] {
  groups.sort((a, b) => a.start - b.start);
  const chosen: Candidate[] = [];
  for (let i = 0; i < groups.length; ) {
    const cluster = [groups[i]!];
    let end = groups[i]!.end;
    for (i++; i < groups.length && groups[i]!.start < end; i++) {
      cluster.push(groups[i]!);
      end = Math.max(end, groups[i]!.end);
    }
    const byPass = new Map<number, Candidate[]>();
    for (const group of cluster) byPass.set(group.pass, [...(byPass.get(group.pass) ?? []), ...group.refs]);
    const score = ([pass, refs]: [number, Candidate[]]) => [
      refs.filter((r) => !r.exists).length,
      -refs.reduce((sum, r) => sum + (r.exists ? r.end - r.start : 0), 0),
      refs.length,
      pass,
    ];
    const [, best] = [...byPass].sort((a, b) => compare(score(a), score(b)))[0]!;
    chosen.push(...best.filter((r) => r.exists));
  }
  return chosen;
}

/**
 * The Bible references in plain `text`, read with the parser of each language given (the page's first), English
 * text included; bare citations ("(1:31)", "v. 5") read against the lesson's book, `context`, which this updates.
 * Only passages that exist in the text the page quotes are kept, each one range within one book.
 */
export async function findReferences(text: string, languages: string[], context: LessonContext = { book: null, last: null }): Promise<FoundReference[]> {
  const translation = translationFor(languages[0] ?? "en");
  const groups = await readGroups(text, passesFor(languages), translation);
  const counts = await verseCounts(translation, [...groups.flatMap((g) => g.refs.map((r) => r.range.book)), ...(context.book ? [context.book] : [])]);

  const found: FoundReference[] = [];
  const keep = ({ start, end, range }: { start: number; end: number; range: PassageRange }) => {
    found.push({ start, end, osis: formatOsisRange(range) });
    context.last = { book: range.book, chapter: range.end.chapter };
  };
  let position = 0;
  for (const ref of [...choose(groups), null]) {
    const to = ref ? ref.start : text.length;
    const chapters = context.book ? counts.get(context.book)!.length : 0;
    for (const bare of await relativeCitations(text, position, to, context, languages, chapters)) {
      if (rangeExists(bare.range, counts)) keep(bare);
    }
    if (!ref) break;
    keep(ref);
    position = ref.end;
  }
  return found;
}
