import type { BookId } from "../books";
import { parseOsisRange, type PassageRange } from "../osis";
import { bookNamed } from "./names";

// A reader's check of the Scripture buttons in one annotated lesson, written apart from the annotation code so it
// can judge any version of it: each button must open a passage that exists in the text served for the page's
// language, of the book its label names (or, for a bare "(1:31)", "v. 5", "chapter 22", the lesson's own book or
// the book of the reference it continues: "Romans 3:21; 5:1"), and a reference must not be cut in two
// ("Genesis 12" and "1-3" for "Genesis 12:1-3").

export type Problem = "not one passage" | "no such passage" | "cut in two" | "wrong book" | "other numbers";
export type Finding = { label: string; osis: string; problem: Problem };
/** Verses per chapter of a book in the text the page's language is served. */
export type VerseCounts = (book: BookId) => number[];

const BUTTON = /<button type="button" class="scripture-ref" data-scripture-ref="([^"]*)"[^>]*>([^<]*)<\/button>/g;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };
const plain = (html: string, tag = "") => html.replace(/<[^>]*>/g, tag).replace(/&(?:amp|lt|gt|quot);/g, (e) => ENTITIES[e]!);

// Words that introduce a chapter or verse number rather than name a book, in the twelve languages' lessons.
const NUMBER_WORD = /(?:^|[\s(])(?:[Cc]hapters?|ch\.|Kapitel|Kap\.|[Cc]hapitres?|[Cc]ap[íi]tulos?|[Cc]apitol[oi]|[Гг]лав[аыеу]|[Vv]erses?|vv?\.|V\.|Vers[e]?|versets?|vers[íi]culos?|versett[oi]|стих(?:и|а|ах|ов)?|ст\.|अध्याय(?:ों)?|पद(?:ों)?|[بلوف]?(?:الآيات|الآيتين|الآيتان|الآية))\s*$/u;
// What may stand between a reference and the next one that continues it: "3:21; 5:1", "3:16, 18", "11,3.5", "(v. 5)",
// with the Arabic and CJK commas and semicolons too ("12:12، 25", "29:16؛ 45:9", "11:3、5") and the Arabic "and"
// joined to the number ("المزامير 35 و69").
const CONTINUES = /^[\s;,.(،؛、；，]*(?:(?:and|und|et|e|y|и|ed|o|or|oder|ou|compare|cf\.|see|also|और|तथा|या|तुलना करें)\s+)*و?\(?$/;

function head(label: string): { name: string; numberWord: boolean } {
  const lead = /^((?:[1-3]\s?(?=\p{L}))?[^\d]*)/u.exec(label)![1]!;
  const numberWord = NUMBER_WORD.test(lead);
  const name = lead.replace(NUMBER_WORD, "").replace(/[\s,.(（]+$/u, "").trim();
  return { name, numberWord };
}

function exists({ book, start, end }: PassageRange, counts: VerseCounts): boolean {
  const verses = counts(book);
  const ok = (p: { chapter: number; verse: number | null }) => p.chapter <= verses.length && (p.verse === null || p.verse <= verses[p.chapter - 1]!);
  return ok(start) && ok(end);
}

// A whole chapter is written "Titus.1" whether the label says "Titus 1" or "Titus 1:1-16".
function endsAsLabelled(label: string, { book, end }: PassageRange, counts: VerseCounts): boolean {
  const last = Number(/(\d+)\D*$/.exec(label)?.[1]);
  return last === end.chapter || last === (end.verse ?? counts(book)[end.chapter - 1]);
}

export function checkPopovers(html: string, options: { language: string; lessonBook: BookId | null; counts: VerseCounts }): { buttons: number; findings: Finding[] } {
  const findings: Finding[] = [];
  const matches = [...html.matchAll(BUTTON)];
  let previous: { end: number; label: string; book: BookId | null } | null = null;
  for (const match of matches) {
    const [whole, osis, rawLabel] = match as unknown as [string, string, string];
    const label = plain(rawLabel);
    const start = match.index;
    const end = start + whole.length;
    const range = parseOsisRange(osis);
    const found = (problem: Problem) => findings.push({ label, osis, problem });
    const before = plain(html.slice(previous?.end ?? 0, start));
    // Text around the button as read: a tag (a new paragraph, say) separates what is on either side of it.
    const after = plain(html.slice(end, end + 300), " ");
    const preceding = plain(html.slice(Math.max(0, start - 300), start), " ");
    const hasVerse = (text: string) => /\d\s?[:,]\s?\d/.test(text);
    // "Johannes 20,30-31; Johannes 21" as one button: two references read as one passage.
    if (!range || label.includes(";")) found("not one passage");
    else if (!exists(range, options.counts)) found("no such passage");
    else if (
      // "Genesis 12" + ":1-3", "Giovanni 3" + ",16", or the other way round: one reference read as two.
      (/^[:,.]\d/.test(after) && !hasVerse(label)) ||
      (/\d[:,.]$/.test(preceding) && !(previous && before.length === 1 && hasVerse(previous.label))) ||
      // "1 John 2:18" read as "John 2:18".
      (/(?:^|[^\d\s])\s*[1-3]\s?$/.test(preceding) && /^\p{L}/u.test(label))
    ) {
      found("cut in two");
    } else {
      const { name, numberWord } = head(label);
      const continues = previous !== null && !numberWord && CONTINUES.test(before) && previous.book === range.book;
      const book = name ? bookNamed(name, options.language) : continues ? range.book : options.lessonBook;
      if (book !== range.book) found("wrong book");
      // The passage ends where the label does ("John 2:18-27" is not John 2:18-25), except a Russian psalm, whose
      // Synodal numbers are mapped to the text's.
      else if (!(options.language === "ru" && range.book === "Ps") && !endsAsLabelled(label, range, options.counts)) found("other numbers");
    }
    previous = { end, label, book: range?.book ?? null };
  }
  return { buttons: matches.length, findings };
}

/** Chapter:verse citations ("1:31", "(13,23)") the reader sees with no button: the text outside buttons. */
export function unlinkedCitations(html: string, language: string): number {
  const outside = plain(html.replace(BUTTON, " "));
  const comma = language === "de" || language === "it";
  return (outside.match(comma ? /(?<![\d:,.])\d{1,3}[:,]\s?\d{1,3}(?![\d:]|,\d)/g : /(?<![\d:])\d{1,3}:\s?\d{1,3}(?![\d:])/g) ?? []).length;
}
