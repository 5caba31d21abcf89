// What the words of a found reference say about it, before its numbers: a book's name ("Romans 3:21"), nothing
// ("5:1" continuing "Romans 3:21; 5:1"), a chapter or verse word ("chapter 22", "v. 5": read against the lesson's
// own book, see relative.ts), or something the parser took for a book that a reader would not.

export type LabelKind = "named" | "bare" | "number-word" | "rejected";

// Chapter and verse words of the languages whose lessons use them; the English ones also serve English text
// shown on another language's page.
export const CHAPTER_WORDS: Record<string, string> = {
  en: "[Cc]hapters?|ch\\.",
  de: "Kapitel|Kap\\.",
  fr: "[Cc]hapitres?",
  es: "[Cc]ap[íi]tulos?",
  pt: "[Cc]ap[íi]tulos?",
  it: "[Cc]apitol[oi]",
  ru: "[Гг]лав[аеуы]",
  hi: "अध्याय(?:ों)?",
};
export const VERSE_WORDS: Record<string, string> = {
  en: "vv?\\.|[Vv]erses?",
  de: "V\\.|vv?\\.|Vers(?:e|en)?",
  fr: "vv?\\.|versets?",
  es: "vv?\\.|vers[íi]culos?",
  pt: "vv?\\.|vers[íi]culos?",
  it: "vv?\\.|versett[oi]",
  ru: "ст\\.|стих(?:и|а|ах|ов)?",
  hi: "पद(?:ों)?",
  // With a joined preposition or "and": "بالآية 6" (in verse 6).
  ar: "[بلوف]?(?:الآيات|الآيتين|الآيتان|الآية)",
};
const ALL_NUMBER_WORDS = new RegExp(`(?:^|\\s)(?:${[...Object.values(CHAPTER_WORDS), ...Object.values(VERSE_WORDS)].join("|")})\\s*$`, "u");

// Capitalised words a language's parser takes for a book but that lessons use as ordinary words: Portuguese "Os"
// (the) and "At", French "Le", Italian "At"/"Is", German "Am"/"Rich"/"Job" (Hiob is the book), English "Son" and
// "Hebrew" ("Hebrew 3:1-5" is Joel's Hebrew verse numbering, not the letter to the Hebrews).
const FALSE_FRIENDS: Record<string, Set<string>> = {
  en: new Set(["Son", "Hebrew", "Is", "Am", "Levi"]),
  de: new Set(["Am", "Rich", "Job", "Hebrew"]),
  es: new Set(["Os", "Am"]),
  fr: new Set(["Le", "Os", "Am"]),
  it: new Set(["At", "Is", "Os"]),
  pt: new Set(["Os", "At", "Am", "Is"]),
};

export function readLabel(label: string, language: string): LabelKind {
  // "Johannes 20,30-31; Johannes 21" (comma read as a list): one passage is never written across a ";".
  if (label.includes(";")) return "rejected";
  const lead = /^((?:[1-3]\s?(?=\p{L}))?[^\d]*)/u.exec(label)![1]!;
  if (!/\p{L}/u.test(lead)) return "bare";
  const name = lead.replace(ALL_NUMBER_WORDS, "").trim();
  if (!name) return "number-word";
  // "Kings (21:1–23:8)", "Genesis, chapter 1": the name belongs to the sentence, the numbers to the lesson's book.
  if (/[(,（]/.test(name)) return "rejected";
  const words = name.split(/\s+/);
  if (FALSE_FRIENDS[language]?.has(words[0]!.replace(/\.$/, ""))) return "rejected";
  // "2 John and 3": a name does not end in a lower-case word.
  if (/^[\p{Ll}]/u.test(words[words.length - 1]!) && /[a-zа-я]/.test(words[words.length - 1]!)) return "rejected";
  return "named";
}
