import { Editor } from "@tiptap/core";
import { parseLessonDocument } from "@/lib/lesson-content/document";
import { lessonExtensions } from "@/lib/lesson-content/extensions";
import { HTML_PAYLOADS, URL_PAYLOADS } from "@/test/fixtures/xss/payloads";

// Pasting each XSS payload of the fuzzing list into the real editor (Tiptap in jsdom, which runs scripts here):
// the editor keeps only what the lesson schema knows, so every document it makes is one the server accepts, and
// nothing in the payload runs while it is pasted. The server's side (what is stored and shown) is
// lib/lesson-content/xss.test.ts.

let editor: Editor;
const calls: unknown[] = [];

beforeAll(() => {
  Object.assign(window, { xss: (...args: unknown[]) => calls.push(args), alert: (...args: unknown[]) => calls.push(args) });
  const element = document.createElement("div");
  document.body.append(element);
  editor = new Editor({ element, extensions: lessonExtensions(), content: "<p></p>", enableCoreExtensions: { textDirection: false } });
});

afterAll(() => editor.destroy());

it("turns every pasted payload into a document the server accepts, and runs none of it", () => {
  const refused: string[] = [];
  let changed = 0;
  for (const payload of [...HTML_PAYLOADS, ...URL_PAYLOADS.map((url) => `<a href="${url}">x</a><img src="${url}" alt="x">`)]) {
    editor.commands.setContent("<p>Read John 3:16</p>");
    editor.commands.setTextSelection(5);
    // jsdom has no ClipboardEvent; ProseMirror only needs an event to hand to paste handlers.
    editor.view.pasteHTML(payload, new Event("paste") as ClipboardEvent);
    const result = parseLessonDocument(editor.getJSON());
    if (editor.getText() !== "Read John 3:16") changed++;
    if (!result.ok) refused.push(`${result.error.code} ${result.error.path}: ${payload}`);
  }
  expect(refused).toEqual([]);
  // The pastes did happen: most payloads leave some text (or a link, an image) behind.
  expect(changed).toBeGreaterThan(HTML_PAYLOADS.length / 2);
  expect(calls).toEqual([]);
  expect(document.querySelectorAll("script, iframe, object, embed, svg, img:not([src^='/api/lesson-images/'])")).toHaveLength(0);
});
