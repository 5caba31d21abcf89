/** @jest-environment node */
import { annotateScriptureReferences } from "@/lib/scripture/annotate";
import type { LessonDocument } from "./document";
import { htmlToDocument } from "./html-to-document";
import { renderLessonHtml } from "./render";

const button = (osis: string, label: string) =>
  `<button type="button" class="scripture-ref" data-scripture-ref="${osis}" aria-haspopup="dialog" aria-expanded="false">${label}</button>`;

const typed = (text: string): LessonDocument => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

it("writes a typed Scripture reference as plain text, which the lesson page turns into its passage button", async () => {
  const html = renderLessonHtml(typed("Read John 3:16 and Romans 5:1–11 first."));
  expect(html).toBe("<p>Read John 3:16 and Romans 5:1–11 first.</p>");
  const { html: shown, chapters } = await annotateScriptureReferences(html, ["en"]);
  expect(shown).toBe(`<p>Read ${button("John.3.16", "John 3:16")} and ${button("Rom.5.1-Rom.5.11", "Romans 5:1–11")} first.</p>`);
  expect(chapters).toEqual(["John.3", "Rom.5"]);
  // Exactly what a seeded lesson with the same sentence shows.
  expect(await annotateScriptureReferences("<p>Read John 3:16 and Romans 5:1–11 first.</p>", ["en"])).toEqual({ html: shown, chapters });
});

it("recognises references in bold, italic, headings, lists and quotations, and in the lesson's language", async () => {
  const doc: LessonDocument = {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Genesis 12" }] },
      { type: "paragraph", content: [{ type: "text", text: "Read: ", marks: [{ type: "bold" }] }, { type: "text", text: "Psalm 23", marks: [{ type: "italic" }] }] },
      { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Isaiah 53:4" }] }] }] },
      { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: "Matthew 5:3-12" }] }] },
    ],
  };
  const { chapters } = await annotateScriptureReferences(renderLessonHtml(doc), ["en"]);
  expect(chapters).toEqual(["Gen.12", "Ps.23", "Isa.53", "Matt.5"]);
  const arabic = await annotateScriptureReferences(renderLessonHtml(typed("اقرأ يوحنا 3: 16")), ["ar", "en"]);
  expect(arabic.chapters).toEqual(["John.3"]);
});

it("leaves a reference inside a link as the link's text (a button may not sit in a link)", async () => {
  const doc: LessonDocument = {
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: "John 3:16", marks: [{ type: "link", attrs: { href: "/courses/john" } }] }] }],
  };
  const html = renderLessonHtml(doc);
  expect(html).toBe('<p><a href="/courses/john" rel="noopener noreferrer nofollow" target="_blank">John 3:16</a></p>');
  expect((await annotateScriptureReferences(html, ["en"])).html).toBe(html);
});

it("writes images with their path and alternative text only, and hard breaks", () => {
  const doc: LessonDocument = {
    type: "doc",
    content: [
      { type: "image", attrs: { src: "/api/lesson-images/c1/map.png", alt: "Paul's first journey" } },
      { type: "paragraph", content: [{ type: "text", text: "line one" }, { type: "hardBreak" }, { type: "text", text: "line two" }] },
    ],
  };
  const html = renderLessonHtml(doc);
  expect(html).toBe('<img src="/api/lesson-images/c1/map.png" alt="Paul\'s first journey" /><p>line one<br />line two</p>');
  expect(htmlToDocument(html)).toEqual({ ok: true, doc });
});

it("keeps a list item of several paragraphs, or with a nested list, as ProseMirror writes it", () => {
  const doc: LessonDocument = {
    type: "doc",
    content: [
      {
        type: "orderedList",
        content: [
          { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "a" }] }, { type: "paragraph", content: [{ type: "text", text: "b" }] }] },
          {
            type: "listItem",
            content: [
              { type: "paragraph", content: [{ type: "text", text: "c" }] },
              { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "d" }] }] }] },
            ],
          },
        ],
      },
    ],
  };
  const html = renderLessonHtml(doc);
  expect(html).toBe("<ol><li><p>a</p><p>b</p></li><li><p>c</p><ul><li>d</li></ul></li></ol>");
  expect(htmlToDocument(html)).toEqual({ ok: true, doc });
});

it("opens HTML from before the editor: text of unknown elements kept, h1 and h4 as paragraphs, scripts gone", () => {
  const result = htmlToDocument('<h1>Title</h1><h4>Small</h4><div>In a div</div><p>Code: <code>x</code> <u>under</u><script>alert(1)</script></p><table><tr><td>cell</td></tr></table>');
  expect(result).toEqual({
    ok: true,
    doc: {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Title" }] },
        { type: "paragraph", content: [{ type: "text", text: "Small" }] },
        { type: "paragraph", content: [{ type: "text", text: "In a div" }] },
        { type: "paragraph", content: [{ type: "text", text: "Code: x under" }] },
        { type: "paragraph", content: [{ type: "text", text: "cell" }] },
      ],
    },
  });
});
