"use client";

import type { ChangeEvent, ReactNode } from "react";
import { withQuery } from "@/lib/courses/catalogue-route";
import type { CatalogueSort } from "@/lib/courses/refine";
import { QueryFields, useFilter } from "./catalogue-filter";

// The parts of the filters and sort (./catalogue-refine.tsx) that follow the visitor's choices as they are made; the
// server draws the rest (labels, options, the button sent without JavaScript), and what follows the search's
// results is drawn by the server, then by the live search (./catalogue-refine-parts.tsx).

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

/**
 * The GET form to the open tab, keeping the search term and language. `clear`: 'Clear filters', while one is chosen
 * (./catalogue-refine-parts.tsx).
 */
export function RefineForm({ clear, children }: { clear: ReactNode; children: ReactNode }) {
  const { action, filters } = useFilter();
  return (
    <form method="get" action={action} className="mt-3">
      {children}
      <QueryFields filters={filters} omit={["price", "level", "length", "sort"]} />
      {clear}
    </form>
  );
}
