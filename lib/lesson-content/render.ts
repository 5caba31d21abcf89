import "server-only";
import { DOMSerializer, Node as ProseMirrorNode } from "@tiptap/pm/model";
import { sanitizeLessonHtml } from "@/lib/content/sanitize";
import type { LessonDocument } from "./document";
import { lessonSchema } from "./schema";
import { serverDocument } from "./server-dom";

// Document JSON -> the lesson's HTML, as stored in Lesson.content and shown to students. ProseMirror's serialiser
// writes each node as extensions.ts's renderHTML says (what @tiptap/html's generateHTML does, in server-dom.ts's
// DOM), and the result goes through the lesson sanitiser like every lesson HTML. So the stored HTML has the seeded
// lessons' shape (<h2>, <p>, <ul><li>, <strong>…), and the lesson page's Scripture step (lib/scripture/annotate.ts
// finds references in the text between tags, never inside a link) shows a typed "John 3:16" as it shows a seeded one.

/** A list item holding one paragraph is written "<li>text</li>", as the seeded lessons are; it reads back the same. */
function unwrapSingleParagraphItems(root: Element) {
  for (const item of root.querySelectorAll("li")) {
    const only = item.childNodes.length === 1 ? item.firstElementChild : null;
    if (only?.tagName === "P") only.replaceWith(...only.childNodes);
  }
}

/**
 * The HTML of a document already checked by parseLessonDocument. Throws (a RangeError from ProseMirror) when its
 * nodes break the schema's order rules: prepareLessonContent turns that into "invalidStructure".
 */
export function renderLessonHtml(doc: LessonDocument): string {
  const schema = lessonSchema();
  const node = ProseMirrorNode.fromJSON(schema, doc);
  node.check();
  const document = serverDocument();
  const root = document.createElement("div");
  DOMSerializer.fromSchema(schema).serializeFragment(node.content, { document }, root);
  unwrapSingleParagraphItems(root);
  return sanitizeLessonHtml(root.innerHTML);
}
