import type { LessonBlock, LessonDocument, LessonInline } from "./document";

// A document's words as plain text, one block a line: what the revision history compares (diff.ts) and what a
// character count counts. Images count as their alternative text, in brackets, so replacing one shows in a diff.

function inlineText(content: LessonInline[] | undefined): string {
  return (content ?? []).map((node) => (node.type === "text" ? node.text : "\n")).join("");
}

function blockLines(block: LessonBlock, prefix: string): string[] {
  switch (block.type) {
    case "paragraph":
      return [prefix + inlineText(block.content)];
    case "heading":
      return [prefix + inlineText(block.content)];
    case "image":
      return [`${prefix}[${block.attrs.alt}]`];
    case "blockquote":
      return block.content.flatMap((child) => blockLines(child, prefix));
    case "bulletList":
    case "orderedList":
      return block.content.flatMap((item, index) => {
        const marker = block.type === "bulletList" ? "•" : `${index + 1}.`;
        return item.content.flatMap((child, position) => blockLines(child, position === 0 ? `${prefix}${marker} ` : prefix));
      });
  }
}

export function documentText(doc: LessonDocument): string {
  return doc.content.flatMap((block) => blockLines(block, "")).join("\n");
}
