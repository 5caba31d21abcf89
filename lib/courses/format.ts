// SPEC section 3: prices show with a dollar sign and 2 decimals; 29.99 when a price is absent.
const DEFAULT_PRICE = "29.99";

export function formatPrice(price: string | number | null | undefined): string {
  const value = price === null || price === undefined || price === "" ? Number(DEFAULT_PRICE) : Number(price);
  return `$${(Number.isFinite(value) ? value : Number(DEFAULT_PRICE)).toFixed(2)}`;
}

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
