import { createHash } from "node:crypto";
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames as Op,
  PDFString,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
  type RGB,
} from "pdf-lib";
import { isSyntheticBold, loadFont, postScriptName, type FontKey, type Weight } from "./fonts";
import { subsetFont } from "./harfbuzz";
import { layoutLine, type LaidOutLine, type LayoutOptions, type PlacedGlyph } from "./layout";

// Draws shaped text into a pdf-lib document. pdf-lib's own drawText runs fontkit's layout but drops the GPOS
// offsets and knows nothing of bidi, so the glyphs HarfBuzz placed are written here with pdf-lib's low-level
// API instead:
// - each font is a Type0 font with Identity-H encoding over a CIDFontType2 whose CIDs are the glyph ids, each
//   glyph placed where HarfBuzz put it (TJ adjustments, a text matrix for a mark moved off the baseline);
// - the font program is a subset (hb-subset) of the glyphs the document shows, each at its id in the full font
//   (RETAIN_GIDS), without the layout tables a viewer never reads, compressed: a Chinese name costs kilobytes,
//   not the 10 MB font;
// - the text: a glyph that stands for one cluster alone is mapped by the font's ToUnicode CMap; every other
//   cluster (a Devanagari syllable whose vowel sign is drawn first, an Arabic letter drawn as a body and its
//   dots, a ligature) is a marked-content span whose /ActualText is the cluster's characters in logical order,
//   as Chromium's PDF writer does. Per cluster, not per line: readers (poppler's pdftotext, for one) order
//   right-to-left text from the clusters' places on the line, and would reverse a whole line's ActualText.
//   So copying the text or pdftotext gives back "أحمد" or "क्षत्रिय" as typed.

type EmbeddedFont = {
  key: FontKey;
  weight: Weight;
  ref: PDFRef;
  name: PDFName;
  codePoints: Set<number>;
  /** Glyph id → its advance in 1/1000 em and the text it stands for (for ToUnicode). */
  glyphs: Map<number, { width: number; text: string }>;
};

export type DrawOptions = { x: number; y: number; size: number; color: RGB };

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
const num = (n: number) => PDFNumber.of(Math.round(n * 1000) / 1000);
const utf16Hex = (text: string) => Array.from({ length: text.length }, (_, i) => hex4(text.charCodeAt(i))).join("");

export class PdfTextWriter {
  private readonly fonts = new Map<string, EmbeddedFont>();
  private finished = false;

  constructor(private readonly pdf: PDFDocument) {}

  layout(text: string, options: LayoutOptions): LaidOutLine & { weight: Weight } {
    return { ...layoutLine(text, options), weight: options.weight };
  }

  private font(key: FontKey, weight: Weight, page: PDFPage): EmbeddedFont {
    const id = `${key}-${weight}`;
    let font = this.fonts.get(id);
    if (!font) {
      font = { key, weight, ref: this.pdf.context.nextRef(), name: PDFName.of(`HB${this.fonts.size + 1}`), codePoints: new Set(), glyphs: new Map() };
      this.fonts.set(id, font);
    }
    page.node.setFontDictionary(font.name, font.ref);
    return font;
  }

  /** Draws the line with its left edge at x and its baseline at y. */
  draw(page: PDFPage, line: LaidOutLine & { weight: Weight }, { x, y, size, color }: DrawOptions): void {
    if (this.finished) throw new Error("PdfTextWriter: draw after finish");
    const ops: PDFOperator[] = [PDFOperator.of(Op.PushGraphicsState)];
    ops.push(PDFOperator.of(Op.NonStrokingColorRgb, [num(color.red), num(color.green), num(color.blue)]));
    ops.push(PDFOperator.of(Op.StrokingColorRgb, [num(color.red), num(color.green), num(color.blue)]));
    for (const segment of line.segments) {
      if (segment.box) {
        this.hexBoxOps(page, segment.box.codePoint, x + segment.box.x * size, y, segment.box.advance * size, size, ops);
      } else {
        ops.push(PDFOperator.of(Op.BeginText));
        this.glyphOps(page, segment.glyphs, line.weight, x, y, size, ops);
        ops.push(PDFOperator.of(Op.EndText));
      }
    }
    ops.push(PDFOperator.of(Op.PopGraphicsState));
    page.pushOperators(...ops);
    for (const [key, codePoints] of line.codePoints) {
      const font = this.font(key, line.weight, page);
      for (const cp of codePoints) font.codePoints.add(cp);
    }
  }

  private actualText(text: string): PDFOperator {
    // pdf-lib writes an inline dictionary operand as it is, though its PDFOperatorArg type does not list PDFDict.
    const properties = this.pdf.context.obj({ ActualText: PDFHexString.fromText(text) }) as unknown as PDFName;
    return PDFOperator.of(Op.BeginMarkedContentSequence, [PDFName.of("Span"), properties]);
  }

  /**
   * The glyphs as text-showing operators, in visual order: one TJ per stretch of glyphs of one font on the
   * baseline, the gaps between HarfBuzz's positions and the fonts' own advances written as TJ adjustments; a
   * glyph moved off the baseline (a mark placed by GPOS) gets its own text matrix.
   *
   * The text they stand for: a cluster of one glyph for which the font's ToUnicode map gives the cluster's
   * characters needs nothing more; any other cluster (a Devanagari syllable whose vowel sign is drawn first, an
   * Arabic letter drawn as a body and its dots, a ligature) is wrapped in a marked-content span whose
   * /ActualText is the cluster's characters in logical order, as Chromium's PDF writer does. Readers then see
   * each cluster at its place on the line, and order right-to-left text as they do for any PDF.
   */
  private glyphOps(page: PDFPage, glyphs: PlacedGlyph[], weight: Weight, x: number, y: number, size: number, ops: PDFOperator[]) {
    let current: EmbeddedFont | undefined;
    let pending: (PDFHexString | PDFNumber)[] = [];
    let pen = Number.NaN; // em: where the viewer's pen is after the last glyph written, NaN to set the text matrix
    const flush = () => {
      if (pending.length) ops.push(PDFOperator.of(Op.ShowTextAdjusted, [this.pdf.context.obj(pending) as PDFArray]));
      pending = [];
    };
    /** Writes one glyph; `extend` (em) widens the displacement a reader computes for it (see below). */
    const show = (g: PlacedGlyph, extend = 0) => {
      const font = this.font(g.font, weight, page);
      if (!font.glyphs.has(g.glyph)) font.glyphs.set(g.glyph, { width: Math.round(g.nominalAdvance * 1000), text: "" });
      if (font !== current) {
        flush();
        ops.push(PDFOperator.of(Op.SetFontAndSize, [font.name, num(size)]));
        const synthetic = isSyntheticBold(g.font, weight);
        ops.push(PDFOperator.of(Op.SetTextRenderingMode, [PDFNumber.of(synthetic ? 2 : 0)]));
        if (synthetic) ops.push(PDFOperator.of(Op.SetLineWidth, [num(size * 0.035)]));
        current = font;
        pen = Number.NaN;
      }
      if (g.y !== 0 || Number.isNaN(pen)) {
        flush();
        ops.push(PDFOperator.of(Op.SetTextMatrix, [num(1), num(0), num(0), num(1), num(x + g.x * size), num(y + g.y * size)]));
      } else if (Math.abs(g.x - pen) > 1e-6) pending.push(num(-(g.x - pen) * 1000));
      if (extend > 1e-6) {
        flush();
        ops.push(PDFOperator.of(Op.SetCharacterSpacing, [num(extend * size)]));
      }
      pending.push(PDFHexString.of(hex4(g.glyph)));
      pen = g.y === 0 ? g.x + g.nominalAdvance : Number.NaN;
      if (g.y !== 0 || extend > 1e-6) flush();
      if (extend > 1e-6) {
        ops.push(PDFOperator.of(Op.SetCharacterSpacing, [num(0)]));
        pen = Number.NaN;
      }
      return font;
    };
    for (let i = 0; i < glyphs.length; ) {
      let j = i + 1;
      while (j < glyphs.length && glyphs[j]!.cluster === glyphs[i]!.cluster) j++;
      const cluster = glyphs.slice(i, j);
      i = j;
      const text = cluster[0]!.clusterText;
      const only = cluster.length === 1 ? this.font(cluster[0]!.font, weight, page).glyphs.get(cluster[0]!.glyph) : undefined;
      if (cluster.length === 1 && (!only || only.text === "" || only.text === text)) {
        const font = show(cluster[0]!);
        const entry = font.glyphs.get(cluster[0]!.glyph)!;
        if (!entry.text) entry.text = text;
        continue;
      }
      // Readers (poppler's, for one) place the /ActualText where the span's first glyph starts and end it where
      // the last one's advance ends. So the span starts with the cluster's leftmost glyph on the baseline, and
      // the last glyph's displacement is stretched to the cluster's right edge with character spacing (Tc),
      // which moves nothing that is drawn: the next glyph has its own position.
      const right = Math.max(...cluster.map((g) => g.penX + g.advance));
      const firstIndex = cluster.reduce((best, g, k) => (g.y === 0 && (best < 0 || g.x < cluster[best]!.x) ? k : best), -1);
      const ordered = firstIndex > 0 ? [cluster[firstIndex]!, ...cluster.filter((_, k) => k !== firstIndex)] : cluster;
      flush();
      ops.push(this.actualText(text));
      ordered.forEach((g, k) => show(g, k === ordered.length - 1 ? right - (g.x + g.nominalAdvance) : 0));
      flush();
      ops.push(PDFOperator.of(Op.EndMarkedContent));
    }
    flush();
  }

  /**
   * The last resort for a character no font has: a box with its code point in hexadecimal, like Unicode's Last
   * Resort font. Its text is the character itself, carried by an invisible space stretched to the box's width
   * (so readers place it where the box is, on the line's baseline); the digits inside carry no text.
   */
  private hexBoxOps(page: PDFPage, codePoint: number, left: number, baseline: number, width: number, size: number, ops: PDFOperator[]) {
    const inset = size * 0.06;
    const height = size * 0.8;
    const bottom = baseline - size * 0.1;
    ops.push(PDFOperator.of(Op.SetLineWidth, [num(size * 0.04)]));
    ops.push(PDFOperator.of(Op.AppendRectangle, [num(left + inset), num(bottom), num(width - 2 * inset), num(height)]));
    ops.push(PDFOperator.of(Op.StrokePath));

    const latin = loadFont("latin", "regular");
    const space = latin.glyphOf(0x20)!;
    const spaceWidth = latin.advance(space) / latin.upem;
    const font = this.font("latin", "regular", page);
    font.codePoints.add(0x20);
    if (!font.glyphs.has(space)) font.glyphs.set(space, { width: Math.round(spaceWidth * 1000), text: " " });
    ops.push(PDFOperator.of(Op.BeginText));
    ops.push(this.actualText(String.fromCodePoint(codePoint)));
    ops.push(PDFOperator.of(Op.SetFontAndSize, [font.name, num(size)]));
    ops.push(PDFOperator.of(Op.SetTextRenderingMode, [PDFNumber.of(3)]));
    ops.push(PDFOperator.of(Op.SetCharacterSpacing, [num(width - spaceWidth * size)]));
    ops.push(PDFOperator.of(Op.SetTextMatrix, [num(1), num(0), num(0), num(1), num(left), num(baseline)]));
    ops.push(PDFOperator.of(Op.ShowText, [PDFHexString.of(hex4(space))]));
    ops.push(PDFOperator.of(Op.SetCharacterSpacing, [num(0)]));
    ops.push(PDFOperator.of(Op.EndMarkedContent));

    ops.push(this.actualText(""));
    const digits = codePoint.toString(16).toUpperCase().padStart(codePoint > 0xffff ? 6 : 4, "0");
    const half = digits.length / 2;
    const digitSize = size * 0.3;
    [digits.slice(0, half), digits.slice(half)].forEach((row, i) => {
      const rowLine = layoutLine(row, { weight: "regular", locale: "en", direction: "ltr" });
      const rowLeft = left + (width - rowLine.width * digitSize) / 2;
      const rowBaseline = bottom + height - (i + 1) * digitSize * 1.15 - size * 0.04;
      this.glyphOps(page, rowLine.glyphs, "regular", rowLeft, rowBaseline, digitSize, ops);
      for (const [key, codePoints] of rowLine.codePoints) for (const cp of codePoints) this.font(key, "regular", page).codePoints.add(cp);
    });
    ops.push(PDFOperator.of(Op.EndMarkedContent));
    ops.push(PDFOperator.of(Op.EndText));
  }

  /** Embeds the font subsets. Call once, after the last draw and before PDFDocument.save(). */
  finish(): void {
    if (this.finished) return;
    this.finished = true;
    for (const font of this.fonts.values()) this.embed(font);
  }

  private embed(font: EmbeddedFont) {
    const { context } = this.pdf;
    const full = loadFont(font.key, font.weight);
    const subset = subsetFont(full.bytes, font.codePoints, font.glyphs.keys());
    const metrics = fontMetrics(subset);
    const k = 1000 / metrics.unitsPerEm;
    const tag = subsetTag(font);
    const baseFont = PDFName.of(`${tag}+${postScriptName(font.key, font.weight)}`);

    const fontFile = context.register(context.flateStream(subset, { Length1: subset.byteLength }));
    const descriptor = context.register(
      context.obj({
        Type: "FontDescriptor",
        FontName: baseFont,
        Flags: 4, // symbolic: the glyphs are addressed by id, not by a standard encoding
        FontBBox: metrics.bbox.map((v) => Math.round(v * k)),
        ItalicAngle: 0,
        Ascent: Math.round(metrics.ascender * k),
        Descent: Math.round(metrics.descender * k),
        CapHeight: Math.round(metrics.capHeight * k),
        StemV: font.weight === "bold" ? 140 : 80,
        FontFile2: fontFile,
      }),
    );
    const gids = [...font.glyphs.keys()].sort((a, b) => a - b);
    const widths: (number | number[])[] = [];
    for (let i = 0; i < gids.length; ) {
      let j = i;
      while (j + 1 < gids.length && gids[j + 1] === gids[j]! + 1) j++;
      widths.push(gids[i]!, gids.slice(i, j + 1).map((g) => font.glyphs.get(g)!.width));
      i = j + 1;
    }
    const cidFont = context.register(
      context.obj({
        Type: "Font",
        Subtype: "CIDFontType2",
        BaseFont: baseFont,
        CIDSystemInfo: cidSystemInfo(this.pdf),
        FontDescriptor: descriptor,
        W: widths,
        CIDToGIDMap: "Identity",
      }),
    );
    const toUnicode = context.register(context.flateStream(toUnicodeCMap(font)));
    context.assign(
      font.ref,
      context.obj({ Type: "Font", Subtype: "Type0", BaseFont: baseFont, Encoding: "Identity-H", DescendantFonts: [cidFont], ToUnicode: toUnicode }),
    );
  }
}

function cidSystemInfo(pdf: PDFDocument): PDFDict {
  const dict = pdf.context.obj({ Supplement: 0 }) as PDFDict;
  dict.set(PDFName.of("Registry"), PDFString.of("Adobe"));
  dict.set(PDFName.of("Ordering"), PDFString.of("Identity"));
  return dict;
}

/** The six capital letters a subset's name starts with (ISO 32000 9.6.4), stable for the same glyphs. */
function subsetTag(font: EmbeddedFont): string {
  const digest = createHash("sha256")
    .update(`${font.key}-${font.weight}:${[...font.codePoints].sort((a, b) => a - b).join(",")}`)
    .digest();
  return Array.from(digest.subarray(0, 6), (b) => String.fromCharCode(65 + (b % 26))).join("");
}

function toUnicodeCMap(font: EmbeddedFont): string {
  const entries = [...font.glyphs.entries()].filter(([, g]) => g.text).sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(`${chunk.length} beginbfchar\n${chunk.map(([gid, g]) => `<${hex4(gid)}> <${utf16Hex(g.text)}>`).join("\n")}\nendbfchar`);
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <FFFF>",
    "endcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}

type Metrics = { unitsPerEm: number; bbox: [number, number, number, number]; ascender: number; descender: number; capHeight: number };

/** The few numbers a FontDescriptor needs, from the font's head, hhea and OS/2 tables. */
export function fontMetrics(bytes: Uint8Array): Metrics {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const numTables = view.getUint16(4);
  const tables = new Map<string, number>();
  for (let i = 0; i < numTables; i++) {
    const entry = 12 + i * 16;
    const tag = String.fromCharCode(...bytes.subarray(entry, entry + 4));
    tables.set(tag, view.getUint32(entry + 8));
  }
  const head = tables.get("head");
  const hhea = tables.get("hhea");
  if (head === undefined || hhea === undefined) throw new Error("Font without head or hhea table");
  const os2 = tables.get("OS/2");
  const ascender = view.getInt16(hhea + 4);
  const capHeight = os2 !== undefined && view.getUint16(os2) >= 2 ? view.getInt16(os2 + 88) : ascender;
  return {
    unitsPerEm: view.getUint16(head + 18),
    bbox: [view.getInt16(head + 36), view.getInt16(head + 38), view.getInt16(head + 40), view.getInt16(head + 42)],
    ascender,
    descender: view.getInt16(hhea + 6),
    capHeight,
  };
}
