import { isLocale, LOCALE_COOKIE, locales, type Locale } from "./locales";

// The language a visitor's browser asks for, and the one they chose in the picker (its cookie): read by the
// certificate PDF (lib/certificates/pdf-locale.ts) and by the pages that follow the browser (browser-language.ts).

/** The primary subtag of a language tag, lower-cased (pt for pt-BR). */
const primary = (tag: string) => tag.trim().split(/[-_]/)[0]!.toLowerCase();

/** The school's language the Accept-Language header ranks highest (q-values, then order); undefined for none. */
export function acceptedLocale(header: string | null): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: primary(tag), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((r) => r.tag).find((tag): tag is Locale => (locales as readonly string[]).includes(tag));
}

/** The language chosen in the picker, from a Cookie header; undefined when none (or not one of the school's). */
export function cookieLocale(header: string | null): Locale | undefined {
  for (const pair of header?.split(";") ?? []) {
    const [name, ...value] = pair.trim().split("=");
    if (name === LOCALE_COOKIE) {
      const locale = decodeURIComponent(value.join("="));
      if (isLocale(locale)) return locale;
    }
  }
  return undefined;
}
