// What a discussion post's HTML may hold, checked on the parsed page: the sanitiser's allow-list
// (lib/discussions/markdown.ts), links only to the web or mail with the post's rel, and (in stored and served
// HTML) the Scripture buttons lib/scripture/annotate.ts adds. Anything else is listed, so a test shows what leaked.
import { JSDOM } from "jsdom";

const SANITISED: Record<string, string[]> = {
  P: [], BR: [], EM: [], STRONG: [], UL: [], OL: ["start"], LI: [], BLOCKQUOTE: [], CODE: [], A: ["href", "rel"],
};
const WITH_SCRIPTURE_BUTTONS: Record<string, string[]> = {
  ...SANITISED,
  BUTTON: ["type", "class", "data-scripture-ref", "aria-haspopup", "aria-expanded"],
};
const window = new JSDOM("").window;

/** The parts of `html` a post may not hold: elements, attributes, link schemes, a link's rel. */
export function unsafePostParts(html: string, { scriptureButtons = false } = {}): string[] {
  const allowedBy = scriptureButtons ? WITH_SCRIPTURE_BUTTONS : SANITISED;
  const doc = new window.DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, "text/html");
  const found: string[] = [];
  for (const element of doc.body.querySelectorAll("*")) {
    const allowed = allowedBy[element.tagName];
    if (!allowed) found.push(`<${element.tagName.toLowerCase()}>`);
    for (const attribute of element.attributes) if (!allowed?.includes(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
    if (element.tagName === "A") {
      const href = element.getAttribute("href") ?? "";
      const url = new URL(href, "https://school.example/course/x/discussions/y");
      if (!["http:", "https:", "mailto:"].includes(url.protocol)) found.push(`href ${href}`);
      if (element.getAttribute("rel") !== "nofollow ugc noopener") found.push(`rel ${element.getAttribute("rel")}`);
    }
  }
  return found;
}
