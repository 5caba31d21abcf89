import sanitizeHtml from "sanitize-html";
import { isLessonImageAlt, isLessonImageSrc } from "@/lib/lesson-content/images";
import { isAllowedHref } from "@/lib/lesson-content/urls";

// Lesson HTML is sanitised when written (seed, authoring) and again when shown: only structural tags,
// links limited to http(s), mailto and this site's own paths and opened safely, images only from the school's
// lesson-image path with alternative text, no attribute that could run script or load anything else.

/** A tag name the allow-list lacks: renaming an element to it drops the element and keeps its text. */
const DROP = "lesson-dropped";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "b", "i", "blockquote", "br", "hr", "a", "img"],
  allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  // "//host/…" leaves the site, which is not what a relative link here means.
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      // A link whose address lib/lesson-content/urls refuses ("/\host", spaces, …) keeps its text, not its link.
      if (attribs.href !== undefined && !isAllowedHref(attribs.href)) return { tagName: DROP, attribs: {} };
      return { tagName, attribs: { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } };
    },
    img: (tagName, { src, alt }): sanitizeHtml.Tag =>
      isLessonImageSrc(src) && isLessonImageAlt(alt) ? { tagName, attribs: { src, alt } } : { tagName: DROP, attribs: {} },
  },
  disallowedTagsMode: "discard",
};

export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
