import { KeptPerProcess } from "@/lib/cache/kept-per-process";

// SPEC section 3: prices show with a dollar sign and 2 decimals; 29.99 when a price is absent.
const DEFAULT_PRICE = "29.99";
const formatters = new KeptPerProcess<Intl.NumberFormat>(50);

/**
 * A course price as the reader's language writes dollars ('$39.99', '39,99 $', '‏39.99 US$'): one format per
 * locale, the same on every screen (catalogue, course page, checkout, home).
 */
export function formatPrice(price: string | number | null | undefined, locale: string): string {
  const value = price === null || price === undefined || price === "" ? Number(DEFAULT_PRICE) : Number(price);
  const formatter = formatters.get(locale, () => new Intl.NumberFormat(locale, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }));
  return keepCurrencyWhole(formatter.format(Number.isFinite(value) ? value : Number(DEFAULT_PRICE)));
}

// Arabic writes '‏39.99 US$'. In a right-to-left line the '$' after Latin letters takes the line's direction
// and the reader sees '$US 39.99'; a left-to-right mark after it keeps 'US$' whole (invisible, no other effect).
const keepCurrencyWhole = (price: string) => price.replace(/([A-Z]{1,3}\$)/, "$1\u200e");

export const isFree = (price: string) => Number(price) === 0;

/**
 * The language a course's title or description is shown in: the active locale when translated, English
 * (the original) otherwise. Marked with `lang` so screen readers pronounce the fallback correctly.
 */
export function textLanguage(
  course: { defaultLanguage: string; translation?: { title: string; description: string | null } },
  field: "title" | "description",
  locale: string,
): string | undefined {
  if (locale === course.defaultLanguage) return undefined;
  return course.translation?.[field] ? undefined : course.defaultLanguage;
}
