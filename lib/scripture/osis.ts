import { isBookId, type BookId } from "./books";

/** One passage inside one book: `Rom.3.21-Rom.3.26`, `Gen.12.1`, `Hos.11`, `1Cor.13-1Cor.14`; a missing verse means the whole chapter. */
export type PassageRange = {
  book: BookId;
  start: { chapter: number; verse: number | null };
  end: { chapter: number; verse: number | null };
};

const POINT = /^([1-3]?[A-Z][A-Za-z]+)\.([1-9]\d{0,2})(?:\.([1-9]\d{0,2}))?$/;

function parsePoint(text: string) {
  const match = POINT.exec(text);
  if (!match || !isBookId(match[1]!)) return null;
  return { book: match[1] as BookId, chapter: Number(match[2]), verse: match[3] ? Number(match[3]) : null };
}

/** Parses an OSIS reference to one range within one book; null when it is not one. Existence is checked against the text later. */
export function parseOsisRange(osis: string): PassageRange | null {
  if (osis.length > 40) return null;
  const [first, last, ...rest] = osis.split("-");
  if (rest.length > 0 || !first) return null;
  const start = parsePoint(first);
  const end = last === undefined ? start : parsePoint(last);
  if (!start || !end || start.book !== end.book) return null;
  // A range runs forwards: Rom.3.26-Rom.3.21 is not a passage.
  const startKey = start.chapter * 1000 + (start.verse ?? 0);
  const endKey = end.chapter * 1000 + (end.verse ?? 999);
  if (endKey < startKey) return null;
  return { book: start.book, start: { chapter: start.chapter, verse: start.verse }, end: { chapter: end.chapter, verse: end.verse } };
}

export function formatOsisRange({ book, start, end }: PassageRange): string {
  const point = (p: { chapter: number; verse: number | null }) => `${book}.${p.chapter}${p.verse ? `.${p.verse}` : ""}`;
  const from = point(start);
  const to = point(end);
  return from === to ? from : `${from}-${to}`;
}
