import { z } from "zod";

// What a person's name may hold. Any script: a name is letters with their marks (Devanagari's vowel signs,
// Arabic's harakat, Vietnamese tones), one character is a whole surname (王, 李), and real names join their
// words with a space, a hyphen, an apostrophe or a period ("Jean-Luc", "O'Brien", "J. R."). Control and
// format characters (Cc, Cf: bidi overrides and isolates, LRM/RLM, zero-width ones) are refused: they are
// invisible, and U+202E turns the certificate's line around ("\u202eevil" prints as "live").
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
const WORD = String.raw`[\p{L}\p{M}]+`;
const JOINER = String.raw`(?:[\p{Zs}'’\-]|\.\p{Zs}?)`;
const NAME = new RegExp(String.raw`^\p{L}[\p{L}\p{M}]*(?:${JOINER}${WORD})*\.?$`, "u");

export const NAME_MAX = 100;

/** Whether `name` (already trimmed) holds an invisible control or format character. */
export function hasInvisibleCharacters(name: string): boolean {
  return INVISIBLE.test(name);
}

/** Whether `name` (already trimmed) is letters and marks, with spaces, hyphens, apostrophes or periods between words. */
export function isWellFormedName(name: string): boolean {
  return NAME.test(name);
}

/** Unicode's canonical form, and one ordinary space between words, whatever space was typed (U+3000 too). */
export function normaliseName(name: string): string {
  return name.normalize("NFC").trim().replace(/\p{Zs}+/gu, " ");
}

type NameMessages = { required: string; invisible: string; letters: string; max: string };

/** One name part (given or family name), for every form that sets one: sign-up, account settings, admin. */
export function personNamePart(messages: NameMessages) {
  return z
    .string()
    .transform(normaliseName)
    .superRefine((name, context) => {
      // One message per name, the first rule it breaks.
      const message = !name
        ? messages.required
        : name.length > NAME_MAX
          ? messages.max
          : hasInvisibleCharacters(name)
            ? messages.invisible
            : isWellFormedName(name)
              ? null
              : messages.letters;
      if (message) context.addIssue({ code: "custom", message });
    });
}
