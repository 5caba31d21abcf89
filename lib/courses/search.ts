import { foldedWords } from "@/lib/text/fold";
import { locales } from "@/lib/i18n/locales";
import { inLengthBand, type LengthBand, type Level } from "./refine";
import { hasEveryWord, rankCourses, type FuzzyFinder, type Ranked, type SearchText } from "./search-rank";
import type { CourseSummary } from "./types";

/** What the catalogue's search, filters and sort orders read of a course (also the client's search index). */
export type Searchable = Pick<CourseSummary, "slug" | "title" | "description" | "price" | "testament" | "category" | "difficulty" | "estimatedHours"> & {
  languages: Pick<CourseSummary["languages"], "lessons">;
};

/** What narrows the catalogue besides a search term; null or absent: no such filter. */
export type CatalogueFilters = { price?: string | null; lang?: string | null; level?: Level | null; length?: LengthBand | null };

/** Longest search term read from a URL; a longer one is cut (nothing in a title or description is longer). */
export const MAX_TERM_LENGTH = 100;

// The catalogue's search (SPEC section 5), tolerant of case, accents and spelling variants (lib/text/fold):
// every word of the term is somewhere in the title or the description (./search-rank.ts ranks those found).
export function matchesSearch(course: SearchText, term: string): boolean {
  return hasEveryWord(course, foldedWords(term));
}

export function filterCourses<T extends SearchText>(courses: T[], term: string): T[] {
  const words = foldedWords(term);
  return words.length === 0 ? courses : courses.filter((course) => hasEveryWord(course, words));
}

export const CATALOGUE_TABS = ["Old", "New", "Ministry"] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];

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

export type TabCounts = Record<CatalogueTab, number>;

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

/**
 * The tab to show a search in: the open one while it has results (or no tab has any), else the first that
 * has some, so a visitor who searches from the wrong tab still lands on the courses found.
 */
export function tabToShow(counts: TabCounts, open: CatalogueTab): CatalogueTab {
  if (counts[open] > 0) return open;
  return CATALOGUE_TABS.find((tab) => counts[tab] > 0) ?? open;
}

/** The pricing tiers of the home page are the catalogue's price bands (SPEC section 9). */
export const PRICE_TIERS = [
  { key: "foundation", price: "19.99" },
  { key: "standard", price: "29.99", popular: true },
  { key: "premium", price: "39.99" },
] as const;

export function parsePrice(value: string | null | undefined): string | null {
  return PRICE_TIERS.find((tier) => tier.price === value)?.price ?? null;
}

/** The search term of a URL parameter: as typed (shown back in the box and the empty-state text), capped. */
export function parseTerm(value: string | string[] | null | undefined): string {
  const term = Array.isArray(value) ? value[0] : value;
  return (term ?? "").slice(0, MAX_TERM_LENGTH);
}

/** A lesson language of a URL parameter: one of the school's languages, else none (every language). */
export function parseLessonLanguage(value: string | string[] | null | undefined): string | null {
  const code = Array.isArray(value) ? value[0] : value;
  return code && (locales as readonly string[]).includes(code) ? code : null;
}
