import type { FurtherReadingEntry } from "@/lib/courses/types";

/** "A, B and C" as three people; a comma before a suffix ("Jr.") stays part of the name. */
export function authorsOf(author: string): string[] {
  return author
    .split(/,(?!\s*(?:Jr|Sr)\.)\s*|\s+and\s+/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** One work of further reading as the schema.org Book a Course's `citation` lists. */
export function citationJsonLd(entry: FurtherReadingEntry) {
  return {
    "@type": "Book",
    name: entry.title,
    author: authorsOf(entry.author).map((name) => ({ "@type": "Person", name })),
    inLanguage: entry.language,
    ...(entry.publisher ? { publisher: { "@type": "Organization", name: entry.publisher } } : {}),
    ...(entry.year ? { datePublished: String(entry.year) } : {}),
  };
}
