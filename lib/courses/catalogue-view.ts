import type { CatalogueState } from "./catalogue-route";
import type { TabCounts } from "./catalogue-tabs";
import { sortCourses } from "./refine";
import { searchCatalogue, searchResults, type Searchable } from "./search";
import type { FuzzyFinder, Ranked } from "./search-rank";

export type CatalogueView<T> = { counts: TabCounts; slugs: Set<string>; results: Ranked<T> | null };

/**
 * What the catalogue shows for a search, its filters and order: each tab's count and the matching courses (by
 * slug), and with a term its results across the tabs, ranked (./search-rank.ts) or in the order chosen. The
 * server's for the address (components/course/catalogue-page.tsx), the browser's as the visitor types
 * (components/course/catalogue-live.ts, loaded with the search index).
 */
export function catalogueView<T extends Searchable>(courses: T[], query: Omit<CatalogueState, "tab">, locale: string, fuzzy?: FuzzyFinder): CatalogueView<T> {
  const { counts, slugs } = searchCatalogue(courses, query.q, query);
  const ranked = query.q.trim() ? searchResults(courses, query.q, query, fuzzy) : null;
  return { counts, slugs, results: ranked && { ...ranked, results: sortCourses(ranked.results, query.sort, locale) } };
}
