import type { PassageRange } from "./osis";

// The parser writes a whole chapter as "Rev.12" whenever the verses typed span what its own versification holds,
// so "Revelation 12:1-17" would open all 18 verses of the World English Bible's Revelation 12. The verses the
// label names are put back.
const VERSE_TAIL = /(\d+)\s?[:,]\s?(\d+)(?:\s?[-–]\s?(?:(\d+)\s?[:,]\s?)?(\d+))?\s*$/;
// Books of one chapter are cited by verse alone: "3 John 1-15".
const ONE_CHAPTER = new Set(["Obad", "Phlm", "2John", "3John", "Jude"]);
const VERSES_ONLY = /(\d+)\s?[-–]\s?(\d+)\s*$/;

export function withLabelledVerses(range: PassageRange, label: string): PassageRange {
  if (range.start.verse !== null || range.end.verse !== null) return range;
  const match = VERSE_TAIL.exec(label);
  if (!match) {
    const verses = ONE_CHAPTER.has(range.book) ? VERSES_ONLY.exec(label) : null;
    if (!verses) return range;
    const [first, last] = [Number(verses[1]), Number(verses[2])];
    return { book: range.book, start: { chapter: 1, verse: first }, end: { chapter: 1, verse: last } };
  }
  const [, c1, v1, c2, v2] = match.map(Number) as [number, number, number, number, number];
  const endChapter = Number.isNaN(c2) ? c1 : c2;
  if (c1 !== range.start.chapter || endChapter !== range.end.chapter) return range;
  return { book: range.book, start: { chapter: c1, verse: v1 }, end: { chapter: endChapter, verse: Number.isNaN(v2) ? v1 : v2 } };
}
