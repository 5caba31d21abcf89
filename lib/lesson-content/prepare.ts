import "server-only";
import { parseLessonDocument, type LessonDocument } from "./document";
import type { LessonContentResult } from "./errors";
import { checkDocumentSize, checkHtmlSize } from "./limits";
import { renderLessonHtml } from "./render";
import { documentText } from "./text";

export type PreparedLessonContent = {
  /** The document as checked: store it as the revision's JSON. */
  doc: LessonDocument;
  /** Its sanitised HTML: store it as the revision's (and, once published, the lesson's) content. */
  html: string;
  /** Its words (text.ts), for the revision history's diff and search. */
  text: string;
};

/**
 * Everything a save does to an editor document before anything is written: the size (limits.ts), the shape
 * (document.ts), ProseMirror's order rules, then the HTML and its size. `input` is what the editor sent: the
 * document, or its JSON as a string. A refusal says why (errors.ts) and the caller writes nothing.
 */
export function prepareLessonContent(input: unknown): LessonContentResult<PreparedLessonContent> {
  const tooLarge = checkDocumentSize(input);
  if (tooLarge) return { ok: false, error: tooLarge };
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, error: { code: "invalidDocument" } };
    }
  }
  const parsed = parseLessonDocument(value);
  if (!parsed.ok) return parsed;
  let html: string;
  try {
    html = renderLessonHtml(parsed.doc);
  } catch {
    return { ok: false, error: { code: "invalidStructure" } };
  }
  const htmlTooLarge = checkHtmlSize(html);
  if (htmlTooLarge) return { ok: false, error: htmlTooLarge };
  return { ok: true, doc: parsed.doc, html, text: documentText(parsed.doc) };
}
