// The 66 books of the Protestant canon in order, by OSIS id: the files under texts/ and the parser's output use these.
export const BOOKS = [
  "Gen", "Exod", "Lev", "Num", "Deut", "Josh", "Judg", "Ruth", "1Sam", "2Sam", "1Kgs", "2Kgs", "1Chr", "2Chr", "Ezra",
  "Neh", "Esth", "Job", "Ps", "Prov", "Eccl", "Song", "Isa", "Jer", "Lam", "Ezek", "Dan", "Hos", "Joel", "Amos", "Obad",
  "Jonah", "Mic", "Nah", "Hab", "Zeph", "Hag", "Zech", "Mal", "Matt", "Mark", "Luke", "John", "Acts", "Rom", "1Cor",
  "2Cor", "Gal", "Eph", "Phil", "Col", "1Thess", "2Thess", "1Tim", "2Tim", "Titus", "Phlm", "Heb", "Jas", "1Pet", "2Pet",
  "1John", "2John", "3John", "Jude", "Rev",
] as const;

export type BookId = (typeof BOOKS)[number];

const ORDER = new Map<string, number>(BOOKS.map((book, index) => [book, index]));

export function isBookId(value: string): value is BookId {
  return ORDER.has(value);
}

/** Position in the canon (Genesis 0 … Revelation 65). */
export function bookOrder(book: BookId): number {
  return ORDER.get(book)!;
}
