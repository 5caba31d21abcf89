import type { LessonContentError } from "./errors";

// How big a lesson may be. The longest seeded lesson is 5 KB of HTML (4,700 characters of text); a long
// chapter-length lesson of 20,000 words is about 130 KB of text, and its JSON (Tiptap adds about 40 bytes of
// structure per paragraph and per formatted run) under 300 KB. 1 MB leaves three times that, in any script: Arabic,
// Hebrew or Hindi take two or three bytes a character. Images are stored apart (images.ts), so they do not count.
// Past 1 MB a document is refused whole with "tooLarge" and nothing is saved: a 5 MB paste is a mistake, not a
// lesson, and every autosave sends the whole document, every revision keeps a copy.
// Both the JSON the editor sends and the HTML made from it are measured, in UTF-8 bytes (what PostgreSQL stores).

export const MAX_DOCUMENT_BYTES = 1024 * 1024;
export const MAX_HTML_BYTES = 1024 * 1024;

/**
 * What the server action must accept so that a document past the limit reaches our check and gets our message
 * rather than the framework's: the JSON limit, plus room for the action's other fields and the encoding of its
 * arguments (React escapes the JSON once more inside the request). next.config.mjs serverActions.bodySizeLimit.
 */
export const SERVER_ACTION_BODY_LIMIT = "8mb";

/** A string's size in UTF-8, counted without TextEncoder or Buffer (the same in the browser, Node and tests). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    // A surrogate pair is one character of four bytes; a lone surrogate is written as U+FFFD, three bytes.
    else if (unit >= 0xd800 && unit < 0xdc00 && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

function tooLarge(bytes: number, limit: number): LessonContentError {
  return { code: "tooLarge", values: { sizeMb: megabytes(bytes), limitMb: megabytes(limit) } };
}

/** The document as sent (a JSON string, or the parsed value, measured as its JSON), refused past MAX_DOCUMENT_BYTES. */
export function checkDocumentSize(document: unknown): LessonContentError | null {
  let json: string | undefined;
  try {
    json = typeof document === "string" ? document : JSON.stringify(document);
  } catch {
    return { code: "invalidDocument" };
  }
  if (json === undefined) return { code: "invalidDocument" };
  // A cheap upper bound first: a string's UTF-8 size is at most three bytes per UTF-16 unit.
  if (json.length * 3 <= MAX_DOCUMENT_BYTES) return null;
  const bytes = utf8Bytes(json);
  return bytes > MAX_DOCUMENT_BYTES ? tooLarge(bytes, MAX_DOCUMENT_BYTES) : null;
}

export function checkHtmlSize(html: string): LessonContentError | null {
  if (html.length * 3 <= MAX_HTML_BYTES) return null;
  const bytes = utf8Bytes(html);
  return bytes > MAX_HTML_BYTES ? tooLarge(bytes, MAX_HTML_BYTES) : null;
}
