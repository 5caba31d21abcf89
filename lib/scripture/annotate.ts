import "server-only";
import { bookOrder, type BookId } from "./books";
import { parseOsisRange } from "./osis";
import { findReferences, type LessonContext } from "./recognize";

export type AnnotatedLesson = {
  /** The lesson HTML with each reference wrapped in a scripture button (see referenceButton). */
  html: string;
  /** The chapters the lesson cites, once each, in canonical order: `["Gen.12", "Rom.3"]`. */
  chapters: string[];
};

// Input is sanitize-html output: every "<" and ">" inside text and attribute values is escaped, so a tag is exactly
// "<…>" and the text between tags holds only these four entities.
const MAX_LISTED_SPAN = 12;

const TAG = /<[^>]*>/g;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!);
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The marker the client turns into a passage popover: fixed attributes, the OSIS value checked by parseOsisRange. */
export function referenceButton(osis: string, label: string): string {
  return `<button type="button" class="scripture-ref" data-scripture-ref="${escape(osis)}" aria-haspopup="dialog" aria-expanded="false">${escape(label)}</button>`;
}

/**
 * Wraps every Bible reference in already-sanitised lesson HTML in a button, reading the text in `languages`
 * (the page's language first) and bare citations ("(1:31)", "v. 5") against `book`, the course's book. Tags and
 * attributes are copied untouched; text inside links is left alone (a button may not sit in a link); the only
 * markup added is referenceButton's.
 */
export async function annotateScriptureReferences(sanitizedHtml: string, languages: string[], book: BookId | null = null): Promise<AnnotatedLesson> {
  const context: LessonContext = { book, last: null };
  const parts: string[] = [];
  const chapters = new Map<string, [BookId, number]>();
  let linkDepth = 0;
  let position = 0;
  for (const match of [...sanitizedHtml.matchAll(TAG), null]) {
    const textEnd = match ? match.index : sanitizedHtml.length;
    const text = decode(sanitizedHtml.slice(position, textEnd));
    parts.push(linkDepth > 0 ? escape(text) : await wrapReferences(text, languages, context, chapters));
    if (!match) break;
    const tag = match[0];
    if (/^<a[\s>]/i.test(tag)) linkDepth++;
    else if (/^<\/a\s*>/i.test(tag)) linkDepth = Math.max(0, linkDepth - 1);
    parts.push(tag);
    position = textEnd + tag.length;
  }
  const ordered = [...chapters.entries()].sort(([, [bookA, a]], [, [bookB, b]]) => bookOrder(bookA) - bookOrder(bookB) || a - b);
  return { html: parts.join(""), chapters: ordered.map(([key]) => key) };
}

async function wrapReferences(text: string, languages: string[], context: LessonContext, chapters: Map<string, [BookId, number]>): Promise<string> {
  if (!/\d/.test(text)) return escape(text);
  let out = "";
  let position = 0;
  for (const { start, end, osis } of await findReferences(text, languages, context)) {
    const range = parseOsisRange(osis)!;
    // "Genesis 1–11" lists each chapter; a sweep wider than that ("Genesis 1–50") lists only where it starts.
    const last = range.end.chapter - range.start.chapter < MAX_LISTED_SPAN ? range.end.chapter : range.start.chapter;
    for (let chapter = range.start.chapter; chapter <= last; chapter++) {
      chapters.set(`${range.book}.${chapter}`, [range.book, chapter]);
    }
    out += escape(text.slice(position, start)) + referenceButton(osis, text.slice(start, end));
    position = end;
  }
  return out + escape(text.slice(position));
}
