import "server-only";
import { diffText, type DiffSegment } from "@/lib/lesson-content/diff";
import { htmlToDocument } from "@/lib/lesson-content/html-to-document";
import { documentText } from "@/lib/lesson-content/text";
import type { CourseSource, LessonSource, QuestionSource } from "./source-hash";

// What changed in the English since a translation was made from it, field by field, as word runs (same, removed,
// added) for the translations screen. Only the fields that changed are listed. A lesson's content is compared as
// its words (the lesson-content pipeline's text of the document), never as HTML, so the diff shows no markup.

export type ChangedField = "title" | "description" | "outcomes" | "content" | "text" | "explanation" | "option";
/** One changed field: its word runs; none when only a lesson's formatting or links changed. */
export type FieldChange = { field: ChangedField; /** An option's number (1-based). */ number?: number; segments: DiffSegment[] };

function change(field: ChangedField, before: string, after: string, number?: number): FieldChange[] {
  if (before === after) return [];
  return [{ field, ...(number === undefined ? {} : { number }), segments: diffText(before, after, "en") }];
}

/** A lesson's HTML as the words a reader reads, one block a line (its tags' text where it cannot be read). */
function lessonWords(html: string): string {
  const converted = htmlToDocument(html);
  return converted.ok ? documentText(converted.doc) : html.replace(/<[^>]*>/g, " ");
}

export function courseChanges(before: CourseSource, after: CourseSource): FieldChange[] {
  return [
    ...change("title", before.title, after.title),
    ...change("description", before.description, after.description),
    ...change("outcomes", before.outcomes.join("\n"), after.outcomes.join("\n")),
  ];
}

export function lessonChanges(before: LessonSource, after: LessonSource): FieldChange[] {
  if (before.content === after.content) return change("title", before.title, after.title);
  const words = change("content", lessonWords(before.content), lessonWords(after.content));
  // The same words with other markup (a link's address, emphasis): said as such, with nothing to strike through.
  return [...change("title", before.title, after.title), ...(words.length ? words : [{ field: "content" as const, segments: [] }])];
}

export function questionChanges(before: QuestionSource, after: QuestionSource): FieldChange[] {
  const options = Array.from({ length: Math.max(before.options.length, after.options.length) }, (_, i) =>
    change("option", before.options[i] ?? "", after.options[i] ?? "", i + 1),
  );
  return [...change("text", before.text, after.text), ...change("explanation", before.explanation ?? "", after.explanation ?? ""), ...options.flat()];
}
