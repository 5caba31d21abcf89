import { z } from "zod";
import type { LessonContentError, LessonContentErrorCode, LessonContentResult } from "./errors";
import { isLessonImageAlt, isLessonImageSrc } from "./images";
import { isAllowedHref } from "./urls";

// The lesson document we accept, in Tiptap's JSON (ProseMirror's Node.toJSON): paragraphs, headings h2–h3 (h1 is
// the lesson's title), bullet and numbered lists, quotations, images from our storage with alternative text,
// hard line breaks; bold, italic and links as marks. Strict: a node or mark type not listed, or an attribute a
// node does not have (style, class, onclick…), refuses the whole document with a code (errors.ts): nothing is
// dropped silently, so what the author sees is what is stored. The same shape as extensions.ts's schema; the
// order rules (a list holds items, an item starts with a paragraph) are ProseMirror's check, in prepare.ts.
// Pure and without Tiptap: usable in the browser and on the server.

export type LessonMark = { type: "bold" } | { type: "italic" } | { type: "link"; attrs: { href: string } };
export type LessonText = { type: "text"; text: string; marks?: LessonMark[] };
export type LessonHardBreak = { type: "hardBreak"; marks?: LessonMark[] };
export type LessonInline = LessonText | LessonHardBreak;
export type LessonParagraph = { type: "paragraph"; content?: LessonInline[] };
export type LessonHeading = { type: "heading"; attrs: { level: 2 | 3 }; content?: LessonInline[] };
export type LessonListItem = { type: "listItem"; content: LessonBlock[] };
export type LessonBulletList = { type: "bulletList"; content: LessonListItem[] };
export type LessonOrderedList = { type: "orderedList"; content: LessonListItem[] };
export type LessonBlockquote = { type: "blockquote"; content: LessonBlock[] };
export type LessonImage = { type: "image"; attrs: { src: string; alt: string } };
export type LessonBlock = LessonParagraph | LessonHeading | LessonBulletList | LessonOrderedList | LessonBlockquote | LessonImage;
export type LessonDocument = { type: "doc"; content: LessonBlock[] };

/** Lists in quotes in lists…: real lessons nest 3 or 4 deep. A limit keeps the recursive checks off the stack's end. */
export const MAX_DEPTH = 32;

const code = (value: LessonContentErrorCode) => ({ message: value });
// PostgreSQL cannot store U+0000 in text or jsonb; the other C0 controls (but tab and newline) mean nothing in a lesson.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const plainText = z.string().refine((text) => !CONTROL.test(text), code("invalidCharacter"));
/** Tiptap writes no attrs for a node or mark without attributes; an empty object means the same. */
const noAttrs = z.strictObject({}).optional();

const mark: z.ZodType<LessonMark> = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("bold"), attrs: noAttrs }),
  z.strictObject({ type: z.literal("italic"), attrs: noAttrs }),
  z.strictObject({ type: z.literal("link"), attrs: z.strictObject({ href: z.string().refine(isAllowedHref, code("linkNotAllowed")) }) }),
]) as z.ZodType<LessonMark>;
const marks = z.array(mark).max(3).optional();

const inline: z.ZodType<LessonInline> = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("text"), text: plainText.pipe(z.string().min(1, code("invalidStructure"))), marks }),
  z.strictObject({ type: z.literal("hardBreak"), attrs: noAttrs, marks }),
]) as z.ZodType<LessonInline>;
const inlineContent = z.array(inline).optional();

const listItems = () => z.array(listItem).min(1, code("invalidStructure"));
const blocks = () => z.array(block).min(1, code("invalidStructure"));

const listItem: z.ZodType<LessonListItem> = z.strictObject({
  type: z.literal("listItem"),
  attrs: noAttrs,
  get content() {
    return blocks();
  },
}) as z.ZodType<LessonListItem>;

const block: z.ZodType<LessonBlock> = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("paragraph"), attrs: noAttrs, content: inlineContent }),
  z.strictObject({
    type: z.literal("heading"),
    attrs: z.strictObject({ level: z.union([z.literal(2), z.literal(3)], code("headingLevel")) }),
    content: inlineContent,
  }),
  z.strictObject({
    type: z.literal("bulletList"),
    attrs: noAttrs,
    get content() {
      return listItems();
    },
  }),
  z.strictObject({
    type: z.literal("orderedList"),
    attrs: noAttrs,
    get content() {
      return listItems();
    },
  }),
  z.strictObject({
    type: z.literal("blockquote"),
    attrs: noAttrs,
    get content() {
      return blocks();
    },
  }),
  z.strictObject({
    type: z.literal("image"),
    attrs: z.strictObject({
      src: z.string().refine(isLessonImageSrc, code("imageSourceNotAllowed")),
      alt: z.unknown().refine(isLessonImageAlt, code("imageAltMissing")),
    }),
  }),
]) as z.ZodType<LessonBlock>;

const lessonDocument = z.strictObject({ type: z.literal("doc"), attrs: noAttrs, content: z.array(block) });

/** The depth of the deepest value in `value`, counted without recursion (a hostile document may nest 100,000 deep). */
function depthExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== "object") continue;
    // Each node is an object inside its parent's content array: two levels of JSON per level of document.
    if (depth > limit * 2 + 4) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

function errorFrom(issue: z.core.$ZodIssue): LessonContentError {
  const path = issue.path.join(".");
  if (issue.code === "custom") return { code: issue.message as LessonContentErrorCode, path };
  if (issue.code === "unrecognized_keys") return { code: "unknownAttribute", path: [path, ...issue.keys].filter(Boolean).join(".") };
  if (issue.code === "invalid_union" && "discriminator" in issue && issue.discriminator === "type") {
    return { code: issue.path.includes("marks") ? "unknownMark" : "unknownNode", path };
  }
  if (issue.message === "headingLevel" || issue.message === "invalidStructure") return { code: issue.message, path };
  return { code: "invalidDocument", path };
}

/** Checks a document's shape (not yet ProseMirror's order rules: see prepare.ts). */
export function parseLessonDocument(value: unknown): LessonContentResult<{ doc: LessonDocument }> {
  if (depthExceeds(value, MAX_DEPTH)) return { ok: false, error: { code: "tooDeep", values: { limit: MAX_DEPTH } } };
  const result = lessonDocument.safeParse(value);
  if (!result.success) return { ok: false, error: errorFrom(result.error.issues[0]!) };
  return { ok: true, doc: result.data as LessonDocument };
}

/** An empty lesson, as the editor starts one. */
export const EMPTY_LESSON_DOCUMENT: LessonDocument = { type: "doc", content: [{ type: "paragraph" }] };
