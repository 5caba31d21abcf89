/** @jest-environment node */
import { createFormatter } from "use-intl/core";
import { formatDate, formatNumber, formatPercent } from "./kept-formatters";

// next-intl's formatter as the pages had it (the server's time zone, lib/i18n/request.ts): the kept formatters
// must write exactly what it writes, in every script and direction.
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const nextIntl = (locale: string) => createFormatter({ locale, timeZone });

describe("kept formatters", () => {
  const when = new Date("2026-12-01T23:30:00Z");

  it.each(["en", "es", "de", "ar", "zh", "ja", "hi", "ru"])("write %s as next-intl's formatter does", (locale) => {
    const format = nextIntl(locale);
    expect(formatDate(locale, when)).toBe(format.dateTime(when, { dateStyle: "medium" }));
    expect(formatDate(locale, when.toISOString())).toBe(format.dateTime(when, { dateStyle: "medium" }));
    expect(formatPercent(locale, 42)).toBe(format.number(0.42, { style: "percent", maximumFractionDigits: 0 }));
    expect(formatNumber(locale, 1234)).toBe(format.number(1234));
  });

  it("make each Intl formatter once per language and format", () => {
    const made = jest.spyOn(Intl, "DateTimeFormat");
    formatDate("fr", when);
    formatDate("fr", when.getTime());
    formatDate("fr", when, { dateStyle: "long" });
    expect(made).toHaveBeenCalledTimes(2);
    made.mockRestore();
  });
});
