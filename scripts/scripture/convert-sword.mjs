#!/usr/bin/env node
// Converts the public-domain SWORD modules Debian ships (sword-text-web, sword-text-sparv) into the per-book JSON
// the app serves: lib/scripture/texts/<translation>/<OSIS book>.json = [[verse 1 of chapter 1, …], …], plain text,
// poetry lines joined by "\n". Run once, on a machine with the packages and `diatheke`, and commit the result:
//   npx tsx scripts/scripture/convert-sword.mjs   (tsx: the book list is lib/scripture/books.ts, shared with the app)
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BOOKS } from "../../lib/scripture/books.ts";

const TEXTS = join(dirname(fileURLToPath(import.meta.url)), "../../lib/scripture/texts");

const MODULES = [
  { folder: "web", module: "engWEB2015eb" },
  { folder: "rv1909", module: "spaRV1909eb" },
];

// diatheke prints one verse a line: "<pre-verse markup>Book 3:21: <verse markup>"; "internal" keeps the OSIS
// markup so poetry lines can be told apart (plain output repeats a psalm's title before every verse).
const VERSE_LINE = /^(.*?)(?:^|[\s>])[1-3I]*\s?[A-Z][A-Za-z ]*? (\d+):(\d+): (.*)$/;

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

// Both modules lost the space wherever two tagged words touch ("God</w><w>created", "llamado</w><transChange>á
// ser"): a word or punctuation mark right before a tag and a word right after are two words. Spanish enclitic
// pronouns after a verb form ("haced<transChange>lo") are the one case where the two halves are one word.
const ENCLITIC = /^(?:lo|la|le|los|las|les|me|te|se|nos|os)$/;
const VERB_END = /(?:[aeiií]r|ad|ed|id|ndo|[áéíóú])$/i;

function restoreSpace(_, before, tags, after, offset, whole) {
  const word = /\p{L}+$/u.exec(whole.slice(0, offset + 1))?.[0] ?? "";
  const joined = ENCLITIC.test(after) && VERB_END.test(word);
  return before + (joined ? "" : " ") + tags + after;
}

export function markupToText(markup) {
  const text = markup
    .replace(/<(note|title|speaker)\b[^>]*>[\s\S]*?<\/\1>/g, "") // notes and editorial headings, with their text
    .replace(/<(?:l\b[^>]*\beID=|lb\b|\/item>)[^>]*>/g, "\n") // end of a poetry line, a paragraph break, a list item
    .replace(/([\p{L}\p{N},;:!?.’”])((?:<[^>]+>)+)(\p{L}+)/gu, restoreSpace)
    .replace(/<[^>]+>/g, "") // the rest (words with Strong's numbers, quotes, added words) keeps only its text
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => ENTITIES[name]);
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

export function parseBook(output) {
  // Anything after the book's closing div (the WEB appends its glossary to Revelation 22:21) is not Scripture.
  const chapters = [];
  let previousBefore = null;
  for (const line of output.split("\n")) {
    const match = VERSE_LINE.exec(line);
    if (!match) continue;
    const [, before, chapter, verse, rest] = match;
    const body = rest.split(/<div\b[^>]*\beID="[^"]*"[^>]*type="book"/)[0];
    // A psalm's canonical title (WEB) comes before verse 1 and is shown as its first line, as RV 1909 prints it.
    // diatheke repeats the last title it met before every later verse, also into the next psalms that have none
    // (Psalm 118 got 117's "A Psalm by David."): a psalm's own title comes with markup not seen before it.
    const ownTitle = Number(verse) === 1 && before !== previousBefore;
    const title = ownTitle ? (/<title\b[^>]*type="psalm"[^>]*>([\s\S]*?)<\/title>/.exec(before)?.[1] ?? "") : "";
    previousBefore = before;
    const verses = (chapters[Number(chapter) - 1] ??= []);
    verses[Number(verse) - 1] = [markupToText(title), markupToText(body)].filter(Boolean).join("\n");
  }
  // Verses a translation leaves out stay as empty strings so indexes still match verse numbers.
  return Array.from(chapters, (verses) => Array.from(verses ?? [], (verse) => verse ?? ""));
}

function convert({ folder, module }) {
  mkdirSync(join(TEXTS, folder), { recursive: true });
  let total = 0;
  for (const book of BOOKS) {
    const output = execFileSync("diatheke", ["-b", module, "-f", "internal", "-k", book], { encoding: "utf8", maxBuffer: 64 << 20 });
    const chapters = parseBook(output);
    if (chapters.length === 0) throw new Error(`${module}: no verses for ${book}`);
    total += chapters.reduce((sum, verses) => sum + verses.length, 0);
    writeFileSync(join(TEXTS, folder, `${book}.json`), JSON.stringify(chapters) + "\n");
  }
  console.log(`${module} → ${folder}: ${BOOKS.length} books, ${total} verses`);
}

if (import.meta.url === `file://${process.argv[1]}`) MODULES.forEach(convert);
