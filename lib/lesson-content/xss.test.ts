/** @jest-environment node */
import { DOMParser as ProseMirrorParser } from "@tiptap/pm/model";
import { JSDOM } from "jsdom";
import { sanitizeLessonHtml } from "@/lib/content/sanitize";
import { annotateScriptureReferences } from "@/lib/scripture/annotate";
import { HTML_PAYLOADS, KNOWN_EXECUTABLE, URL_PAYLOADS } from "@/test/fixtures/xss/payloads";
import { htmlToDocument } from "./html-to-document";
import { prepareLessonContent } from "./prepare";
import { lessonSchema } from "./schema";

// Rich-text fuzzing (issue 26): every payload of test/fixtures/xss/payloads.ts reaches a lesson every way content
// comes in, and what would be stored (and what the lesson page then shows, with its Scripture buttons) holds
// nothing executable. Two independent checks: jsdom's HTML parser (parse5) builds the tree, which is walked against
// an allow-list of elements, attributes and URL schemes; and the HTML is rendered in a jsdom that runs scripts,
// where every element gets every event and the payloads' xss() must never be called.
// The editor itself (pasting each payload into Tiptap in a browser DOM) is tested in
// components/studio/lesson-editor/paste.test.tsx; here a paste is ProseMirror's parse of the raw markup with the
// lesson schema, in jsdom's DOM, without the sanitiser that htmlToDocument runs first.

jest.setTimeout(600_000);

const SITE = "https://school.example";
const ALL_PAYLOADS = [...HTML_PAYLOADS, ...URL_PAYLOADS];

// --- The checks -----------------------------------------------------------------------------------------------

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  P: [], H2: [], H3: [], H4: [], UL: [], OL: [], LI: [], STRONG: [], EM: [], B: [], I: [], BLOCKQUOTE: [], BR: [], HR: [],
  A: ["href", "title", "rel", "target"],
  IMG: ["src", "alt"],
  // The lesson page's Scripture reference (lib/scripture/annotate.ts referenceButton).
  BUTTON: ["type", "class", "data-scripture-ref", "aria-haspopup", "aria-expanded"],
};

/** What is wrong with one URL attribute's value, as the browser will read it (character references already decoded). */
function badUrl(element: Element, name: string, value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, `${SITE}/courses/john/lessons/1`);
  } catch {
    return null; // an address the browser cannot parse goes nowhere
  }
  if (element.tagName === "IMG") return url.origin === SITE && url.pathname.startsWith("/api/lesson-images/") ? null : `img src ${value}`;
  if (!["http:", "https:", "mailto:"].includes(url.protocol)) return `${name} scheme ${url.protocol}`;
  // No scheme written: it must stay on this site.
  if (!/^(https?|mailto):/i.test(value.trim()) && url.origin !== SITE) return `${name} leaves the site: ${value}`;
  return null;
}

const parserWindow = new JSDOM("").window;

/** Everything in `html` that is not a lesson's plain structure, read by jsdom's HTML parser (parse5). */
function executableParts(html: string): string[] {
  const parsed = new parserWindow.DOMParser().parseFromString(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`, "text/html");
  const found: string[] = [];
  if (parsed.head.childNodes.length) found.push(`head: ${parsed.head.innerHTML}`);
  for (const element of parsed.body.querySelectorAll("*")) {
    const allowed = ALLOWED_ATTRIBUTES[element.tagName];
    if (!allowed || element.namespaceURI !== "http://www.w3.org/1999/xhtml") {
      found.push(`<${element.tagName.toLowerCase()}>`);
      continue;
    }
    for (const { name, value } of element.attributes) {
      if (!allowed.includes(name) || /^on/i.test(name)) found.push(`${element.tagName.toLowerCase()}[${name}]`);
      else if (name === "href" || name === "src") {
        const problem = badUrl(element, name, value);
        if (problem) found.push(problem);
      } else if (name === "target" && element.getAttribute("rel")?.includes("noopener") !== true) found.push("target without noopener");
    }
  }
  return found;
}

const EVENTS = ["load", "error", "click", "dblclick", "auxclick", "mousedown", "mouseup", "mouseover", "pointerdown", "focus", "focusin", "blur", "toggle", "beforetoggle", "begin", "animationstart", "input", "keydown", "scroll", "wheel"];

/** Renders each HTML in a jsdom that runs scripts, fires every event at every element, and returns the xss() calls. */
function xssCalls(htmls: string[]): unknown[][] {
  const calls: unknown[][] = [];
  const body = htmls.map((html) => `<section>${html}</section>`).join("");
  const dom = new JSDOM(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`, {
    url: `${SITE}/courses/john/lessons/1`,
    runScripts: "dangerously",
    beforeParse(window) {
      Object.assign(window, { xss: (...args: unknown[]) => calls.push(args), alert: (...args: unknown[]) => calls.push(["alert", ...args]) });
    },
  });
  const { window } = dom;
  for (const element of window.document.querySelectorAll("*")) {
    for (const type of EVENTS) element.dispatchEvent(new window.Event(type, { bubbles: true }));
    if (element instanceof window.HTMLElement) element.click();
  }
  window.close();
  return calls;
}

// --- The ways in ----------------------------------------------------------------------------------------------

const text = (value: string, marks?: unknown[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const docWith = (...content: unknown[]) => ({ type: "doc", content });
const FORBIDDEN_TYPES = ["script", "iframe", "svg", "style", "object", "embed", "math", "html", "codeBlock", "image_inline", "textStyle"];

/** Documents built by hand around a payload with node types, marks and attributes the schema lacks: all refused. */
function forbiddenDocuments(payload: string): unknown[] {
  return [
    ...FORBIDDEN_TYPES.map((type) => docWith({ type, content: [text(payload)] })),
    ...FORBIDDEN_TYPES.map((type) => docWith({ type: "paragraph", content: [text("x", [{ type, attrs: { src: payload } }])] })),
    docWith({ type: "blockquote", content: [{ type: "paragraph", content: [{ type: "script", text: payload }] }] }),
    docWith({ type: "paragraph", attrs: { onclick: payload }, content: [text("x")] }),
    docWith({ type: "paragraph", attrs: { style: payload }, content: [text("x")] }),
    docWith({ type: "heading", attrs: { level: 2, class: payload }, content: [text("x")] }),
    docWith({ type: "paragraph", content: [text("x", [{ type: "link", attrs: { href: "/courses", onmouseover: payload } }])] }),
    docWith({ type: "paragraph", content: [{ ...text("x"), html: payload }] }),
    docWith({ type: "image", attrs: { src: "/api/lesson-images/a.png", alt: "x", onerror: payload } }),
    docWith({ type: "image", attrs: { src: "/api/lesson-images/a.png", alt: "x", srcset: payload } }),
    docWith({ type: "bulletList", content: [{ type: "listItem", content: [{ type: "iframe", attrs: { srcdoc: payload } }] }] }),
    { type: "doc", content: [], attrs: { onload: payload } },
  ];
}

/** Ways a payload becomes a document that might be stored. */
function candidateDocuments(payload: string): { way: string; doc: unknown }[] {
  return [
    { way: "text", doc: docWith({ type: "paragraph", content: [text(payload)] }) },
    { way: "link href", doc: docWith({ type: "paragraph", content: [text("x", [{ type: "link", attrs: { href: payload } }])] }) },
    { way: "image src", doc: docWith({ type: "image", attrs: { src: payload, alt: "x" } }) },
    { way: "image alt", doc: docWith({ type: "image", attrs: { src: "/api/lesson-images/a.png", alt: payload } }) },
  ];
}

/** What the editor makes of pasted markup: the browser parses it in a detached document, ProseMirror reads that. */
function pasted(html: string): unknown {
  const detached = parserWindow.document.implementation.createHTMLDocument("paste");
  detached.body.innerHTML = html;
  return ProseMirrorParser.fromSchema(lessonSchema()).parse(detached.body as unknown as Node).toJSON();
}

// --- The test -------------------------------------------------------------------------------------------------

const parserCalls: unknown[][] = [];
beforeAll(() => Object.assign(parserWindow, { xss: (...args: unknown[]) => parserCalls.push(args) }));
afterAll(() => parserWindow.close());

it(`uses a few hundred payloads (${HTML_PAYLOADS.length} markup, ${URL_PAYLOADS.length} URLs)`, () => {
  expect(ALL_PAYLOADS.length).toBeGreaterThan(500);
});

it("has checks that catch executable markup when it is there", () => {
  expect(xssCalls(KNOWN_EXECUTABLE).length).toBeGreaterThanOrEqual(KNOWN_EXECUTABLE.length);
  for (const html of KNOWN_EXECUTABLE) expect(executableParts(html)).not.toEqual([]);
  expect(executableParts('<a href="javascript:xss(1)">x</a>')).toEqual(["href scheme javascript:"]);
  expect(executableParts('<a href="jav&#x09;ascript:xss(1)">x</a>')).toEqual(["href scheme javascript:"]);
  expect(executableParts('<a href="//evil.example">x</a>')).toEqual(["href leaves the site: //evil.example"]);
  expect(executableParts('<img src="https://evil.example/a.png" alt="x">')).toEqual(["img src https://evil.example/a.png"]);
  expect(executableParts("<svg></svg><p style=\"color:red\">x</p>")).toEqual(["<svg>", "p[style]"]);
});

it("refuses every hand-built document with a forbidden node, mark or attribute, whatever it carries", () => {
  for (const payload of ALL_PAYLOADS) {
    for (const doc of forbiddenDocuments(payload)) {
      const result = prepareLessonContent(doc);
      if (result.ok) throw new Error(`stored a forbidden document: ${JSON.stringify(doc)}`);
      expect(["unknownNode", "unknownMark", "unknownAttribute", "invalidDocument"]).toContain(result.error.code);
    }
  }
});

it("stores nothing executable from any payload typed, linked, used as an image, pasted into the editor or imported as HTML", async () => {
  // Each distinct stored HTML, with the first way and payload that produced it.
  const stored = new Map<string, string>();
  const keep = (html: string, why: string) => stored.has(html) || stored.set(html, why);
  let refused = 0;
  for (const payload of ALL_PAYLOADS) {
    const documents = candidateDocuments(payload);
    documents.push({ way: "pasted", doc: pasted(payload) });
    documents.push({ way: "pasted in a paragraph", doc: pasted(`<p>Read John 3:16 ${payload} then</p>`) });
    const imported = htmlToDocument(payload);
    if (imported.ok) documents.push({ way: "imported HTML", doc: imported.doc });
    else refused++;
    for (const { way, doc } of documents) {
      const result = prepareLessonContent(doc);
      if (result.ok) keep(result.html, `${way}: ${payload}`);
      else refused++;
    }
    // Lesson HTML stored before the editor (the seed): sanitised only.
    keep(sanitizeLessonHtml(payload), `sanitised HTML: ${payload}`);
  }

  const problems: string[] = [];
  const shown: string[] = [];
  for (const [html, why] of stored) {
    // What the lesson page renders: sanitised once more, Scripture references made buttons (components/lesson/lesson-content.tsx).
    const page = (await annotateScriptureReferences(sanitizeLessonHtml(html), ["en"])).html;
    shown.push(page);
    for (const part of [...executableParts(html), ...executableParts(page)]) problems.push(`${part}  <-  ${why}`);
  }
  expect(problems).toEqual([]);
  expect(xssCalls(shown)).toEqual([]);
  expect(parserCalls).toEqual([]);
  // Most ways refuse a payload outright (a bad link or image address); the rest are stored as harmless text.
  expect(refused).toBeGreaterThan(0);
  expect(stored.size).toBeGreaterThan(100);
});
