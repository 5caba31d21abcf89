import "server-only";
import { courseChanges, lessonChanges, questionChanges, type FieldChange } from "./english-changes";
import { courseSourceHash, isOutdated, lessonSourceHash, questionSourceHash, type CourseSource, type LessonSource, type QuestionSource } from "./source-hash";
import { readCourseSource, readLessonSource, readQuestionSource } from "./source-text";

// A translation is outdated when the English it was saved from (its sourceHash) is not today's English
// (lib/translations/source-hash.ts; an unknown hash never is). The translations screen shows the mark with what
// changed; readers of the translation see a notice with the date.

/** The mark on an outdated translation: when the English last changed, and what changed (null: not known). */
export type OutdatedMark = { changedAt: string; changes: FieldChange[] | null };

/** What a translation row keeps of its English: the hash and the text (both null before they were kept). */
export type SavedSource = { sourceHash: string | null; sourceText: unknown };

function mark<S>(saved: SavedSource, english: S, hash: (source: S) => string, read: (json: unknown) => S | null, diff: (before: S, after: S) => FieldChange[], changedAt: Date): OutdatedMark | null {
  if (!isOutdated(saved.sourceHash, hash(english))) return null;
  const before = read(saved.sourceText);
  // A kept text that hashes to the kept hash is the English the translation was made from; anything else is not known.
  const known = before && hash(before) === saved.sourceHash ? before : null;
  return { changedAt: changedAt.toISOString(), changes: known ? diff(known, english) : null };
}

export const courseOutdated = (saved: SavedSource, english: CourseSource, changedAt: Date) => mark(saved, english, courseSourceHash, readCourseSource, courseChanges, changedAt);
export const lessonOutdated = (saved: SavedSource, english: LessonSource, changedAt: Date) => mark(saved, english, lessonSourceHash, readLessonSource, lessonChanges, changedAt);
export const questionOutdated = (saved: SavedSource, english: QuestionSource, changedAt: Date) =>
  mark(saved, english, questionSourceHash, readQuestionSource, questionChanges, changedAt);
