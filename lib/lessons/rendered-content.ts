import "server-only";
import { KeptPerProcess } from "@/lib/cache/kept-per-process";
import { sanitizeLessonHtml } from "@/lib/content/sanitize";
import { annotateScriptureReferences, type AnnotatedLesson } from "@/lib/scripture/annotate";
import type { BookId } from "@/lib/scripture/books";

// A lesson's text as the page shows it: sanitised once more, its Bible references made buttons. Sanitising and
// finding references cost about as much as rendering the rest of the page, and the result depends only on the
// text, the languages it is read in and the course's book: so it is kept per process, keyed by all three. An
// edited lesson is another text, hence another key: nothing to invalidate, and nothing stale is ever shown.
// Bounded: the least recently shown texts go first.

const MAX_TEXTS = 400;
const rendered = new KeptPerProcess<Promise<AnnotatedLesson>>(MAX_TEXTS);

/** The sanitised, annotated text of `html`, read in `languages` (the page's first) against `book`. */
export function renderLessonContent(html: string, languages: readonly string[], book: BookId | null): Promise<AnnotatedLesson> {
  const key = `${languages.join(",")}\u0000${book ?? ""}\u0000${html}`;
  return rendered.get(key, () => {
    const result = annotateScriptureReferences(sanitizeLessonHtml(html), [...languages], book);
    // A failure is not kept: the next request tries again.
    result.catch(() => rendered.delete(key));
    return result;
  });
}
