import { fold, foldedWords } from "@/lib/text/fold";
import type { CourseSummary } from "./types";

// The catalogue's search results, one list across the tabs, ranked as a reader expects: the course whose title
// is the term ('Romans', 'رومية') first, then titles that start with it, then titles holding every word, then
// courses whose description does. A term that finds nothing that way is read as a typo ('genisis'): the titles
// nearest to it (lib/courses/fuzzy.ts, Fuse.js) are the results, and the nearest is offered as 'Did you mean'.
// Titles are the page's language (the catalogue's data is localized), so this holds in every language.

export type SearchText = Pick<CourseSummary, "title" | "description">;

/** Titles near a misspelt term, nearest first (lib/courses/fuzzy.ts). */
export type FuzzyFinder = <T extends SearchText>(courses: readonly T[], term: string) => T[];

export type Ranked<T> = {
  results: T[];
  /** The title to suggest ('Did you mean: Genesis?') when the results are typo matches; else null. */
  suggestion: string | null;
};

// A course's folded title and text, once per course object: the live search runs on every keystroke over the same index.
const folded = new WeakMap<SearchText, { title: string; text: string }>();

function foldedOf(course: SearchText) {
  let entry = folded.get(course);
  if (!entry) {
    entry = { title: fold(course.title).trim(), text: fold(`${course.title}\n${course.description}`) };
    folded.set(course, entry);
  }
  return entry;
}

/** 0: the title is the term; 1: it starts with it; 2: it holds every word; 3: title and description do; null: no match. */
function tier(course: SearchText, phrase: string, words: string[]): number | null {
  const { title } = foldedOf(course);
  if (title === phrase) return 0;
  if (title.startsWith(phrase)) return 1;
  if (words.every((word) => title.includes(word))) return 2;
  if (hasEveryWord(course, words)) return 3;
  return null;
}

/** True when every one of the (folded) words is in the course's title or description: the plain match, no typo. */
export function hasEveryWord(course: SearchText, words: readonly string[]): boolean {
  return words.every((word) => foldedOf(course).text.includes(word));
}

/**
 * `courses` that match `term`, best first (courses of one tier keep their catalogue order). Without `fuzzy`
 * (the browser before Fuse.js has loaded) a misspelt term finds nothing yet.
 */
export function rankCourses<T extends SearchText>(courses: readonly T[], term: string, fuzzy?: FuzzyFinder): Ranked<T> {
  const words = foldedWords(term);
  if (words.length === 0) return { results: [...courses], suggestion: null };
  const phrase = words.join(" ");
  const tiers = new Map<T, number>();
  for (const course of courses) {
    const found = tier(course, phrase, words);
    if (found !== null) tiers.set(course, found);
  }
  if (tiers.size > 0) {
    const results = courses.filter((course) => tiers.has(course)).sort((a, b) => tiers.get(a)! - tiers.get(b)!);
    return { results, suggestion: null };
  }
  const near = fuzzy ? fuzzy(courses, term) : [];
  return { results: near, suggestion: near[0]?.title ?? null };
}
