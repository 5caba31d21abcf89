import "server-only";
import { badRequest } from "@/lib/http/errors";
import { formatOsisRange, parseOsisRange, type PassageRange } from "./osis";
import { loadBook } from "./texts";
import { translationFor, type Translation } from "./translations";

// A popover is for reading a passage, not a book: longer ranges are cut and continue on demand.
export const MAX_VERSES = 80;
export const MAX_CHAPTERS = 2;

export type Verse = { chapter: number; verse: number; text: string };

export type Passage = {
  /** The OSIS range asked for. */
  reference: string;
  translation: Translation;
  verses: Verse[];
  /** The rest of the range when it was cut at MAX_VERSES or MAX_CHAPTERS, else null. */
  continuation: string | null;
};

/** The verses of `osis` in the text for `language`; 400 with a readable message when the reference is not a passage. */
export async function getPassage(osis: string, language: string): Promise<Passage> {
  const range = parseOsisRange(osis);
  if (!range) throw badRequest(`"${osis.slice(0, 40)}" is not a Bible reference such as Rom.3.21-Rom.3.26 or Hos.11`);
  const translation = translationFor(language);
  const chapters = await loadBook(translation, range.book);
  const { start, end } = range;
  const lastChapter = chapters.length;
  if (start.chapter > lastChapter) throw badRequest(`${range.book} has ${lastChapter} chapters`);
  const endChapter = Math.min(end.chapter, lastChapter);
  if (start.verse && start.verse > chapters[start.chapter - 1]!.length) {
    throw badRequest(`${range.book} ${start.chapter} has ${chapters[start.chapter - 1]!.length} verses`);
  }

  const verses: Verse[] = [];
  let continuation: PassageRange | null = null;
  for (let chapter = start.chapter; chapter <= endChapter && !continuation; chapter++) {
    const texts = chapters[chapter - 1]!;
    const first = chapter === start.chapter ? (start.verse ?? 1) : 1;
    const last = chapter === end.chapter && end.verse ? Math.min(end.verse, texts.length) : texts.length;
    for (let verse = first; verse <= last; verse++) {
      const chapterCount = chapter - start.chapter + 1;
      if (verses.length === MAX_VERSES || chapterCount > MAX_CHAPTERS) {
        continuation = { book: range.book, start: { chapter, verse: verse === 1 && !end.verse ? null : verse }, end };
        break;
      }
      const text = texts[verse - 1];
      // Verses a translation omits (e.g. Acts 8:37 in the WEB) are empty: skipped, the numbering shows the gap.
      if (text) verses.push({ chapter, verse, text });
    }
  }
  return { reference: formatOsisRange(range), translation, verses, continuation: continuation && formatOsisRange(continuation) };
}
