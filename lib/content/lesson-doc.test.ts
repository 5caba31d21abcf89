import fs from "node:fs";
import path from "node:path";
import { docToHtml, htmlToDoc, lessonDocSchema, type LessonDoc } from "./lesson-doc";
import { sanitizeLessonHtml } from "./sanitize";

// The same markup whatever the whitespace between tags (ProseMirror keeps none there).
const squeeze = (html: string) => html.replace(/>\s+</g, "><").replace(/\s+/g, " ").replace(/<br \/>/g, "<br>").trim();

describe("htmlToDoc", () => {
  it("reads headings, paragraphs, lists, quotations, rules, breaks and marks into StarterKit nodes", () => {
    const doc = htmlToDoc(
      '<h2>In the beginning</h2>\n<p>God <strong>created</strong> the <em>heavens</em> and <a href="https://example.com">the earth</a>.<br>And it was good.</p>' +
        "<ul><li>light</li><li><p>sky</p><ol><li>sea</li></ol></li></ul><blockquote><p>Let there be light.</p></blockquote><hr>",
    );
    expect(doc).toEqual({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "In the beginning" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "God " },
            { type: "text", text: "created", marks: [{ type: "bold" }] },
            { type: "text", text: " the " },
            { type: "text", text: "heavens", marks: [{ type: "italic" }] },
            { type: "text", text: " and " },
            { type: "text", text: "the earth", marks: [{ type: "link", attrs: { href: "https://example.com" } }] },
            { type: "text", text: "." },
            { type: "hardBreak" },
            { type: "text", text: "And it was good." },
          ],
        },
        {
          type: "bulletList",
          content: [
            { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "light" }] }] },
            {
              type: "listItem",
              content: [
                { type: "paragraph", content: [{ type: "text", text: "sky" }] },
                { type: "orderedList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "sea" }] }] }] },
              ],
            },
          ],
        },
        { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: "Let there be light." }] }] },
        { type: "horizontalRule" },
      ],
    });
    expect(lessonDocSchema.safeParse(doc).success).toBe(true);
  });

  it("puts loose text in a paragraph, decodes entities and collapses whitespace", () => {
    expect(htmlToDoc("Faith &amp; works\n   <em>together</em>  ")).toEqual({
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Faith & works " }, { type: "text", text: "together", marks: [{ type: "italic" }] }] }],
    });
    expect(htmlToDoc("")).toEqual({ type: "doc", content: [] });
  });

  it("reads every seeded lesson into a document that gives back the same markup", () => {
    const dir = path.join(process.cwd(), "prisma/seed/data/courses");
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".json"));
    expect(files.length).toBe(76);
    for (const file of files) {
      const course = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { lessons: { content: string }[] };
      for (const lesson of course.lessons) {
        const html = sanitizeLessonHtml(lesson.content);
        const doc = htmlToDoc(html);
        expect(lessonDocSchema.safeParse(doc).success).toBe(true);
        expect(squeeze(sanitizeLessonHtml(docToHtml(doc)))).toBe(squeeze(html));
      }
    }
  });
});

describe("docToHtml", () => {
  it("escapes text and attributes, so a document cannot smuggle markup in", () => {
    const doc: LessonDoc = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: '<script>alert(1)</script> "x"', marks: [{ type: "link", attrs: { href: 'https://a.example/"><img src=x onerror=alert(1)>' } }] }] }],
    };
    const html = docToHtml(doc);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(sanitizeLessonHtml(html)).not.toMatch(/onerror="/);
  });

  it("refuses nodes and attributes the school does not keep", () => {
    expect(lessonDocSchema.safeParse({ type: "doc", content: [{ type: "image", attrs: { src: "x" } }] }).success).toBe(false);
    expect(lessonDocSchema.safeParse({ type: "doc", content: [{ type: "heading", attrs: { level: 1 } }] }).success).toBe(false);
    expect(lessonDocSchema.safeParse({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "code" }] }] }] }).success).toBe(false);
  });
});
