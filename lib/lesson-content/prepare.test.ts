/** @jest-environment node */
import { MAX_DOCUMENT_BYTES } from "./limits";
import { prepareLessonContent } from "./prepare";

const paragraph = (value: string) => ({ type: "paragraph", content: [{ type: "text", text: value }] });

it("makes the stored HTML, the text and the checked document of an editor document", () => {
  const doc = {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Justified by faith" }] },
      paragraph("Read Romans 5:1–11 & rejoice <script>"),
      { type: "bulletList", content: [{ type: "listItem", content: [paragraph("Peace with God")] }] },
      { type: "image", attrs: { src: "/api/lesson-images/c1/rome.webp", alt: 'The "Forum" in Rome' } },
    ],
  };
  const result = prepareLessonContent(doc);
  expect(result).toEqual({
    ok: true,
    doc,
    html: '<h2>Justified by faith</h2><p>Read Romans 5:1–11 &amp; rejoice &lt;script&gt;</p><ul><li>Peace with God</li></ul><img src="/api/lesson-images/c1/rome.webp" alt="The &quot;Forum&quot; in Rome" />',
    text: 'Justified by faith\nRead Romans 5:1–11 & rejoice <script>\n• Peace with God\n[The "Forum" in Rome]',
  });
  // The same document sent as JSON text.
  expect(prepareLessonContent(JSON.stringify(doc))).toEqual(result);
});

it("refuses a document ProseMirror's rules reject, and text that is not JSON", () => {
  // A list item must start with a paragraph.
  const badItem = { type: "doc", content: [{ type: "bulletList", content: [{ type: "listItem", content: [{ type: "bulletList", content: [{ type: "listItem", content: [paragraph("x")] }] }] }] }] };
  expect(prepareLessonContent(badItem)).toEqual({ ok: false, error: { code: "invalidStructure" } });
  // Two bold marks on one text.
  const twice = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "bold" }, { type: "bold" }] }] }] };
  expect(prepareLessonContent(twice)).toMatchObject({ ok: false, error: { code: "invalidStructure" } });
  expect(prepareLessonContent("{not json")).toEqual({ ok: false, error: { code: "invalidDocument" } });
});

it("refuses a 5 MB document whole, saying how big it is and what the limit is", () => {
  const words = "In the beginning God created the heavens and the earth. ".repeat(100);
  const doc = { type: "doc", content: Array.from({ length: 1000 }, () => paragraph(words)) };
  expect(JSON.stringify(doc).length).toBeGreaterThan(5 * 1024 * 1024);
  expect(prepareLessonContent(doc)).toEqual({ ok: false, error: { code: "tooLarge", values: { sizeMb: 5.4, limitMb: 1 } } });
  expect(prepareLessonContent(JSON.stringify(doc))).toMatchObject({ ok: false, error: { code: "tooLarge" } });
});

it("measures bytes, not characters: Arabic counts twice", () => {
  const arabic = "في البدء كان الكلمة ".repeat(30);
  const count = Math.ceil(MAX_DOCUMENT_BYTES / (arabic.length * 1.6));
  const doc = { type: "doc", content: Array.from({ length: count }, () => paragraph(arabic)) };
  expect(JSON.stringify(doc).length).toBeLessThan(MAX_DOCUMENT_BYTES);
  expect(prepareLessonContent(doc)).toMatchObject({ ok: false, error: { code: "tooLarge" } });
});

it("counts UTF-8 bytes as the encoder does, surrogate pairs and lone surrogates included", async () => {
  const { utf8Bytes } = await import("./limits");
  for (const sample of ["abc", "في البدء", "太初有道", "𝔊𝔬𝔡 🙏", "\ud800 lone", "é\u0301"]) {
    expect([sample, utf8Bytes(sample)]).toEqual([sample, new TextEncoder().encode(sample).length]);
  }
});
