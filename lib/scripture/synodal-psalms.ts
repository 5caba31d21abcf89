import type { PassageRange } from "./osis";

// Russian Bibles number the psalms as the Septuagint does (Synodal): Ps 10–146 are mostly one lower than in the
// English text served here, 9 and 113 each hold two Hebrew psalms, 114+115 and 146+147 split one; and, as in
// Hebrew, a psalm's title is verse 1 (or 1–2), where the English text has it above verse 1. This maps a Synodal
// psalm reference to the English numbering the texts use ("Псалом 79:9-17" is Psalm 80:8-16).

// English psalms whose title the Synodal (and Hebrew) numbering counts as a verse (51, 52, 54 and 60: two).
const TITLE_VERSES = new Map<number, number>([
  ...[3, 4, 5, 6, 7, 8, 9, 12, 13, 18, 19, 20, 21, 22, 30, 31, 34, 36, 38, 39, 40, 41, 42, 44, 45, 46, 47, 48, 49, 53, 55,
    56, 57, 58, 59, 61, 62, 63, 64, 65, 67, 68, 69, 70, 75, 76, 77, 80, 81, 83, 84, 85, 88, 89, 92, 102, 108, 140, 142].map((n) => [n, 1] as const),
  ...[51, 52, 54, 60].map((n) => [n, 2] as const),
]);

type Point = { chapter: number; verse: number | null };

/** Synodal psalm and verse to Hebrew psalm and verse (the same verse numbering, other psalm numbers). */
function toHebrew({ chapter: c, verse: v }: Point, last: boolean): Point {
  if (c <= 8 || c >= 148) return { chapter: c, verse: v };
  if (c === 9) return v === null ? { chapter: last ? 10 : 9, verse: null } : v <= 21 ? { chapter: 9, verse: v } : { chapter: 10, verse: v - 21 };
  if (c <= 112) return { chapter: c + 1, verse: v };
  if (c === 113) return v === null ? { chapter: last ? 115 : 114, verse: null } : v <= 8 ? { chapter: 114, verse: v } : { chapter: 115, verse: v - 8 };
  if (c === 114) return { chapter: 116, verse: v };
  if (c === 115) return { chapter: 116, verse: v === null ? null : v + 9 };
  if (c <= 145) return { chapter: c + 1, verse: v };
  if (c === 146) return { chapter: 147, verse: v };
  return { chapter: 147, verse: v === null ? null : v + 11 };
}

function toEnglish(point: Point, last: boolean): Point {
  const { chapter, verse } = toHebrew(point, last);
  const title = chapter === 10 && point.chapter === 9 ? 0 : (TITLE_VERSES.get(chapter) ?? 0);
  return { chapter, verse: verse === null ? null : Math.max(1, verse - title) };
}

export function synodalPsalmToEnglish(range: PassageRange): PassageRange {
  return { book: range.book, start: toEnglish(range.start, false), end: toEnglish(range.end, true) };
}
