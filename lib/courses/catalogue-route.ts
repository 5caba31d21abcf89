import { parseLength, parseLevel, parseSort, type CatalogueSort, type LengthBand, type Level } from "./refine";
import { parseLessonLanguage, parsePrice, parseTerm, type CatalogueTab } from "./catalogue-tabs";

// The catalogue has one static page per tab. A search, a filter (price, lesson language, level, length) or a sort
// order is rendered on request by the search page, reached through a rewrite in proxy.ts: the address stays the
// tab's (/courses/ministry?q=…&level=beginner).
// The old query form (/courses?testament=New) is rewritten to the tab's page too.

/** Path of each tab, without the locale prefix (next-intl's Link and getPathname add it). */
export const TAB_PATHS = {
  Old: "/courses",
  New: "/courses/new-testament",
  Ministry: "/courses/ministry",
} as const satisfies Record<CatalogueTab, string>;

/** The [tab] segment of the tabs under /courses; the Old Testament is /courses itself. */
export const TAB_SLUGS = { New: "new-testament", Ministry: "ministry" } as const;

/** Internal route of a searched or filtered tab (?tab=<slug>&q=&price=), rendered per request. */
export const SEARCH_PATH = "/courses/search";

/**
 * Sent by the search form (a hidden field): "search every tab". The server then answers with a redirect to
 * the tab that has results, the open one when it has some. A tab's link does not send it, so a tab the
 * visitor opens stays open, even with no results.
 */
export const SEARCH_ALL_PARAM = "all";

/**
 * `lang`: only courses whose lessons are all in that language (?lang=ar); `level` (?level=beginner) and `length`
 * (?length=short, lib/courses/refine.ts) likewise; each null: any. `sort`: null is the catalogue's order, or
 * relevance for a search term.
 */
export type CatalogueState = {
  tab: CatalogueTab;
  q: string;
  price: string | null;
  lang: string | null;
  level: Level | null;
  length: LengthBand | null;
  sort: CatalogueSort | null;
};

/** The query parameters a catalogue view is read from, in the order its addresses write them. */
const QUERY_KEYS = ["q", "price", "lang", "level", "length", "sort"] as const;

/** A tab as its static page shows it: no search, no filter, the catalogue's order. */
export function plainTab(tab: CatalogueTab): CatalogueState {
  return { tab, q: "", price: null, lang: null, level: null, length: null, sort: null };
}

type Read = (key: string) => string | string[] | null | undefined;

/** The search, filters and order of an address's query (`read` gives a parameter); unknown values are no choice. */
export function readCatalogueQuery(read: Read): Omit<CatalogueState, "tab"> {
  const first = (key: string) => {
    const value = read(key);
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    q: parseTerm(first("q")),
    price: parsePrice(first("price")),
    lang: parseLessonLanguage(first("lang")),
    level: parseLevel(first("level")),
    length: parseLength(first("length")),
    sort: parseSort(first("sort")),
  };
}

export function tabFromSlug(slug: string | string[] | null | undefined): CatalogueTab | null {
  if (slug === TAB_SLUGS.New) return "New";
  if (slug === TAB_SLUGS.Ministry) return "Ministry";
  return null;
}

/** The tab whose page `path` (without locale prefix) is, or null for any other path. */
export function tabOfPath(path: string): CatalogueTab | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (clean === TAB_PATHS.Old) return "Old";
  return clean.startsWith("/courses/") ? tabFromSlug(clean.slice("/courses/".length)) : null;
}

/** The legacy ?testament=Old|New|Ministry; anything else is no choice. */
function legacyTab(value: string | null): CatalogueTab | null {
  return value === "Old" || value === "New" || value === "Ministry" ? value : null;
}

/** The filters of a catalogue view: what its links and address carry besides the tab. */
export type CatalogueQuery = Pick<CatalogueState, "q" | "price"> & Partial<Pick<CatalogueState, "lang" | "level" | "length" | "sort">>;

/** Query of a catalogue link: the search term, filters and order, those there are. */
export function catalogueQuery(state: CatalogueQuery): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const value = state[key];
    if (value && (key !== "q" || value.trim())) query[key] = value;
  }
  return query;
}

/** Path and query of a catalogue view, for next-intl's Link (`href={catalogueHref(state)}`). */
export function catalogueHref(state: Pick<CatalogueState, "tab"> & CatalogueQuery): { pathname: string; query: Record<string, string> } {
  return { pathname: TAB_PATHS[state.tab], query: catalogueQuery(state) };
}

/** `path?query` of a catalogue view under `base` (the tab's localized path). */
export function withQuery(base: string, state: CatalogueQuery): string {
  const search = new URLSearchParams(catalogueQuery(state)).toString();
  return search ? `${base}?${search}` : base;
}

/**
 * Where proxy.ts rewrites a catalogue request: `locale` and `path` as split from the address, the
 * address's query. Answers the internal path with its locale prefix, or null when the request needs no
 * rewrite (a plain tab page, or not the catalogue at all).
 * - /courses?testament=New → /en/courses/new-testament (the static page of that tab)
 * - /es/courses/ministry?q=lead → /es/courses/search?tab=ministry&q=lead (rendered on request)
 * - /ar/courses/new-testament?lang=ar → /ar/courses/search?tab=new-testament&lang=ar
 * - /courses?level=beginner&sort=title → /en/courses/search?level=beginner&sort=title
 */
export function catalogueRewrite(locale: string, path: string, params: URLSearchParams): string | null {
  const pathTab = tabOfPath(path);
  if (!pathTab) return null;
  const tab = pathTab === "Old" ? (legacyTab(params.get("testament")) ?? "Old") : pathTab;
  const chosen = catalogueQuery(readCatalogueQuery((key) => params.get(key)));
  // Other parameters (a tracking tag, Next's own _rsc) pass through untouched.
  const rest = new URLSearchParams(params);
  for (const key of ["testament", "tab", ...QUERY_KEYS]) rest.delete(key);

  if (Object.keys(chosen).length > 0) {
    const query = new URLSearchParams({ ...(tab !== "Old" && { tab: TAB_SLUGS[tab] }), ...chosen });
    for (const [key, value] of rest) query.append(key, value);
    return `/${locale}${SEARCH_PATH}?${query}`;
  }
  if (tab === pathTab) return null;
  const search = rest.toString();
  return `/${locale}${TAB_PATHS[tab]}${search ? `?${search}` : ""}`;
}
