import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";
import { isAllowedHref } from "@/lib/lesson-content/urls";

// Posts are written in a small Markdown subset: paragraphs, emphasis, strong, lists, links, block quotes and
// inline code. markdown-it renders it with raw HTML off; sanitize-html (the lesson sanitiser's library) then keeps
// only those elements, and links only to addresses the lesson rules allow, marked as user content.

const markdown = new MarkdownIt("zero", { html: false, linkify: false, breaks: true }).enable([
  "blockquote",
  "list",
  "emphasis",
  "link",
  "autolink",
  "backticks",
  "newline",
  "escape",
  "entity",
]);

/** Replaces a link the address rules refuse by its text (sanitize-html drops an unknown tag, keeping its text). */
const DROP = "post-dropped";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "em", "strong", "ul", "ol", "li", "a", "blockquote", "code"],
  allowedAttributes: { a: ["href", "rel"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag =>
      isAllowedHref(attribs.href) ? { tagName, attribs: { href: attribs.href, rel: "nofollow ugc noopener" } } : { tagName: DROP, attribs: {} },
  },
  disallowedTagsMode: "discard",
};

/** A post's Markdown as safe HTML (no script, no handler attribute, no javascript: or data: address). */
export function renderPostMarkdown(body: string): string {
  return sanitizeHtml(markdown.render(body), OPTIONS);
}

const wordsOf = (escapedText: string) =>
  escapedText.replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/\s+/g, " ").trim();

/** The post's plain words, for search and previews: its rendered text without tags. */
export function postPlainText(body: string): string {
  return wordsOf(sanitizeHtml(markdown.render(body), { allowedTags: [], allowedAttributes: {} }));
}

/**
 * The same words read from the post's rendered HTML (renderPostMarkdown's output, Scripture buttons added), without
 * rendering it again: sanitize-html escapes every "<" in text, so a tag is exactly "<…>".
 */
export function plainTextOfPostHtml(html: string): string {
  return wordsOf(html.replace(/<[^>]*>/g, ""));
}
