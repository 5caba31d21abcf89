import { loadFont, type FontKey, type Weight } from "./fonts";
import { hanFontFor, itemize, visualOrder, type Run } from "./itemize";

// One line of text laid out: itemized (bidi, script, font), each run shaped by HarfBuzz, the runs in visual
// order. Positions are in em (1 = the font size), x from the left edge of the line, y up from the baseline.

export type PlacedGlyph = {
  font: FontKey;
  /** Glyph id in the full font (the embedded subset keeps ids). */
  glyph: number;
  /** Where the glyph is drawn: its pen position plus HarfBuzz's offsets (GPOS mark and cursive positioning). */
  x: number;
  y: number;
  /** The pen position, before the offsets. */
  penX: number;
  /** HarfBuzz's advance (kerning included), and the glyph's own advance from hmtx. */
  advance: number;
  nominalAdvance: number;
  /** The cluster (HarfBuzz's: a character and its marks, a ligature, a Devanagari syllable) this glyph belongs to. */
  cluster: number;
  clusterText: string;
};

/** A character no font has, drawn as a box showing its code point. */
export type HexBox = { codePoint: number; x: number; advance: number };

/** A run as drawn: its characters in logical order and its glyphs in visual order. */
export type Segment = { text: string; rtl: boolean; glyphs: PlacedGlyph[]; box?: HexBox };

export type LaidOutLine = {
  text: string;
  /** The paragraph direction the bidi algorithm settled on. */
  direction: "ltr" | "rtl";
  width: number;
  /** In visual order, left to right. */
  segments: Segment[];
  glyphs: PlacedGlyph[];
  boxes: HexBox[];
  /** The fonts used, with the code points each must keep in its subset. */
  codePoints: Map<FontKey, Set<number>>;
  runs: Run[];
};

export type LayoutOptions = {
  weight: Weight;
  /** The page's language: the HarfBuzz language (localized forms) and the choice of CJK font. */
  locale: string;
  direction?: "ltr" | "rtl" | "auto";
};

export const HEXBOX_ADVANCE = 0.72;
const HEXBOX_ADVANCE_WIDE = 0.96;

/** Unicode 15924 script tags HarfBuzz knows by the same name; anything else is left for it to guess. */
const hbScript = (script: string) => (script === "Zyyy" || script === "Zinh" || script === "Zzzz" ? undefined : script);

export function layoutLine(text: string, options: LayoutOptions): LaidOutLine {
  const { weight, locale } = options;
  const han = hanFontFor(text, locale);
  const { runs, direction } = itemize(text, {
    direction: options.direction ?? "auto",
    han,
    covers: (font, codePoint) => loadFont(font, weight).has(codePoint),
  });
  const segments: Segment[] = [];
  const codePoints = new Map<FontKey, Set<number>>();
  let pen = 0;
  for (const run of visualOrder(runs)) {
    const rtl = run.level % 2 === 1;
    if (run.font === "hexbox") {
      const codePoint = text.codePointAt(run.start)!;
      const advance = codePoint > 0xffff ? HEXBOX_ADVANCE_WIDE : HEXBOX_ADVANCE;
      segments.push({ text: text.slice(run.start, run.end), rtl, glyphs: [], box: { codePoint, x: pen, advance } });
      pen += advance;
      continue;
    }
    const fontKey = run.font;
    const font = loadFont(fontKey, weight);
    const used = codePoints.get(fontKey) ?? new Set<number>();
    codePoints.set(fontKey, used);
    for (const char of text.slice(run.start, run.end)) used.add(char.codePointAt(0)!);
    const shaped = font.shape(text, run.start, run.end, { direction: rtl ? "rtl" : "ltr", script: hbScript(run.script), language: locale });
    // Each cluster's text: from its start to the next cluster's start in logical order.
    const starts = [...new Set(shaped.map((g) => g.cluster))].sort((a, b) => a - b);
    const clusterEnd = (cluster: number) => starts.find((s) => s > cluster) ?? run.end;
    const scale = 1 / font.upem;
    const glyphs: PlacedGlyph[] = [];
    segments.push({ text: text.slice(run.start, run.end), rtl, glyphs });
    for (const g of shaped) {
      glyphs.push({
        font: fontKey,
        glyph: g.glyph,
        x: pen + g.xOffset * scale,
        penX: pen,
        y: g.yOffset * scale,
        advance: g.xAdvance * scale,
        nominalAdvance: font.advance(g.glyph) * scale,
        cluster: g.cluster,
        clusterText: text.slice(g.cluster, clusterEnd(g.cluster)),
      });
      pen += g.xAdvance * scale;
    }
  }
  return {
    text,
    direction,
    width: pen,
    segments,
    glyphs: segments.flatMap((s) => s.glyphs),
    boxes: segments.flatMap((s) => (s.box ? [s.box] : [])),
    codePoints,
    runs,
  };
}
