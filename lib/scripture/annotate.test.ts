/** @jest-environment node */
import sanitizeHtml from "sanitize-html";
import { sanitizeLessonHtml } from "@/lib/content/sanitize";
import { annotateScriptureReferences } from "./annotate";

const button = (osis: string, label: string) =>
  `<button type="button" class="scripture-ref" data-scripture-ref="${osis}" aria-haspopup="dialog" aria-expanded="false">${label}</button>`;

describe("annotateScriptureReferences in English", () => {
  it("wraps full names with an en dash range, abbreviations and chapter-only references", async () => {
    const html = "<p>Read Romans 3:21–26, then Gen 12:1-3 and Hosea 11.</p>";
    const { html: out } = await annotateScriptureReferences(html, ["en"]);
    expect(out).toBe(
      `<p>Read ${button("Rom.3.21-Rom.3.26", "Romans 3:21–26")}, then ${button("Gen.12.1-Gen.12.3", "Gen 12:1-3")} and ${button("Hos.11", "Hosea 11")}.</p>`,
    );
  });

  it("leaves tags, attributes and link text alone", async () => {
    const link = '<a href="https://example.org/John%203:16" title="John 3:16" rel="noopener noreferrer nofollow" target="_blank">John 3:16</a>';
    const html = `<p>${link} and <em>John 3:17</em></p>`;
    expect(sanitizeLessonHtml(html)).toBe(html);
    const { html: out } = await annotateScriptureReferences(html, ["en"]);
    expect(out).toContain(link);
    expect(out).toContain(`<em>${button("John.3.17", "John 3:17")}</em>`);
    expect(out.match(/<button/g)).toHaveLength(1);
  });

  it("keeps escaped text escaped and does not read lower-case words as books", async () => {
    const html = sanitizeLessonHtml("<p>&lt;script&gt; &amp; he is 5 years old; am 3 — Isaiah 53:4</p>");
    const { html: out } = await annotateScriptureReferences(html, ["en"]);
    expect(out).toBe(`<p>&lt;script&gt; &amp; he is 5 years old; am 3 — ${button("Isa.53.4", "Isaiah 53:4")}</p>`);
  });

  it("lists the cited chapters once each in canonical order", async () => {
    const html = "<p>Romans 3:21–26; Romans 3:9. Genesis 12; Genesis 1–2. 1 Cor 13. Genesis 1–50.</p>";
    const { chapters } = await annotateScriptureReferences(html, ["en"]);
    expect(chapters).toEqual(["Gen.1", "Gen.2", "Gen.12", "Rom.3", "1Cor.13"]);
  });

  it("keeps the sanitiser's guarantees: only its tags plus the fixed button survive a strict pass unchanged", async () => {
    const dirty = '<p onclick="x()">John 3:16<script>alert(1)</script><img src=x onerror=alert(1)> Ps 23 <a href="javascript:alert(1)">Ps 1</a></p>';
    const { html: out } = await annotateScriptureReferences(sanitizeLessonHtml(dirty), ["en"]);
    const strict = sanitizeHtml(out, {
      allowedTags: ["p", "a", "button", "em", "strong"],
      allowedAttributes: { a: ["href", "title", "rel", "target"], button: ["type", "class", "data-scripture-ref", "aria-haspopup", "aria-expanded"] },
      allowedClasses: { button: ["scripture-ref"] },
    });
    expect(out).toBe(strict);
    expect(out).not.toMatch(/script>|onerror|onclick|javascript:/);
  });
});

describe("annotateScriptureReferences in Spanish", () => {
  it("reads Spanish names and abbreviations, and English ones in an English fallback", async () => {
    const html = "<p>Lea Romanos 3:21–26, Gén 12:1-3, Oseas 11 y 1 Co 13. <strong>Hosea 11:1</strong></p>";
    const { html: out, chapters } = await annotateScriptureReferences(html, ["es", "en"]);
    expect(out).toBe(
      `<p>Lea ${button("Rom.3.21-Rom.3.26", "Romanos 3:21–26")}, ${button("Gen.12.1-Gen.12.3", "Gén 12:1-3")}, ${button("Hos.11", "Oseas 11")} y ${button("1Cor.13", "1 Co 13")}. <strong>${button("Hos.11.1", "Hosea 11:1")}</strong></p>`,
    );
    expect(chapters).toEqual(["Gen.12", "Hos.11", "Rom.3", "1Cor.13"]);
  });
});

describe("bare citations in the ways the translated lessons write them (issue 32)", () => {
  const refs = async (html: string, languages: string[], book: "Mark" | "Rom" | "John") =>
    [...(await annotateScriptureReferences(html, languages, book)).html.matchAll(/data-scripture-ref="([^"]*)"/g)].map((m) => m[1]);

  it("reads a citation after a sentence-initial 'By', and a range followed by a colon", async () => {
    expect(await refs("<p>By 3:6, only a few chapters into the Gospel, the cross falls across the story.</p>", ["en"], "Mark")).toEqual(["Mark.3.6"]);
    expect(await refs("<p>This leads to the missionary logic of 10:14-15: people cannot call on one they have not believed.</p>", ["en"], "Rom")).toEqual([
      "Rom.10.14-Rom.10.15",
    ]);
  });

  it("reads a list with the Chinese, Japanese or Arabic comma or semicolon whole", async () => {
    expect(await refs("<p>耶稣所爱的拉撒路（11:3、5）。</p>", ["zh", "en"], "John")).toEqual(["John.11.3", "John.11.5"]);
    expect(await refs("<p>والباب (10:7، 9)، والراعي الصالح (10:11؛ 14:6)</p>", ["ar", "en"], "John")).toEqual(["John.10.7", "John.10.9", "John.10.11", "John.14.6"]);
  });
});

describe("named references listed with the Arabic comma (issue 32)", () => {
  it("reads the list whole", async () => {
    const { html } = await annotateScriptureReferences("<p>القراءة: مرقس 1:1، 14-15؛ 8:27-38</p>", ["ar", "en"], "Mark");
    expect([...html.matchAll(/data-scripture-ref="([^"]*)"/g)].map((m) => m[1])).toEqual(["Mark.1.1", "Mark.1.14-Mark.1.15", "Mark.8.27-Mark.8.38"]);
  });
});
