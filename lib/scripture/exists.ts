import "server-only";
import type { BookId } from "./books";
import type { PassageRange } from "./osis";
import { loadBook } from "./texts";
import type { Translation } from "./translations";

/** Verses per chapter of each book, in the text a page's popovers quote (read once per process, as the popover does). */
export async function verseCounts(translation: Translation, books: Iterable<BookId>): Promise<Map<BookId, number[]>> {
  const list = [...new Set(books)];
  const texts = await Promise.all(list.map((book) => loadBook(translation, book)));
  return new Map(list.map((book, i) => [book, texts[i]!.map((verses) => verses.length)]));
}

/** Whether every chapter and verse the range names is in the text: "Psalm 79:9-17" is not (Psalm 79 has 13 verses). */
export function rangeExists({ book, start, end }: PassageRange, counts: Map<BookId, number[]>): boolean {
  const verses = counts.get(book);
  if (!verses) return false;
  const ok = (p: { chapter: number; verse: number | null }) => p.chapter <= verses.length && (p.verse === null || p.verse <= verses[p.chapter - 1]!);
  return ok(start) && ok(end);
}
