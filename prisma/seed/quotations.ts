// A reader's check that a translated lesson quotes the Bible the school ships for its language word for word
// (issue 27: "Where a public-domain Bible of the language is available as a package, quote it word for word").
// A quotation counts when a citation stands right beside it, as the lessons write them:
//   «Yo soy el pan de vida» (6:35)      “…” (Juan 3:16)      «…» (literalmente «…»; 6:20)      «…» — Juan 3:16
//   Lee Juan 21:24: «…»                 <blockquote>… (Juan 3:16)</blockquote>
// Citations are read by the page's own annotation (lib/scripture/annotate.ts: the language's conventions, bare
// "(6:35)" against the course's book), so the check follows whatever the popovers open. A quotation matches when,
// after punctuation, case and spacing are set aside, it is a contiguous run of the words of one cited passage
// (or of all of them in order), "…" standing for words left out.
import { annotateScriptureReferences } from "../../lib/scripture/annotate";
import type { BookId } from "../../lib/scripture/books";
import { getPassage } from "../../lib/scripture/passage";

export type CitedQuotation = { quote: string; osis: string[] };
export type QuotationMismatch = CitedQuotation & { text: string };

// Stand-ins for a scripture button and for a blockquote's edges in the plain text the quotations are read from.
const REF = "\uE000";
const REF_END = "\uE001";
const BLOCK_OPEN = "\uE002";
const BLOCK_CLOSE = "\uE003";

const BUTTON = /^<button type="button" class="scripture-ref" data-scripture-ref="([^"]*)"[^>]*>$/;
const BLOCK_TAG = /^<\/?(?:p|li|ul|ol|h[1-6]|br|hr)\b/i;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!);

/** The annotated HTML as plain text, each button replaced by REF<index>REF_END; a paragraph or list item is a line. */
function plainText(html: string): { text: string; refs: string[] } {
  const refs: string[] = [];
  let text = "";
  let inButton = false;
  let blockDepth = 0;
  for (const [, tag, between] of html.matchAll(/(<[^>]*>)|([^<]+)/g)) {
    if (between !== undefined) {
      if (!inButton) text += decode(between);
      continue;
    }
    const button = BUTTON.exec(tag!);
    if (button) {
      text += `${REF}${refs.push(decode(button[1]!)) - 1}${REF_END}`;
      inButton = true;
    } else if (tag === "</button>") inButton = false;
    else if (/^<blockquote\b/i.test(tag!)) {
      text += `\n${BLOCK_OPEN}`;
      blockDepth++;
    } else if (/^<\/blockquote/i.test(tag!)) {
      text += `${BLOCK_CLOSE}\n`;
      blockDepth = Math.max(0, blockDepth - 1);
    }
    // Paragraphs inside a block quote belong to one quotation; elsewhere a block ends what a quotation may span.
    else if (BLOCK_TAG.test(tag!)) text += blockDepth > 0 ? " " : "\n";
  }
  return { text, refs };
}

// One or more buttons: "6:35", "2:4; 7:30; 8:20", "11:3, 5", "3:16 y 18", "2:4; cf. 7:30".
const REFS = `${REF}\\d+${REF_END}(?:\\s*[;,]?\\s*(?:(?:y|e|and|cf\\.|véase|see)\\s+)?${REF}\\d+${REF_END})*`;
const CITED_AFTER = new RegExp(`^\\s*[,.;]?\\s*(?:\\((?:[^()\\n${REF}]*;\\s*)?(${REFS})\\s*\\)|[—–]\\s*(${REFS}))`);
const CITED_BEFORE = new RegExp(`(${REFS})\\s*\\)?\\s*[:,]?\\s*$`);
const CITATION_INSIDE = new RegExp(`\\s*(?:\\(\\s*(${REFS})\\s*\\)|[—–]\\s*(${REFS}))[\\s.]*$`);
const QUOTES: [string, string][] = [["«", "»"], ["“", "”"], ["„", "“"], [BLOCK_OPEN, BLOCK_CLOSE]];
const refsIn = (run: string, refs: string[]) => [...run.matchAll(new RegExp(`${REF}(\\d+)${REF_END}`, "g"))].map((m) => refs[Number(m[1])]!);
const withoutRefs = (text: string) => text.replace(new RegExp(`${REF}\\d+${REF_END}`, "g"), "").trim();

/** The quotations in annotated lesson HTML that a citation stands beside, with the OSIS ranges it cites. */
export function citedQuotations(annotatedHtml: string): CitedQuotation[] {
  const { text, refs } = plainText(annotatedHtml);
  const found: CitedQuotation[] = [];
  for (const [open, close] of QUOTES) {
    const pattern = new RegExp(`${open}([^${open}${close}${open === BLOCK_OPEN ? "" : "\\n"}]*)${close}`, "g");
    for (const match of text.matchAll(pattern)) {
      let quote = match[1]!;
      let cited: string | undefined;
      if (open === BLOCK_OPEN) {
        // A block quote carries its citation at its end, or has it in the paragraph just before or just after.
        const inside = CITATION_INSIDE.exec(quote);
        if (inside) {
          cited = inside[1] ?? inside[2];
          quote = quote.slice(0, inside.index);
        }
        quote = quote.trim().replace(/^[«“„]([^«»“”„]*)[»”“]$/, "$1");
      }
      // A citation in the next paragraph or list item belongs to a block quote, not to a quotation inside a line.
      const beside = (run: RegExpExecArray | null) => (run && (open === BLOCK_OPEN || !run[0].includes("\n")) ? run : null);
      const after = beside(CITED_AFTER.exec(text.slice(match.index + match[0].length)));
      const before = beside(CITED_BEFORE.exec(text.slice(0, match.index)));
      cited ??= after?.[1] ?? after?.[2] ?? before?.[1];
      // A block quote wrapped in «» is also read as the «» quotation it holds: once is enough.
      const quotation = { quote: withoutRefs(quote), osis: refsIn(cited ?? "", refs) };
      if (cited && !found.some((q) => q.quote === quotation.quote && q.osis.join() === quotation.osis.join())) found.push(quotation);
    }
  }
  return found;
}

const GAP = /…|\.\.\./;
const words = (text: string) =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .split(/\s+/)
    .filter(Boolean);

/** Whether `quote` is a contiguous run of `passage`'s words, "…" standing for words left out (in order). */
export function quotes(quote: string, passage: string): boolean {
  const text = words(passage);
  const segments = quote.split(GAP).map(words).filter((w) => w.length);
  let from = 0;
  for (const segment of segments) {
    let at = from;
    while (at + segment.length <= text.length && !segment.every((word, i) => text[at + i] === word)) at++;
    if (at + segment.length > text.length) return false;
    from = at + segment.length;
  }
  // «…» alone quotes nothing.
  return segments.length > 0;
}

async function passageText(osis: string, language: string): Promise<string> {
  const { verses } = await getPassage(osis, language);
  return verses.map((v) => v.text).join(" ");
}

/**
 * The cited quotations in one lesson (or question, or option: plain text is escaped first), and those that are not
 * the text of what they cite in the Bible served for `language`: each cited passage alone, or all of them in order.
 */
export async function checkQuotations(html: string, language: string, book: BookId | null): Promise<{ cited: number; mismatches: QuotationMismatch[] }> {
  const { html: annotated } = await annotateScriptureReferences(html, [language, "en"], book);
  const quotations = citedQuotations(annotated);
  const mismatches: QuotationMismatch[] = [];
  for (const quotation of quotations) {
    const passages = await Promise.all(quotation.osis.map((osis) => passageText(osis, language)));
    const candidates = passages.length > 1 ? [...passages, passages.join(" ")] : passages;
    if (!candidates.some((passage) => quotes(quotation.quote, passage))) mismatches.push({ ...quotation, text: passages.join(" | ") });
  }
  return { cited: quotations.length, mismatches };
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** A question or option (plain text) as the HTML checkQuotations reads. */
export const textAsHtml = (text: string) => `<p>${escape(text)}</p>`;
