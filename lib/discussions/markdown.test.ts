/** @jest-environment node */
import { HTML_PAYLOADS, KNOWN_EXECUTABLE, URL_PAYLOADS } from "@/test/fixtures/xss/payloads";
import { unsafePostParts as unsafeParts } from "@/test/helpers/post-markup";
import { postPlainText, renderPostMarkdown } from "./markdown";

// Posts' Markdown against the project's XSS payloads: raw HTML, links with every executable scheme (as Markdown
// links, autolinks and reference links). What comes out is parsed by jsdom and checked against the allow-list.

describe("renderPostMarkdown", () => {
  it("renders the subset: paragraphs, emphasis, strong, lists, links, quotes, inline code", () => {
    const html = renderPostMarkdown("Grace *alone* and **faith**\n\n- one\n- two\n\n1. first\n\n> quoted\n\n`code` and [a link](https://example.org/page)");
    expect(html).toContain("<em>alone</em>");
    expect(html).toContain("<strong>faith</strong>");
    expect(html).toContain("<ul>\n<li>one</li>");
    expect(html).toContain("<ol>\n<li>first</li>");
    expect(html).toContain("<blockquote>\n<p>quoted</p>\n</blockquote>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain('<a href="https://example.org/page" rel="nofollow ugc noopener">a link</a>');
  });

  it("leaves headings, images, tables and raw HTML as text", () => {
    const html = renderPostMarkdown("# Title\n\n![alt](https://example.org/x.png)\n\n<b>bold</b>");
    expect(html).not.toMatch(/<h1|<img|<b>/);
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt;");
  });

  it.each(KNOWN_EXECUTABLE)("keeps nothing executable of %s", (payload) => {
    expect(unsafeParts(renderPostMarkdown(payload))).toEqual([]);
  });

  it("keeps nothing executable of any HTML payload", () => {
    const bad = HTML_PAYLOADS.flatMap((payload) => unsafeParts(renderPostMarkdown(payload)).map((part) => `${payload}: ${part}`));
    expect(bad).toEqual([]);
  });

  it("links no javascript:, data: or other executable address, however written", () => {
    const shapes = (url: string) => [`[click](${url})`, `<${url}>`, `[click][r]\n\n[r]: ${url}`, `[click](<${url}>)`];
    const bad = URL_PAYLOADS.flatMap((url) => shapes(url).flatMap((md) => unsafeParts(renderPostMarkdown(md)).map((part) => `${md}: ${part}`)));
    expect(bad).toEqual([]);
    expect(renderPostMarkdown("[x](javascript:alert(1))")).not.toContain("href");
    expect(renderPostMarkdown("[x](data:text/html,hi)")).not.toContain("href");
  });
});

describe("postPlainText", () => {
  it("gives the words without markup", () => {
    expect(postPlainText("**Grace** and <i>peace</i> & [truth](https://example.org)")).toBe("Grace and <i>peace</i> & truth");
  });
});
