import type { CourseSummary } from "./types";

// The catalogue's client-side search (SPEC section 5): case-insensitive, on title or description.
export function matchesSearch(course: Pick<CourseSummary, "title" | "description">, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return true;
  return (
    course.title.toLocaleLowerCase().includes(needle) || course.description.toLocaleLowerCase().includes(needle)
  );
}

export function filterCourses<T extends Pick<CourseSummary, "title" | "description">>(courses: T[], term: string): T[] {
  return courses.filter((course) => matchesSearch(course, term));
}

export const CATALOGUE_TABS = ["Old", "New", "Ministry"] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];

export function parseTab(value: string | null | undefined): CatalogueTab {
  return value === "New" || value === "Ministry" ? value : "Old";
}

/** The catalogue's three tabs after the search: Old and New Testament, and Ministry split in two. */
export function groupForTabs(courses: CourseSummary[], term: string, price?: string | null) {
  const priced = price ? courses.filter((c) => Number(c.price) === Number(price)) : courses;
  const found = filterCourses(priced, term);
  const pastoral = found.filter((c) => c.category === "pastoral");
  const leadership = found.filter((c) => c.category === "leadership");
  return {
    Old: found.filter((c) => c.testament === "Old"),
    New: found.filter((c) => c.testament === "New"),
    Ministry: { pastoral, leadership, count: pastoral.length + leadership.length },
  };
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
