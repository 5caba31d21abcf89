// Dates and numbers written as next-intl's formatter writes them (the same Intl formats, the server's time zone),
// with each Intl formatter made once per process and language. next-intl makes its formatters anew for every
// request, and a DateTimeFormat costs about 0.2 ms to make: the signed-in pages' CPU profile showed it on every
// dashboard and lesson request, for the same one or two formats.

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function kept<F>(store: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = store.get(key);
  if (!formatter) {
    formatter = make();
    store.set(key, formatter);
  }
  return formatter;
}

/** A date as `locale` writes it ("Dec 1, 2026" for `{ dateStyle: "medium" }` in English). */
export function formatDate(locale: string, date: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }): string {
  return kept(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options)).format(new Date(date));
}

/** A number as `locale` writes it; `{ style: "percent" }` takes a fraction (0.42 is "42%"). */
export function formatNumber(locale: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** A whole percentage (42 is "42%", "٤٢٪" in Arabic), as the dashboard shows progress. */
export const formatPercent = (locale: string, percent: number) => formatNumber(locale, percent / 100, { style: "percent", maximumFractionDigits: 0 });
