import sanitizeHtml from "sanitize-html";

// Lesson HTML is sanitised when written (seed, authoring) and again when shown: only structural tags,
// links limited to http(s) and mailto and opened safely, no attribute that could run script or load anything.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "b", "i", "blockquote", "br", "hr", "a"],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }, true),
  },
  disallowedTagsMode: "discard",
};

export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
