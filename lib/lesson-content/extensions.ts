import type { Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { OrderedList } from "@tiptap/extension-list";
import StarterKit from "@tiptap/starter-kit";
import { isAllowedHref } from "./urls";
import { isLessonImageAlt, isLessonImageSrc } from "./images";

// The lesson document as Tiptap (ProseMirror) sees it: the editor in the browser and the server's HTML
// conversions (render.ts, html-to-document.ts) build their schema from this one list, so what the editor can make
// is exactly what the server renders. Nodes and marks not listed here (code, strike, underline, rules, tables…)
// do not exist: pasted HTML using them keeps its text only. document.ts checks the same shape with zod.
// Attributes are cut to what a lesson needs, so none can slip through a paste: a link has only href, an image
// only src and alt, a list none.

const LessonLink = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute("href") } };
  },
}).configure({
  // The sanitiser gives every stored link its rel and target (lib/content/sanitize.ts); the document holds only href.
  HTMLAttributes: { target: null, rel: null, class: null },
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: "https",
  isAllowedUri: (url) => isAllowedHref(url),
  shouldAutoLink: (url) => isAllowedHref(url) || isAllowedHref(`https://${url}`),
});

const LessonImage = Image.extend({
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  parseHTML() {
    // Only our own stored images, with alternative text; any other <img> in pasted HTML is left out.
    return [{ tag: "img[src]", getAttrs: (element: HTMLElement) => (isLessonImageSrc(element.getAttribute("src")) && isLessonImageAlt(element.getAttribute("alt")) ? null : false) }];
  },
}).configure({ inline: false, allowBase64: false });

const PlainOrderedList = OrderedList.extend({
  addAttributes: () => ({}),
});

/** The extensions of a lesson document (the editor adds its own helpers, such as the character count). */
export function lessonExtensions(): Extensions {
  return [
    StarterKit.configure({
      // h1 is the lesson's title on the page.
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      link: false,
      orderedList: false,
      // It adds an empty paragraph after a final list or image as soon as the editor is focused: a change (and an
      // autosave, and a stored "<p></p>") the author never made. The gap cursor still lets one type after them.
      trailingNode: false,
    }),
    PlainOrderedList,
    LessonLink,
    LessonImage,
  ];
}
