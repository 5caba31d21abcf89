import Fuse from "fuse.js";
import { fold } from "@/lib/text/fold";
import type { FuzzyFinder, SearchText } from "./search-rank";

// Typos in a search ('genisis', 'romams'): the titles within about two letters of the term, nearest first,
// found by Fuse.js (approximate matching anywhere in the title). Folded as the plain search is (lib/text/fold),
// so accents and letter variants are no typos. Loaded by the server's search and, on first use of the search
// box, by the browser's, never with the page itself.

// 0 is an exact match, 1 anything: 0.4 lets 'genisis' find 'Genesis' (one letter in seven) and 'levitcus'
// 'Leviticus', but not 'romans' find 'Amos'.
const THRESHOLD = 0.4;
const MAX_SUGGESTIONS = 5;

export const fuzzyTitles: FuzzyFinder = <T extends SearchText>(courses: readonly T[], term: string): T[] => {
  const pattern = fold(term).trim();
  if (!pattern) return [];
  // A few dozen titles: indexed afresh for each search (the courses differ with the price band and language).
  const fuse = new Fuse(
    courses.map((course) => ({ course, title: fold(course.title) })),
    { keys: ["title"], threshold: THRESHOLD, ignoreLocation: true },
  );
  return fuse.search(pattern, { limit: MAX_SUGGESTIONS }).map((result) => result.item.course);
};
