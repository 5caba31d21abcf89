import { Parser } from "htmlparser2";
import { z } from "zod";

// A lesson's text as the studio's editor holds it: a ProseMirror document in Tiptap's StarterKit names, limited
// to what lib/content/sanitize.ts keeps (headings 2–4, paragraphs, lists, quotations, rules, line breaks, bold,
// italic, links). The server is the source of truth: a document is checked against this schema and turned into
// HTML here (docToHtml), then sanitised; HTML from elsewhere (the seed's files, lessons from before the studio)
// is read into a document (htmlToDoc), so every revision carries both.

export type Mark = { type: "bold" } | { type: "italic" } | { type: "link"; attrs: { href: string } };
export type TextNode = { type: "text"; text: string; marks?: Mark[] };
export type Inline = TextNode | { type: "hardBreak" };
export type Paragraph = { type: "paragraph"; content?: Inline[] };
export type Heading = { type: "heading"; attrs: { level: 2 | 3 | 4 }; content?: Inline[] };
export type ListItem = { type: "listItem"; content: Block[] };
export type Block =
  | Paragraph
  | Heading
  | { type: "bulletList"; content: ListItem[] }
  | { type: "orderedList"; content: ListItem[] }
  | { type: "blockquote"; content: Block[] }
  | { type: "horizontalRule" };
export type LessonDoc = { type: "doc"; content: Block[] };

const markSchema: z.ZodType<Mark> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("bold") }),
  z.object({ type: z.literal("italic") }),
  z.object({ type: z.literal("link"), attrs: z.object({ href: z.string().max(2000) }) }),
]);
const inlineSchema: z.ZodType<Inline> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), text: z.string().min(1), marks: z.array(markSchema).max(3).optional() }),
  z.object({ type: z.literal("hardBreak") }),
]);
const inlines = z.array(inlineSchema).optional();
const blockSchema: z.ZodType<Block> = z.lazy(() =>
  z.discriminatedUnion("type", [
    z.object({ type: z.literal("paragraph"), content: inlines }),
    z.object({ type: z.literal("heading"), attrs: z.object({ level: z.union([z.literal(2), z.literal(3), z.literal(4)]) }), content: inlines }),
    z.object({ type: z.literal("bulletList"), content: z.array(listItemSchema).min(1) }),
    z.object({ type: z.literal("orderedList"), content: z.array(listItemSchema).min(1) }),
    z.object({ type: z.literal("blockquote"), content: z.array(blockSchema).min(1) }),
    z.object({ type: z.literal("horizontalRule") }),
  ]),
);
const listItemSchema: z.ZodType<ListItem> = z.lazy(() => z.object({ type: z.literal("listItem"), content: z.array(blockSchema).min(1) }));

/** A document as the editor sends it: anything else (another node, a script, an attribute) is refused. */
export const lessonDocSchema: z.ZodType<LessonDoc> = z.object({ type: z.literal("doc"), content: z.array(blockSchema) });

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

// Marks nest in one order (a link outside bold outside italic), and neighbouring text shares its open marks, as
// ProseMirror writes them: <strong><em>Hesed</em>:</strong>, not two <strong> in a row.
const MARK_ORDER: Mark["type"][] = ["link", "bold", "italic"];
const sameMark = (a: Mark, b: Mark) => a.type === b.type && (a.type !== "link" || (b.type === "link" && a.attrs.href === b.attrs.href));
const openTag = (mark: Mark) => (mark.type === "link" ? `<a href="${escapeAttribute(mark.attrs.href)}">` : mark.type === "bold" ? "<strong>" : "<em>");
const closeTag = (mark: Mark) => (mark.type === "link" ? "</a>" : mark.type === "bold" ? "</strong>" : "</em>");

function inlineHtml(nodes: Inline[] = []): string {
  let html = "";
  const active: Mark[] = [];
  for (const node of nodes) {
    const marks = node.type === "text" ? [...(node.marks ?? [])].sort((a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type)) : [];
    let kept = 0;
    while (kept < active.length && kept < marks.length && sameMark(active[kept]!, marks[kept]!)) kept++;
    while (active.length > kept) html += closeTag(active.pop()!);
    for (const mark of marks.slice(kept)) {
      html += openTag(mark);
      active.push(mark);
    }
    html += node.type === "hardBreak" ? "<br />" : escapeText(node.text);
  }
  while (active.length) html += closeTag(active.pop()!);
  return html;
}

/** A list item of one paragraph is written without it (<li>text</li>), as lessons have always been. */
function itemHtml(item: ListItem): string {
  const [only] = item.content;
  return `<li>${item.content.length === 1 && only?.type === "paragraph" ? inlineHtml(only.content) : item.content.map(blockHtml).join("")}</li>`;
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case "paragraph":
      return `<p>${inlineHtml(block.content)}</p>`;
    case "heading":
      return `<h${block.attrs.level}>${inlineHtml(block.content)}</h${block.attrs.level}>`;
    case "bulletList":
      return `<ul>${block.content.map(itemHtml).join("")}</ul>`;
    case "orderedList":
      return `<ol>${block.content.map(itemHtml).join("")}</ol>`;
    case "blockquote":
      return `<blockquote>${block.content.map(blockHtml).join("")}</blockquote>`;
    case "horizontalRule":
      return "<hr />";
  }
}

/** The document as HTML (to be sanitised before it is stored). */
export function docToHtml(doc: LessonDoc): string {
  return doc.content.map(blockHtml).join("\n");
}

// Reading HTML: a stack of the nodes being filled. Text or an inline tag directly in a container (the document,
// a list item, a quotation) goes into a paragraph opened for it, as a browser's editor does.
type Textblock = Paragraph | Heading;
type Open =
  | { tag: string; node: LessonDoc | ListItem | { type: "blockquote"; content: Block[] }; kind: "container" }
  | { tag: string; node: { type: "bulletList" | "orderedList"; content: ListItem[] }; kind: "list" }
  | { tag: string; node: Textblock; kind: "text" };

const HEADINGS: Record<string, 2 | 3 | 4> = { h2: 2, h3: 3, h4: 4 };
const MARKS: Record<string, Mark["type"]> = { strong: "bold", b: "bold", em: "italic", i: "italic", a: "link" };

/** Joins neighbouring text of the same marks and collapses whitespace as HTML does; trims each textblock. */
function tidy(block: Textblock) {
  const out: Inline[] = [];
  for (const node of block.content ?? []) {
    const last = out[out.length - 1];
    if (node.type === "text" && last?.type === "text" && JSON.stringify(last.marks) === JSON.stringify(node.marks)) last.text += node.text;
    else out.push(node.type === "text" ? { ...node } : node);
  }
  for (const node of out) if (node.type === "text") node.text = node.text.replace(/\s+/g, " ");
  const first = out[0];
  if (first?.type === "text") first.text = first.text.trimStart();
  const last = out[out.length - 1];
  if (last?.type === "text") last.text = last.text.trimEnd();
  const content = out.filter((node) => node.type !== "text" || node.text.length > 0);
  if (content.length) block.content = content;
  else delete block.content;
}

/** HTML (sanitised, or about to be) read into a document; tags the schema has no node for keep their text. */
export function htmlToDoc(html: string): LessonDoc {
  const doc: LessonDoc = { type: "doc", content: [] };
  const stack: Open[] = [{ tag: "#doc", node: doc, kind: "container" }];
  const marks: { tag: string; mark: Mark }[] = [];
  const top = () => stack[stack.length - 1]!;

  const closeTo = (index: number) => {
    while (stack.length > index) {
      const open = stack.pop()!;
      if (open.kind === "text") tidy(open.node);
    }
  };
  const closeText = () => {
    while (top().kind === "text") closeTo(stack.length - 1);
  };
  /** The container a new block goes into: a list gets a list item opened for it. */
  const blockParent = (): Block[] => {
    closeText();
    const open = top();
    if (open.kind === "list") {
      const item: ListItem = { type: "listItem", content: [] };
      open.node.content.push(item);
      stack.push({ tag: "#li", node: item, kind: "container" });
      return item.content;
    }
    return (open.node as { content: Block[] }).content;
  };
  const textParent = (): Inline[] => {
    const open = top();
    if (open.kind === "text") return (open.node.content ??= []);
    const paragraph: Paragraph = { type: "paragraph", content: [] };
    blockParent().push(paragraph);
    stack.push({ tag: "#p", node: paragraph, kind: "text" });
    return paragraph.content!;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "p" || name in HEADINGS) {
          const block: Textblock = name === "p" ? { type: "paragraph" } : { type: "heading", attrs: { level: HEADINGS[name]! } };
          blockParent().push(block);
          stack.push({ tag: name, node: block, kind: "text" });
        } else if (name === "ul" || name === "ol") {
          const list = { type: name === "ul" ? ("bulletList" as const) : ("orderedList" as const), content: [] as ListItem[] };
          blockParent().push(list);
          stack.push({ tag: name, node: list, kind: "list" });
        } else if (name === "li") {
          closeText();
          const open = top();
          if (open.kind !== "list") return; // a stray item: its text goes where it stands
          const item: ListItem = { type: "listItem", content: [] };
          open.node.content.push(item);
          stack.push({ tag: name, node: item, kind: "container" });
        } else if (name === "blockquote") {
          const quote = { type: "blockquote" as const, content: [] as Block[] };
          blockParent().push(quote);
          stack.push({ tag: name, node: quote, kind: "container" });
        } else if (name === "hr") {
          blockParent().push({ type: "horizontalRule" });
        } else if (name === "br") {
          textParent().push({ type: "hardBreak" });
        } else if (name in MARKS) {
          const type = MARKS[name]!;
          if (type === "link" && !attributes.href) return;
          marks.push({ tag: name, mark: type === "link" ? { type, attrs: { href: attributes.href! } } : { type } });
        }
      },
      ontext(text) {
        if (top().kind !== "text" && !text.trim()) return; // whitespace between blocks
        if (top().kind === "list") return; // text between list items
        const own = [...new Map(marks.map(({ mark }) => [mark.type, mark])).values()];
        textParent().push(own.length ? { type: "text", text, marks: own } : { type: "text", text });
      },
      onclosetag(name) {
        if (name in MARKS) {
          const index = marks.findLastIndex((m) => m.tag === name);
          if (index >= 0) marks.splice(index, 1);
          return;
        }
        const index = stack.findLastIndex((open) => open.tag === name);
        if (index > 0) closeTo(index);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  closeTo(1);
  return doc;
}
