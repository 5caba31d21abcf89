import "server-only";
import { DOMParser } from "@tiptap/pm/model";
import { sanitizeLessonHtml } from "@/lib/content/sanitize";
import { parseLessonDocument, type LessonDocument } from "./document";
import type { LessonContentResult } from "./errors";
import { checkHtmlSize } from "./limits";
import { lessonSchema } from "./schema";
import { parseHtmlBody } from "./server-dom";

// Lesson HTML (a seeded lesson, a Lesson.content written before the editor existed) -> the editor's document, on
// the server: the page hands the editor JSON, and the seed can import through the same code. The HTML is
// sanitised first (what any lesson HTML goes through), then read by ProseMirror's parser with the lesson schema
// (what @tiptap/html's generateJSON does), so an element the schema lacks keeps its text only. The result is
// checked like any document the editor sends.

export function htmlToDocument(html: string): LessonContentResult<{ doc: LessonDocument }> {
  const tooLarge = checkHtmlSize(html);
  if (tooLarge) return { ok: false, error: tooLarge };
  const body = parseHtmlBody(sanitizeLessonHtml(html));
  const json = DOMParser.fromSchema(lessonSchema()).parse(body).toJSON();
  return parseLessonDocument(json);
}
