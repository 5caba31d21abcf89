"use client";

import { useLocale, useTranslations } from "next-intl";
import { useLinkStatus } from "next/link";
import { createContext, use, useEffect, useEffectEvent, useLayoutEffect, useMemo, useOptimistic, useRef, useState, useTransition, type ComponentProps, type ComponentType, type ReactNode } from "react";
import { usePersonalState } from "@/components/personal/personal-state";
import { catalogueHref, catalogueQuery, SEARCH_ALL_PARAM, withQuery, type CatalogueQuery, type CatalogueState } from "@/lib/courses/catalogue-route";
import type { CatalogueView } from "@/lib/courses/catalogue-view";
import type { CatalogueSort } from "@/lib/courses/refine";
import { tabToShow, type CatalogueTab, type TabCounts } from "@/lib/courses/catalogue-tabs";
import type { FuzzyFinder, Ranked } from "@/lib/courses/search-rank";
import type { CourseSummary } from "@/lib/courses/types";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { useBrowserRender } from "./use-browser-render";

// The catalogue's live search. The server renders the open tab's cards, counts and empty state for the
// address's ?q and ?price (a GET form and links, so it all works without JavaScript); with JavaScript, typing
// filters those cards in place: the titles and descriptions of every course (for the other tabs' counts)
// come from the tab's search index, fetched when the search box is first used. A search finds in every tab:
// sending it (Enter, the keyboard's search key) opens the tab that has results when the open one has none,
// on the server (the form's `all` field) or here; while typing, the empty tab links to those that have some.
// A search term shows one list of every tab's matches instead of the tabs, ranked (lib/courses/search-rank.ts):
// the server's for the address's ?q, then the browser's as the visitor types (the index carries each course's
// card; the search code (lib/courses/search.ts) and Fuse.js, for typos, load with it rather than with the page).
// The level and length filters narrow in place like the price and language; a sort order is the server's (the
// open tab's cards come in its order), so choosing one loads the tab in that order (./catalogue-refine.tsx).
// What only a search or a filter shows (a term's results, a tab left empty) is drawn by the server for the
// address, and in the browser by ./catalogue-live.ts, which loads with the index: none of it is in the page's script.
// Nor is this module: it takes over the server's HTML on the visitor's first touch (./catalogue-takeover.tsx), and
// what was done before (a term typed, a filter or an order chosen in the server's form) is applied then.

/** The tab's search index, and the code that searches it and draws what it finds, loaded on first use of the search box. */
type SearchIndex = { courses: CourseSummary[]; live: typeof import("./catalogue-live") };
type Live = CatalogueView<CourseSummary> | null;
/** What narrows the catalogue in the browser, without a round trip to the server. */
type LiveQuery = Pick<CatalogueState, "q" | "price" | "lang" | "level" | "length">;
type Filter = {
  tab: CatalogueTab;
  /** The open tab's localized path: the form's action, and the address the search writes. */
  action: string;
  q: string;
  price: string | null;
  /** The lesson language the catalogue is narrowed to; null: any. */
  lang: string | null;
  /** The search, filters and order as they are now: what every catalogue link carries. */
  filters: Required<CatalogueQuery>;
  counts: TabCounts;
  /** Results computed in the browser, or null while the server's are shown. */
  live: Live;
  /** A search term's ranked results across the tabs (the browser's, else the server's for the same query); null without a term. */
  results: Ranked<CourseSummary> | null;
  /** What draws the browser's results, once loaded with the index; null while the server's are shown. */
  view: SearchIndex["live"] | null;
  setQuery: (patch: Partial<LiveQuery>) => Promise<boolean>;
  /** Loads the open tab in another order (the server's). */
  sortBy: (sort: CatalogueSort | null) => void;
  prepare: () => void;
  /** The search was sent: open the tab with results if the open one has none. */
  showResults: () => void;
  /** A tab is being opened (its page is on the way). */
  opening: boolean;
  setOpening: (opening: boolean) => void;
};

const FilterContext = createContext<Filter | null>(null);

export function useFilter(): Filter {
  const filter = use(FilterContext);
  if (!filter) throw new Error("Catalogue filter components belong inside <CatalogueFilter>");
  return filter;
}


type ProviderProps = {
  state: CatalogueState;
  /** Counts per tab for `state`, as the server rendered them. */
  counts: TabCounts;
  /** The open tab's localized path: the form's action, and the address the search writes. */
  action: string;
  /** The server's ranked results for `state`'s term, or null without one. */
  results?: Ranked<CourseSummary> | null;
  children: ReactNode;
};

export function CatalogueFilter({ state, counts, action, results: serverResults = null, children }: ProviderProps) {
  const locale = useLocale();
  const [query, setQueryState] = useState<LiveQuery>({ q: state.q, price: state.price, lang: state.lang, level: state.level, length: state.length });
  const [index, setIndex] = useState<SearchIndex | null>(null);
  const [fuzzy, setFuzzy] = useState<FuzzyFinder>();
  const [opening, setOpening] = useState(false);
  const [switching, startSwitch] = useTransition();
  // The order chosen, shown while the tab in that order is on its way.
  const [sort, setSort] = useOptimistic(state.sort);
  const router = useRouter();
  const loading = useRef<Promise<SearchIndex | null>>(null);

  // This renders only when its state changes, and every part inside then reads the new value: nothing is memoised
  // but the search itself.
  function load() {
    if (!loading.current) {
      import("@/lib/courses/fuzzy")
        .then(({ fuzzyTitles }) => setFuzzy(() => fuzzyTitles))
        .catch(() => {}); // typos then find nothing in the browser until the address is loaded
    }
    loading.current ??= Promise.all([
      fetch(`/${locale}/courses/search-index.json`)
        .then((response) => (response.ok ? (response.json() as Promise<CourseSummary[]>) : null))
        .catch(() => null),
      import("./catalogue-live").catch(() => null),
    ]).then(([courses, live]) => {
      const found = courses && live && { courses, live };
      if (found) setIndex(found);
      else loading.current = null; // try again on the next keystroke
      return found;
    });
    return loading.current;
  }

  /** Opens `tab` in `order` from the server, keeping the search and filters (`from`). */
  function open(tab: CatalogueTab, order: CatalogueSort | null, from = query) {
    startSwitch(() => {
      setSort(order);
      router.push(catalogueHref({ tab, ...from, sort: order }), { scroll: false });
    });
  }

  // The browser's counts, matches and results once the index has loaded; until then the server's, for its query.
  const live = useMemo<Live>(() => index && index.live.catalogueView(index.courses, { ...query, sort }, locale, fuzzy), [index, query, sort, locale, fuzzy]);
  const sameQuery = (Object.keys(query) as (keyof LiveQuery)[]).every((key) => query[key] === state[key]);
  const value: Filter = {
    tab: state.tab,
    action,
    ...query,
    filters: { ...query, sort },
    counts: live?.counts ?? counts,
    live,
    results: live ? live.results : sameQuery ? serverResults : null,
    view: index?.live ?? null,
    async setQuery(patch) {
      const next = { ...query, ...patch };
      setQueryState(next);
      // The address follows, so the result can be shared and survives a reload (no server round trip).
      window.history.replaceState(null, "", withQuery(action, { ...next, sort }));
      return (await load()) !== null;
    },
    sortBy: (order) => open(state.tab, order),
    prepare: load,
    showResults() {
      // A term shows every tab's results already; the tabs are for browsing without one.
      if (query.q.trim()) return;
      const tab = tabToShow(live?.counts ?? counts, state.tab);
      if (tab !== state.tab) open(tab, sort);
    },
    opening: opening || switching,
    setOpening,
  };

  // The server's fields hold what the visitor did before this code took over: applied once, as if done now.
  const takeOver = useEffectEvent(() => {
    const field = (name: keyof LiveQuery | "sort") => (document.getElementById(`catalogue-${name}`) as HTMLInputElement | HTMLSelectElement | null)?.value;
    const patch: Partial<LiveQuery> = {};
    const typed = field("q");
    if (typed !== undefined && typed !== query.q) patch.q = typed;
    for (const name of ["price", "level", "length"] as const) {
      const chosen = field(name);
      if (chosen !== undefined && (chosen || null) !== query[name]) Object.assign(patch, { [name]: chosen || null });
    }
    const order = field("sort");
    if (order !== undefined && (order || null) !== state.sort) open(state.tab, (order || null) as CatalogueSort | null, { ...query, ...patch });
    else if (Object.keys(patch).length > 0) void value.setQuery(patch);
    else if (document.activeElement?.id === "catalogue-q") void load();
  });
  useLayoutEffect(() => takeOver(), []);
  return <FilterContext value={value}>{children}</FilterContext>;
}

/** The search box: a GET form to the open tab, filtering as the visitor types when JavaScript runs. `icon`: drawn by the server. */
export function CatalogueSearch({ icon }: { icon: ReactNode }) {
  const t = useTranslations("Catalogue");
  const { action, q, filters, live, setQuery, prepare, showResults } = useFilter();
  // Set once this code has taken over the server's form (./catalogue-takeover.tsx).
  const taken = useBrowserRender();
  return (
    <form
      role="search"
      action={action}
      method="get"
      data-live={taken || undefined}
      // Results are already counted here; without the index (offline) the form is sent as without JavaScript.
      onSubmit={(event) => {
        if (!live) return;
        event.preventDefault();
        showResults();
      }}
      className="relative mx-auto max-w-xl"
    >
      {icon}
      {/* components/ui/input.tsx's look, with only the classes a search box uses. */}
      <input
        id="catalogue-q"
        type="search"
        name="q"
        value={q}
        onChange={(event) => void setQuery({ q: event.target.value })}
        onFocus={prepare}
        placeholder={t("searchPlaceholder")}
        aria-label={t("searchLabel")}
        className="flex h-10 w-full rounded-md border border-input bg-background py-2 pe-3 ps-9 text-base ring-offset-background placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:text-sm"
      />
      <QueryFields filters={filters} omit={["q"]} />
      <input type="hidden" name={SEARCH_ALL_PARAM} value="1" />
    </form>
  );
}

/** The search, filters and order a GET form does not ask for, as hidden fields, so sending it keeps them. */
export function QueryFields({ filters, omit }: { filters: CatalogueQuery; omit: (keyof CatalogueQuery)[] }) {
  const kept = Object.entries(catalogueQuery(filters)).filter(([key]) => !(omit as string[]).includes(key));
  return kept.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** What the live search draws once its index has loaded (./catalogue-live-parts.tsx). */
type LiveParts = Pick<SearchIndex["live"], "LiveDefaultSortOption" | "LiveRefineClear" | "LiveRefineCount" | "LiveTierChip">;

/**
 * A part of the filters that changes only with what the search finds (./catalogue-refine-parts.tsx): the server's
 * (`server`) until the index has loaded, then the live search's, drawn with `props`.
 */
export function LivePart<Name extends keyof LiveParts>({ name, server, ...props }: { name: Name; server: ReactNode } & ComponentProps<LiveParts[Name]>) {
  const Part = useFilter().view?.[name] as ComponentType<object> | undefined;
  return Part ? <Part {...props} /> : server;
}

/**
 * The three tabs (./catalogue-tabs-nav.tsx): the server's for the address until the index has loaded, then the
 * browser's, whose counts and links follow the search and filters; none while a term's results are shown.
 */
export function CatalogueTabs({ server }: { server: ReactNode }) {
  const { tab, filters, counts, results, view } = useFilter();
  // A term's results are one list across the tabs.
  if (results) return null;
  return view ? <view.CatalogueTabsNav current={tab} filters={filters} counts={counts} /> : server;
}

/** Inside a tab's link: tells the panel while that tab's page is on the way (not when it was prefetched). */
export function TabStatus() {
  const { pending } = useLinkStatus();
  const { setOpening } = useFilter();
  useEffect(() => {
    if (!pending) return;
    setOpening(true);
    return () => setOpening(false);
  }, [pending, setOpening]);
  return null;
}

type PanelProps = {
  /** Placeholder cards, shown while another tab opens (./catalogue-skeleton.tsx, drawn by the server). */
  skeleton: ReactNode;
  /** The server's results for the address's search term (./catalogue-results.tsx), or null without one. */
  serverResults: ReactNode;
  /** The server's empty state for the address's search and filters (./catalogue-empty.tsx), or null. */
  serverEmpty: ReactNode;
  children: ReactNode;
};

/**
 * The open tab's cards, or 6 placeholder cards while another tab opens (SPEC: loading shows 6), or with a search
 * term its results across the tabs; the results and empty state the server drew until the browser's own are ready.
 */
export function CataloguePanel({ skeleton, serverResults, serverEmpty, children }: PanelProps) {
  const { tab, q, filters, counts, opening, results, view } = useFilter();
  // The signed-in student's enrollments, given by the server with their page, for the cards the live search draws.
  const { enrollments } = usePersonalState();
  let shown: ReactNode;
  if (opening) shown = skeleton;
  else if (results) shown = view ? <view.CatalogueResults q={q} results={results} enrollments={enrollments} /> : serverResults;
  else {
    const empty = view ? counts[tab] === 0 && <view.CatalogueEmpty tab={tab} q={q} filters={filters} counts={counts} /> : serverEmpty;
    shown = (
      <>
        {empty}
        {children}
      </>
    );
  }
  return (
    <div className="mt-6" aria-busy={opening || undefined}>
      {shown}
    </div>
  );
}

/** One card of the open tab: hidden when the search leaves it out. */
export function CatalogueItem({ slug, hidden, children }: { slug: string; hidden?: boolean; children: ReactNode }) {
  const { live } = useFilter();
  return <li hidden={live ? !live.slugs.has(slug) : hidden}>{children}</li>;
}

/** A Ministry subsection (Pastoral, Leadership), shown only while one of its courses is. */
export function CatalogueGroup({ slugs, hidden, labelledBy, children }: { slugs: string[]; hidden?: boolean; labelledBy: string; children: ReactNode }) {
  const { live } = useFilter();
  const isHidden = live ? !slugs.some((slug) => live.slugs.has(slug)) : hidden;
  return (
    <section aria-labelledby={labelledBy} hidden={isHidden}>
      {children}
    </section>
  );
}

type FilterLinkProps = {
  /** What the link changes of the search and filters. */
  patch: Partial<LiveQuery>;
  /** Says, with aria-current, when the catalogue is already narrowed as `patch` would. */
  mark?: boolean;
  className: string;
  "data-testid"?: string;
  children: ReactNode;
};

/**
 * A link to the open tab with `patch` applied to its search and filters (a language, 'All prices', 'Clear filters',
 * 'Did you mean'): applied in place, or, without the search index (offline), that address is loaded.
 */
export function FilterLink({ patch, mark, className, children, ...rest }: FilterLinkProps) {
  const { tab, filters, setQuery } = useFilter();
  const current = mark && (Object.keys(patch) as (keyof LiveQuery)[]).every((key) => filters[key] === patch[key]);
  return (
    <Link
      href={catalogueHref({ tab, ...filters, ...patch })}
      scroll={false}
      prefetch={false}
      aria-current={current ? "true" : undefined}
      onClick={(event) => {
        event.preventDefault();
        const href = event.currentTarget.href;
        void setQuery(patch).then((ok) => ok || window.location.assign(href));
      }}
      className={className}
      {...rest}
    >
      {children}
    </Link>
  );
}
