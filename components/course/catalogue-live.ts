// What the catalogue's browser code loads with the search index, on first use of the search box or a filter
// (./catalogue-filter.tsx), never with the page: the search itself, the order of its results, and what draws
// them (a term's ranked list of cards, a tab left empty, the tabs' counts, the filters' count, 'Clear filters' and
// the pricing tier's chip), which the server draws for the page's own address.
export { catalogueView } from "@/lib/courses/catalogue-view";
export { CatalogueEmpty } from "./catalogue-empty";
export { LiveDefaultSortOption, LiveRefineClear, LiveRefineCount, LiveTierChip } from "./catalogue-live-parts";
export { CatalogueResults } from "./catalogue-results";
export { CatalogueTabsNav } from "./catalogue-tabs-nav";
