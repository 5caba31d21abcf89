import bidiFactory from "bidi-js";
import type { FontKey } from "./fonts";

// Splits one line of text into runs that can each be shaped on their own: the same bidi level (Unicode
// Bidirectional Algorithm, UAX #9, by bidi-js), the same script and the same font. Then puts the runs in visual
// order (rule L2). Characters of the Common and Inherited scripts (spaces, digits, punctuation, combining marks)
// join the run around them, as UAX #24 suggests, so "أحمد 12" or "María" stay one run each.

const bidi = bidiFactory();

/** ISO 15924 codes, as HarfBuzz takes them; Zyyy is Common, Zinh Inherited, Zzzz any script not listed here. */
const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ["Latn", /\p{Script=Latin}/u],
  ["Grek", /\p{Script=Greek}/u],
  ["Cyrl", /\p{Script=Cyrillic}/u],
  ["Arab", /\p{Script=Arabic}/u],
  ["Hebr", /\p{Script=Hebrew}/u],
  ["Deva", /\p{Script=Devanagari}/u],
  ["Hani", /\p{Script=Han}/u],
  ["Hira", /\p{Script=Hiragana}/u],
  ["Kana", /\p{Script=Katakana}/u],
  ["Hang", /\p{Script=Hangul}/u],
  ["Bopo", /\p{Script=Bopomofo}/u],
  ["Zinh", /\p{Script=Inherited}/u],
  ["Zyyy", /\p{Script=Common}/u],
];

export function scriptOf(char: string): string {
  for (const [code, pattern] of SCRIPTS) if (pattern.test(char)) return code;
  return "Zzzz";
}

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
// Characters the CJK fonts may be asked for: CJK scripts, their symbols and punctuation, full-width forms.
const CJK_RANGE = /[\u1100-\u11ff\u2e80-\u9fff\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]|[\u{1f200}-\u{1f2ff}\u{20000}-\u{3ffff}]/u;

export type HanFont = "sc" | "jp" | "kr";

/**
 * Which CJK font draws Han characters (the same character has regional forms): Japanese kana in the text, or a
 * Japanese page, mean Japanese; Hangul or a Korean page, Korean; otherwise Simplified Chinese, whose font also
 * has the traditional characters.
 */
export function hanFontFor(text: string, locale: string): HanFont {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return "jp";
  if (/\p{Script=Hangul}/u.test(text)) return "kr";
  if (locale === "ja") return "jp";
  if (locale === "ko") return "kr";
  return "sc";
}

function preferredFonts(script: string, han: HanFont): FontKey[] {
  switch (script) {
    case "Latn":
    case "Grek":
    case "Cyrl":
      return ["latin"];
    case "Arab":
      return ["arabic"];
    case "Hebr":
      return ["hebrew"];
    case "Deva":
      return ["devanagari"];
    case "Hani":
    case "Bopo":
      return [han];
    case "Hira":
    case "Kana":
      return ["jp"];
    case "Hang":
      return ["kr"];
    default:
      return [];
  }
}

/** The font a code point is drawn with, or "hexbox" when no font has it (drawn as a box with its code point). */
export type RunFont = FontKey | "hexbox";

export type Run = {
  /** UTF-16 offsets in the line's text. */
  start: number;
  end: number;
  /** Bidi embedding level: odd is right to left. */
  level: number;
  script: string;
  font: RunFont;
};

export type ItemizeOptions = {
  /** The paragraph direction; "auto" takes it from the first strong character (as HTML's dir="auto"). */
  direction: "ltr" | "rtl" | "auto";
  han: HanFont;
  covers: (font: FontKey, codePoint: number) => boolean;
};

type Char = { start: number; end: number; codePoint: number; script: string; font: RunFont; level: number };

function chooseFont(char: Char, previous: Char | undefined, han: HanFont, covers: ItemizeOptions["covers"]): RunFont {
  const cp = char.codePoint;
  const inherits = previous && previous.font !== "hexbox";
  // Marks and invisible characters go with the character before them: HarfBuzz places the mark on its base,
  // and hides a default-ignorable character (ZWJ, ZWNJ, variation selectors) even when the font lacks it.
  if (inherits && (/\p{Mark}/u.test(String.fromCodePoint(cp)) || DEFAULT_IGNORABLE.test(String.fromCodePoint(cp)))) return previous.font;
  const candidates: FontKey[] = [];
  if (inherits && char.script === previous.script) candidates.push(previous.font as FontKey);
  candidates.push(...preferredFonts(char.script, han));
  candidates.push("latin", "arabic", "hebrew", "devanagari");
  if (CJK_RANGE.test(String.fromCodePoint(cp))) candidates.push(han, "sc", "jp", "kr");
  candidates.push("lastResort");
  for (const font of candidates) if (covers(font, cp)) return font;
  return "hexbox";
}

export type Itemized = { runs: Run[]; direction: "ltr" | "rtl" };

/** The line's runs in logical order, and its paragraph direction. */
export function itemize(text: string, options: ItemizeOptions): Itemized {
  if (!text) return { runs: [], direction: options.direction === "rtl" ? "rtl" : "ltr" };
  const { levels, paragraphs } = bidi.getEmbeddingLevels(text, options.direction === "auto" ? undefined : options.direction);
  const direction = (paragraphs[0]?.level ?? 0) % 2 === 1 ? "rtl" : "ltr";
  const chars: Char[] = [];
  for (let i = 0; i < text.length; ) {
    const codePoint = text.codePointAt(i)!;
    const end = i + (codePoint > 0xffff ? 2 : 1);
    chars.push({ start: i, end, codePoint, script: scriptOf(String.fromCodePoint(codePoint)), font: "hexbox", level: levels[i]! });
    i = end;
  }
  // Common and Inherited characters take the script of the run they are in (the one before, or at the start
  // of the line the first one after).
  let current: string | undefined;
  for (const char of chars) {
    if (char.script === "Zyyy" || char.script === "Zinh") {
      if (current) char.script = current;
    } else current = char.script;
  }
  const firstReal = chars.find((c) => c.script !== "Zyyy" && c.script !== "Zinh")?.script ?? "Zyyy";
  for (const char of chars) {
    if (char.script !== "Zyyy" && char.script !== "Zinh") break;
    char.script = firstReal;
  }
  chars.forEach((char, i) => (char.font = chooseFont(char, chars[i - 1], options.han, options.covers)));

  const runs: Run[] = [];
  for (const char of chars) {
    const last = runs[runs.length - 1];
    if (last && last.font === char.font && last.level === char.level && last.script === char.script && char.font !== "hexbox") last.end = char.end;
    else runs.push({ start: char.start, end: char.end, level: char.level, script: char.script, font: char.font });
  }
  return { runs, direction };
}

/** Rule L2 of UAX #9 on whole runs: from the highest level down to the lowest odd one, reverse each sequence of runs at that level or above. */
export function visualOrder<T extends { level: number }>(runs: readonly T[]): T[] {
  const ordered = [...runs];
  if (ordered.length === 0) return ordered;
  const highest = Math.max(...ordered.map((r) => r.level));
  const lowestOdd = Math.min(...ordered.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < ordered.length; ) {
      if (ordered[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < ordered.length && ordered[j]!.level >= level) j++;
      ordered.splice(i, j - i, ...ordered.slice(i, j).reverse());
      i = j;
    }
  }
  return ordered;
}
