import { locales } from "@/lib/i18n/locales";

// The catalogue's tabs, its price tiers and what its address may say (./catalogue-route.ts): what the catalogue's
// page needs in the browser before anything is searched. The search itself is ./search.ts.

/** Longest search term read from a URL; a longer one is cut (nothing in a title or description is longer). */
export const MAX_TERM_LENGTH = 100;

export const CATALOGUE_TABS = ["Old", "New", "Ministry"] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];

export type TabCounts = Record<CatalogueTab, number>;

/** Each tab's name in the Catalogue messages. */
export const TAB_LABEL = { Old: "oldTestament", New: "newTestament", Ministry: "ministry" } as const satisfies Record<CatalogueTab, string>;

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
