/** @jest-environment node */
import { locales } from "@/lib/i18n/locales";
import { LEGAL_SECTIONS } from "./legal-sections";

const sectionsOf = async (locale: string, namespace: keyof typeof LEGAL_SECTIONS) =>
  Object.keys((await import(`@/messages/${locale}.json`)).default[namespace].sections);

it.each(locales.flatMap((locale) => (["Terms", "Privacy"] as const).map((namespace) => [locale, namespace] as const)))(
  "names every section of %s %s, in the file's order",
  async (locale, namespace) => {
    expect(await sectionsOf(locale, namespace)).toEqual([...LEGAL_SECTIONS[namespace]]);
  },
);
