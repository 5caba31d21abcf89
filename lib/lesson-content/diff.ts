import { diffWords } from "diff";
import type { LessonDocument } from "./document";
import { documentText } from "./text";

// What changed between two revisions, word by word, for the revision history: runs of unchanged, removed and
// added text in reading order (a replaced phrase is its removed run, then its added run). It compares the
// documents' words (text.ts), never their HTML, so a diff shows no markup and can carry none.
// Words are found by Intl.Segmenter in the lesson's language, so Chinese and Japanese, written without spaces,
// are compared by word too, not as one long "word" per sentence.

export type DiffSegment = { kind: "same" | "added" | "removed"; text: string };

/** Beyond this edit distance (in words) or time, the history shows the two texts whole instead of a diff. */
const MAX_EDIT_WORDS = 20_000;
const TIMEOUT_MS = 2_000;

const whole = (before: string, after: string): DiffSegment[] =>
  [
    { kind: "removed" as const, text: before },
    { kind: "added" as const, text: after },
  ].filter((segment) => segment.text.length > 0);

export function diffText(before: string, after: string, language = "en"): DiffSegment[] {
  if (before === after) return before ? [{ kind: "same", text: before }] : [];
  const intlSegmenter = new Intl.Segmenter(language, { granularity: "word" });
  const changes = diffWords(before, after, { intlSegmenter, maxEditLength: MAX_EDIT_WORDS, timeout: TIMEOUT_MS });
  if (!changes) return whole(before, after);
  const segments: DiffSegment[] = [];
  for (const change of changes) {
    if (!change.value) continue;
    const kind = change.added ? "added" : change.removed ? "removed" : "same";
    const last = segments.at(-1);
    if (last?.kind === kind) last.text += change.value;
    else segments.push({ kind, text: change.value });
  }
  return segments;
}

/** The word diff of two revisions' documents, in the lesson's language (a BCP 47 code: "en", "ar", "zh"). */
export function diffDocuments(before: LessonDocument, after: LessonDocument, language = "en"): DiffSegment[] {
  return diffText(documentText(before), documentText(after), language);
}
