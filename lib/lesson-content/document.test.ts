/** @jest-environment node */
import { MAX_DEPTH, parseLessonDocument } from "./document";

const doc = (...content: unknown[]) => ({ type: "doc", content });
const text = (value: string, marks?: unknown[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: unknown[]) => ({ type: "paragraph", content });
const codeOf = (value: unknown) => {
  const result = parseLessonDocument(value);
  return result.ok ? "ok" : result.error.code;
};

it("accepts every node and mark a lesson may hold, as Tiptap writes them", () => {
  const lesson = doc(
    { type: "heading", attrs: { level: 2 }, content: [text("The Fourth Gospel")] },
    paragraph(text("Read ", [{ type: "bold" }]), text("John 3:16", [{ type: "italic" }]), { type: "hardBreak" }, text("site", [{ type: "link", attrs: { href: "https://example.org" } }])),
    { type: "heading", attrs: { level: 3 }, content: [text("Signs")] },
    { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("One"))] }] },
    { type: "orderedList", content: [{ type: "listItem", content: [paragraph(text("Two")), { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("2a"))] }] }] }] },
    { type: "blockquote", content: [paragraph(text("In the beginning was the Word"))] },
    { type: "image", attrs: { src: "/api/lesson-images/c1/map.webp", alt: "Map of Galilee" } },
    { type: "paragraph" },
  );
  expect(parseLessonDocument(lesson)).toEqual({ ok: true, doc: lesson });
});

it("names what it refuses with a code the page translates", () => {
  expect(codeOf(null)).toBe("invalidDocument");
  expect(codeOf({ type: "paragraph" })).toBe("invalidDocument");
  expect(codeOf(doc({ type: "codeBlock", content: [text("x")] }))).toBe("unknownNode");
  expect(codeOf(doc({ type: "script", content: [text("alert(1)")] }))).toBe("unknownNode");
  expect(codeOf(doc(paragraph({ type: "iframe" })))).toBe("unknownNode");
  expect(codeOf(doc(paragraph(text("x", [{ type: "underline" }]))))).toBe("unknownMark");
  expect(codeOf(doc(paragraph(text("x", [{ type: "textStyle", attrs: { color: "red" } }]))))).toBe("unknownMark");
  expect(codeOf(doc({ type: "paragraph", attrs: { style: "color:red" }, content: [text("x")] }))).toBe("unknownAttribute");
  expect(codeOf(doc({ type: "paragraph", onclick: "alert(1)" }))).toBe("unknownAttribute");
  expect(codeOf(doc(paragraph(text("x", [{ type: "link", attrs: { href: "https://example.org", target: "_self" } }]))))).toBe("unknownAttribute");
  expect(codeOf(doc({ type: "image", attrs: { src: "/api/lesson-images/a.png", alt: "A", onerror: "alert(1)" } }))).toBe("unknownAttribute");
  expect(codeOf(doc({ type: "heading", attrs: { level: 1 }, content: [text("Title")] }))).toBe("headingLevel");
  expect(codeOf(doc({ type: "heading", attrs: { level: 4 }, content: [text("Title")] }))).toBe("headingLevel");
  expect(codeOf(doc(paragraph(text("x", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]))))).toBe("linkNotAllowed");
  expect(codeOf(doc({ type: "image", attrs: { src: "https://evil.example/x.png", alt: "x" } }))).toBe("imageSourceNotAllowed");
  expect(codeOf(doc({ type: "image", attrs: { src: "/api/lesson-images/a.png", alt: " " } }))).toBe("imageAltMissing");
  expect(codeOf(doc({ type: "image", attrs: { src: "/api/lesson-images/a.png" } }))).toBe("imageAltMissing");
  expect(codeOf(doc(paragraph(text("nul \u0000 byte"))))).toBe("invalidCharacter");
  expect(codeOf(doc(paragraph(text(""))))).toBe("invalidStructure");
  expect(codeOf(doc({ type: "bulletList", content: [] }))).toBe("invalidStructure");
});

it("refuses a document nested past the limit without running out of stack", () => {
  let deep: unknown = paragraph(text("deep"));
  for (let i = 0; i < 100_000; i++) deep = { type: "blockquote", content: [deep] };
  expect(codeOf(doc(deep))).toBe("tooDeep");
  let fine: unknown = paragraph(text("fine"));
  for (let i = 0; i < MAX_DEPTH - 2; i++) fine = { type: "blockquote", content: [fine] };
  expect(codeOf(doc(fine))).toBe("ok");
});
