// Dates and numbers written as next-intl's formatter writes them (the same Intl formats, the server's time zone),
// with each Intl formatter made once per process and language. next-intl makes its formatters anew for every
// request, and a DateTimeFormat costs about 0.2 ms to make: the signed-in pages' CPU profile showed it on every
// dashboard and lesson request, for the same one or two formats.
import { KeptPerProcess } from "@/lib/cache/kept-per-process";

const dateFormats = new KeptPerProcess<Intl.DateTimeFormat>(100);
const numberFormats = new KeptPerProcess<Intl.NumberFormat>(100);
const keyOf = (locale: string, options: object) => `${locale}|${JSON.stringify(options)}`;

/** A date as `locale` writes it ("Dec 1, 2026" for `{ dateStyle: "medium" }` in English). */
export function formatDate(locale: string, date: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }): string {
  return dateFormats.get(keyOf(locale, options), () => new Intl.DateTimeFormat(locale, options)).format(new Date(date));
}

/** A number as `locale` writes it; `{ style: "percent" }` takes a fraction (0.42 is "42%"). */
export function formatNumber(locale: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormats.get(keyOf(locale, options), () => new Intl.NumberFormat(locale, options)).format(value);
}

/** A whole percentage (42 is "42%", "٤٢٪" in Arabic), as the dashboard shows progress. */
export const formatPercent = (locale: string, percent: number) => formatNumber(locale, percent / 100, { style: "percent", maximumFractionDigits: 0 });
