import { KeptPerProcess } from "@/lib/cache/kept-per-process";
import type { CourseSummary } from "./types";

// The catalogue's level and length filters and its sort orders (issue 28): each read from the address through a
// whitelist (anything else is no choice, never an error), and applied alike by the server and the live search.

export const LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type Level = (typeof LEVELS)[number];

/**
 * Study-time bands (Course.estimatedHours). The seeded catalogue runs from 1 to 7 hours, most courses 2 to 4:
 * these bands split its 76 courses 37 / 21 / 18, where 'under 5 h' would have held 70 of them.
 */
export const LENGTH_BANDS = [
  { key: "short", max: 2 },
  { key: "medium", min: 2, max: 4 },
  { key: "long", min: 4 },
] as const;
export type LengthBand = (typeof LENGTH_BANDS)[number]["key"];

/** Up to 2 h; over 2 and under 4 h; 4 h or more (the labels say 'up to 2', '2 to 4', '4 or more', as Udemy's do). */
export function inLengthBand(hours: number, key: LengthBand): boolean {
  const band: { min?: number; max?: number } = LENGTH_BANDS.find((b) => b.key === key)!;
  if (band.min === undefined) return hours <= band.max!;
  if (band.max === undefined) return hours >= band.min;
  return hours > band.min && hours < band.max;
}

/** The orders besides the default one (the catalogue's own, or relevance for a search term). */
export const SORTS = ["price-low", "price-high", "shortest", "title"] as const;
export type CatalogueSort = (typeof SORTS)[number];

const firstOf = (value: string | string[] | null | undefined) => (Array.isArray(value) ? value[0] : value);

function oneOf<T extends string>(allowed: readonly T[], value: string | string[] | null | undefined): T | null {
  const found = firstOf(value);
  return found && (allowed as readonly string[]).includes(found) ? (found as T) : null;
}

export const parseLevel = (value: string | string[] | null | undefined): Level | null => oneOf(LEVELS, value);
export const parseLength = (value: string | string[] | null | undefined): LengthBand | null =>
  oneOf(LENGTH_BANDS.map((band) => band.key), value);
export const parseSort = (value: string | string[] | null | undefined): CatalogueSort | null => oneOf(SORTS, value);

export type Sortable = Pick<CourseSummary, "title" | "price" | "estimatedHours">;

const collators = new KeptPerProcess<Intl.Collator>(50);

/** Titles compared as the page's language orders words ('Éxodo' beside 'Exodo' in Spanish, not after 'Z'). */
const collatorFor = (locale: string): Intl.Collator => collators.get(locale, () => new Intl.Collator(locale, { sensitivity: "base", numeric: true }));

/**
 * `courses` in the chosen order; null keeps theirs (the catalogue's, or a search's ranking). Stable, so courses
 * of one price or length keep that order among themselves.
 */
export function sortCourses<T extends Sortable>(courses: readonly T[], sort: CatalogueSort | null, locale: string): T[] {
  if (!sort) return [...courses];
  const compare: Record<CatalogueSort, (a: T, b: T) => number> = {
    "price-low": (a, b) => Number(a.price) - Number(b.price),
    "price-high": (a, b) => Number(b.price) - Number(a.price),
    shortest: (a, b) => a.estimatedHours - b.estimatedHours,
    title: (a, b) => collatorFor(locale).compare(a.title, b.title),
  };
  return [...courses].sort(compare[sort]);
}
