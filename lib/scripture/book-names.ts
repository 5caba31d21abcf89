import { BOOKS, type BookId } from "./books";

// Display names for the "Read first" list: English, and Spanish (the one other language with its own text here).
// Other languages show the English name, marked lang="en" by the caller.
const ENGLISH = [
  "Genesis", "Exodus", "Leviticus", "Numbers", "Deuteronomy", "Joshua", "Judges", "Ruth", "1 Samuel", "2 Samuel",
  "1 Kings", "2 Kings", "1 Chronicles", "2 Chronicles", "Ezra", "Nehemiah", "Esther", "Job", "Psalm", "Proverbs",
  "Ecclesiastes", "Song of Songs", "Isaiah", "Jeremiah", "Lamentations", "Ezekiel", "Daniel", "Hosea", "Joel", "Amos",
  "Obadiah", "Jonah", "Micah", "Nahum", "Habakkuk", "Zephaniah", "Haggai", "Zechariah", "Malachi", "Matthew", "Mark",
  "Luke", "John", "Acts", "Romans", "1 Corinthians", "2 Corinthians", "Galatians", "Ephesians", "Philippians",
  "Colossians", "1 Thessalonians", "2 Thessalonians", "1 Timothy", "2 Timothy", "Titus", "Philemon", "Hebrews", "James",
  "1 Peter", "2 Peter", "1 John", "2 John", "3 John", "Jude", "Revelation",
];

const SPANISH = [
  "Génesis", "Éxodo", "Levítico", "Números", "Deuteronomio", "Josué", "Jueces", "Rut", "1 Samuel", "2 Samuel",
  "1 Reyes", "2 Reyes", "1 Crónicas", "2 Crónicas", "Esdras", "Nehemías", "Ester", "Job", "Salmo", "Proverbios",
  "Eclesiastés", "Cantares", "Isaías", "Jeremías", "Lamentaciones", "Ezequiel", "Daniel", "Oseas", "Joel", "Amós",
  "Abdías", "Jonás", "Miqueas", "Nahúm", "Habacuc", "Sofonías", "Hageo", "Zacarías", "Malaquías", "Mateo", "Marcos",
  "Lucas", "Juan", "Hechos", "Romanos", "1 Corintios", "2 Corintios", "Gálatas", "Efesios", "Filipenses", "Colosenses",
  "1 Tesalonicenses", "2 Tesalonicenses", "1 Timoteo", "2 Timoteo", "Tito", "Filemón", "Hebreos", "Santiago", "1 Pedro",
  "2 Pedro", "1 Juan", "2 Juan", "3 Juan", "Judas", "Apocalipsis",
];

const NAMES: Record<string, string[]> = { en: ENGLISH, es: SPANISH };

/** "Romans 3" (or "Romanos 3"), with the language the name is written in. */
export function chapterLabel(osisChapter: string, language: string): { text: string; lang: string } {
  const [book, chapter] = osisChapter.split(".") as [BookId, string];
  const lang = NAMES[language] ? language : "en";
  return { text: `${NAMES[lang]![BOOKS.indexOf(book)]} ${chapter}`, lang };
}

const ENGLISH_BOOKS = new Map<string, BookId>(ENGLISH.map((name, index) => [name, BOOKS[index]!]));
ENGLISH_BOOKS.set("Psalms", "Ps");

/** The book an English name stands for ("Psalms" as well as "Psalm"), or undefined. */
export function bookOfEnglishName(name: string): BookId | undefined {
  return ENGLISH_BOOKS.get(name.trim());
}

/** The English name of a book, as the English parser reads it. */
export function englishName(book: BookId): string {
  return ENGLISH[BOOKS.indexOf(book)]!;
}
