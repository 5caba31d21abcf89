// The parts of a lesson's sanitised HTML the translation checks compare: its block structure and its plain text.

/** The block elements whose sequence a translation keeps. */
const BLOCK = /<(h2|h3|p|ul|ol|li|blockquote)(?=[\s>])/g;
const BLOCK_END = /<\/(?:h2|h3|p|li|blockquote)>|<br\s*\/?>/g;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: " ", "#39": "'" };

/** The lesson's block elements in document order: ["h2", "p", "ul", "li", "li", …]. */
export function blockStructure(html: string): string[] {
  return [...html.matchAll(BLOCK)].map((match) => match[1]!);
}

/** The lesson's words as a reader sees them, one block a line. */
export function plainText(html: string): string {
  return html
    .replace(BLOCK_END, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/[ \t]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .trim();
}

/** Characters of a text without its spaces, counted as code points (a Devanagari or Han character counts one). */
export function characterCount(text: string): number {
  return [...text.replace(/\s+/g, "")].length;
}
