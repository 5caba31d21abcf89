import "server-only";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { BookId } from "./books";
import type { Translation } from "./translations";

type BookText = string[][];

// The texts never change while a server runs, so each book is read from disk once per process (same on every server).
const loaded = new Map<string, Promise<BookText>>();

/** A book as `[chapter index][verse index]`; files are read at run time, outside the bundle (texts/ is ~8 MB). */
export function loadBook(translation: Translation, book: BookId): Promise<BookText> {
  const key = `${translation.id}/${book}`;
  let text = loaded.get(key);
  if (!text) {
    const file = join(process.cwd(), "lib", "scripture", "texts", translation.id, `${book}.json`);
    text = readFile(file, "utf8").then((json) => JSON.parse(json) as BookText);
    text.catch(() => loaded.delete(key));
    loaded.set(key, text);
  }
  return text;
}
