"use client";

import { useTranslations } from "next-intl";
import type { ChangeEvent, ReactNode } from "react";
import { withQuery } from "@/lib/courses/catalogue-route";
import type { CatalogueSort } from "@/lib/courses/refine";
import { FilterLink, QueryFields, useFilter } from "./catalogue-filter";

// The parts of the filters and sort (./catalogue-refine.tsx) that follow the visitor's choices; the server draws
// the rest (labels, options, the button sent without JavaScript).

type Name = "price" | "level" | "length" | "sort";

/**
 * A native select showing the choice made: a filter narrows the cards in place (without the search index,
 * offline, the address with it is loaded instead); the order loads the tab in that order from the server.
 */
export function RefineSelect({ id, name, children }: { id: string; name: Name; children: ReactNode }) {
  const { action, filters, setQuery, sortBy } = useFilter();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value || null;
    // The options are the server's own (lib/courses/refine.ts), and it reads the address through the same list.
    if (name === "sort") return sortBy(value as CatalogueSort | null);
    const href = withQuery(action, { ...filters, [name]: value });
    void setQuery({ [name]: value }).then((ok) => ok || window.location.assign(href));
  };
  return (
    <select
      id={id}
      name={name}
      value={filters[name] ?? ""}
      onChange={onChange}
      className="h-11 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-background py-1 pe-8 ps-3 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </select>
  );
}

/** The sort's first choice: relevance with a search term, else the catalogue's own order. */
export function DefaultSortOption() {
  const t = useTranslations("Catalogue");
  const { q } = useFilter();
  return <option value="">{q.trim() ? t("refine.sortRelevance") : t("refine.sortDefault")}</option>;
}

/** 'N courses': how many the search and filters leave. */
export function RefineCount() {
  const t = useTranslations("Catalogue");
  const { tab, counts, results } = useFilter();
  const count = results ? results.results.length : counts[tab];
  return (
    <span className="ms-auto font-normal text-muted-foreground" aria-live="polite" data-testid="catalogue-count">
      {t("refine.count", { count })}
    </span>
  );
}

/** The GET form to the open tab, keeping the search term and language; 'Clear filters' while one is chosen. */
export function RefineForm({ children }: { children: ReactNode }) {
  const t = useTranslations("Catalogue");
  const { action, filters } = useFilter();
  const filtered = Boolean(filters.price || filters.lang || filters.level || filters.length);
  return (
    <form method="get" action={action} className="mt-3">
      {children}
      <QueryFields filters={filters} omit={["price", "level", "length", "sort"]} />
      {filtered && (
        <p className="mt-1 text-center text-sm">
          <FilterLink
            patch={{ price: null, lang: null, level: null, length: null }}
            className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t("refine.clear")}
          </FilterLink>
        </p>
      )}
    </form>
  );
}
