import { createHash } from "node:crypto";

// A translation remembers the English it was made from: Course-, Lesson- and QuestionTranslation.sourceHash hold
// the SHA-256 (hex) of the English source fields when the translation was saved. When today's English hashes
// differently, the translation is outdated: computed on every read, never stored as a flag, so an English edit
// marks every translation of it at once and a save of the translation clears it. A null hash (unknown) is never
// outdated.
//
// The encoding is fixed, because the studio migration (prisma/migrations/20261208090000_studio) computes the
// same hashes in SQL for the translations that already existed, and ./source-hash.int.test.ts checks that both
// agree: the fields in order joined by U+001F, a list's items joined by U+001E, UTF-8, no normalisation.

const FIELD = "\u001f";
const ITEM = "\u001e";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** A course's translated fields in English: its title, description and outcomes ("What you'll learn"). */
export type CourseSource = { title: string; description: string; outcomes: readonly string[] };

/** A lesson's translated fields in English: the live title and sanitised content. */
export type LessonSource = { title: string; content: string };

/** A question's translated fields in English: its text, the explanation (null: none) and its options in order. */
export type QuestionSource = { text: string; explanation: string | null; options: readonly string[] };

export function courseSourceHash({ title, description, outcomes }: CourseSource): string {
  return sha256([title, description, outcomes.join(ITEM)].join(FIELD));
}

export function lessonSourceHash({ title, content }: LessonSource): string {
  return sha256([title, content].join(FIELD));
}

export function questionSourceHash({ text, explanation, options }: QuestionSource): string {
  return sha256([text, explanation ?? "", ...options].join(FIELD));
}

/** Whether a translation saved with `sourceHash` is behind the English that hashes to `currentHash` today. */
export function isOutdated(sourceHash: string | null | undefined, currentHash: string): boolean {
  return sourceHash != null && sourceHash !== currentHash;
}

/** Course.outcomes as stored (JSON): its strings, in order; anything else counts as no outcomes. */
export function outcomeList(json: unknown): string[] {
  return Array.isArray(json) ? json.filter((item): item is string => typeof item === "string") : [];
}
