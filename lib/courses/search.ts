import { foldedWords } from "@/lib/text/fold";
import { inLengthBand, type LengthBand, type Level } from "./refine";
import { hasEveryWord, rankCourses, type FuzzyFinder, type Ranked, type SearchText } from "./search-rank";
import { type CatalogueTab, type TabCounts } from "./catalogue-tabs";
import type { CourseSummary } from "./types";

// The tabs, price tiers and address parsing live in ./catalogue-tabs.ts, which the catalogue's page loads; this
// module, the search itself, is loaded by the browser with the search index, on first use of the search box.
export { CATALOGUE_TABS, MAX_TERM_LENGTH, PRICE_TIERS, parseLessonLanguage, parsePrice, parseTerm, tabToShow, type CatalogueTab, type TabCounts } from "./catalogue-tabs";

/** What the catalogue's search, filters and sort orders read of a course (also the client's search index). */
export type Searchable = Pick<CourseSummary, "slug" | "title" | "description" | "price" | "testament" | "category" | "difficulty" | "estimatedHours"> & {
  languages: Pick<CourseSummary["languages"], "lessons">;
};

/** What narrows the catalogue besides a search term; null or absent: no such filter. */
export type CatalogueFilters = { price?: string | null; lang?: string | null; level?: Level | null; length?: LengthBand | null };

// The catalogue's search (SPEC section 5), tolerant of case, accents and spelling variants (lib/text/fold):
// every word of the term is somewhere in the title or the description (./search-rank.ts ranks those found).
export function matchesSearch(course: SearchText, term: string): boolean {
  return hasEveryWord(course, foldedWords(term));
}

export function filterCourses<T extends SearchText>(courses: T[], term: string): T[] {
  const words = foldedWords(term);
  return words.length === 0 ? courses : courses.filter((course) => hasEveryWord(course, words));
}

export function parseTab(value: string | null | undefined): CatalogueTab {
  return value === "New" || value === "Ministry" ? value : "Old";
}

/** The tab a course is listed under, or null for a course in none of them. */
export function tabOf(course: Pick<CourseSummary, "testament" | "category">): CatalogueTab | null {
  if (course.testament) return course.testament;
  return course.category ? "Ministry" : null;
}

/** The courses of a price band, a lesson language, a level and a length band (each null: any). */
function narrow<T extends Searchable>(courses: T[], { price, lang, level, length }: CatalogueFilters): T[] {
  return courses.filter(
    (c) =>
      (!price || Number(c.price) === Number(price)) &&
      // A lesson language keeps the courses whose every lesson is in it (lib/courses/language-coverage.ts).
      (!lang || c.languages.lessons.includes(lang)) &&
      (!level || c.difficulty === level) &&
      (!length || inLengthBand(c.estimatedHours, length)),
  );
}

/** The catalogue's three tabs after the search: Old and New Testament, and Ministry split in two. */
export function groupForTabs<T extends Searchable>(courses: T[], term: string, filters: CatalogueFilters = {}) {
  const found = filterCourses(narrow(courses, filters), term);
  const pastoral = found.filter((c) => c.category === "pastoral");
  const leadership = found.filter((c) => c.category === "leadership");
  return {
    Old: found.filter((c) => c.testament === "Old"),
    New: found.filter((c) => c.testament === "New"),
    Ministry: { pastoral, leadership, count: pastoral.length + leadership.length },
  };
}

/** How many courses each tab lists for a search and filters, and which ones (by slug). */
export function searchCatalogue(courses: Searchable[], term: string, filters: CatalogueFilters = {}): { counts: TabCounts; slugs: Set<string> } {
  const groups = groupForTabs(courses, term, filters);
  const listed = [...groups.Old, ...groups.New, ...groups.Ministry.pastoral, ...groups.Ministry.leadership];
  return {
    counts: { Old: groups.Old.length, New: groups.New.length, Ministry: groups.Ministry.count },
    slugs: new Set(listed.map((course) => course.slug)),
  };
}

/** A search's results across the tabs, best first, within the filters (./search-rank.ts). */
export function searchResults<T extends Searchable>(courses: T[], term: string, filters: CatalogueFilters, fuzzy?: FuzzyFinder): Ranked<T> {
  return rankCourses(narrow(courses, filters).filter((course) => tabOf(course) !== null), term, fuzzy);
}
