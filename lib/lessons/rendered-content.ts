import "server-only";
import { sanitizeLessonHtml } from "@/lib/content/sanitize";
import { annotateScriptureReferences, type AnnotatedLesson } from "@/lib/scripture/annotate";
import type { BookId } from "@/lib/scripture/books";

// A lesson's text as the page shows it: sanitised once more, its Bible references made buttons. Sanitising and
// finding references cost about as much as rendering the rest of the page, and the result depends only on the
// text, the languages it is read in and the course's book: so it is kept per process, keyed by all three. An
// edited lesson is another text, hence another key: nothing to invalidate, and nothing stale is ever shown.
// Bounded: the least recently shown texts go first.

const MAX_TEXTS = 400;
const rendered = new Map<string, Promise<AnnotatedLesson>>();

/** The sanitised, annotated text of `html`, read in `languages` (the page's first) against `book`. */
export function renderLessonContent(html: string, languages: readonly string[], book: BookId | null): Promise<AnnotatedLesson> {
  const key = `${languages.join(",")}\u0000${book ?? ""}\u0000${html}`;
  const hit = rendered.get(key);
  if (hit) {
    // Most recently used last, so the oldest entry is the first the map iterates.
    rendered.delete(key);
    rendered.set(key, hit);
    return hit;
  }
  const result = annotateScriptureReferences(sanitizeLessonHtml(html), [...languages], book);
  // A failure is not kept: the next request tries again.
  result.catch(() => rendered.delete(key));
  if (rendered.size >= MAX_TEXTS) rendered.delete(rendered.keys().next().value!);
  rendered.set(key, result);
  return result;
}
