/** @jest-environment node */
import { loadFont } from "./fonts";
import { subsetFont } from "./harfbuzz";
import { layoutLine } from "./layout";
import { fontMetrics } from "./pdf-text";

// Real fonts, real HarfBuzz: what each script's name turns into before it reaches the PDF.
const NAMES = {
  latin: "María José Núñez",
  greek: "Ελένη Παπαδοπούλου",
  cyrillic: "Иван Петров",
  arabic: "فاطمة الزهراء",
  hebrew: "אברהם כהן",
  devanagari: "मुहम्मद क्षत्रिय श्री",
  chinese: "王小明",
  japanese: "山田 はなこ",
  korean: "김민수",
  mixed: "María 李 Ahmed أحمد",
  thai: "สมชาย ใจดี",
};

describe("layoutLine", () => {
  it.each(Object.entries(NAMES))("draws %s without a missing glyph (.notdef) or a box", (_, name) => {
    for (const weight of ["regular", "bold"] as const) {
      const line = layoutLine(name, { weight, locale: "en" });
      expect(line.glyphs.length).toBeGreaterThan(0);
      expect(line.glyphs.filter((g) => g.glyph === 0)).toEqual([]);
      expect(line.boxes).toEqual([]);
      expect(line.width).toBeGreaterThan(0);
    }
  });

  it("uses the font of each script", () => {
    const fonts = (name: string) => [...new Set(layoutLine(name, { weight: "bold", locale: "en" }).glyphs.map((g) => g.font))].sort();
    expect(fonts(NAMES.mixed)).toEqual(["arabic", "latin", "sc"]);
    expect(fonts(NAMES.devanagari)).toEqual(["devanagari"]);
    expect(fonts(NAMES.japanese)).toEqual(["jp"]);
    expect(fonts(NAMES.korean)).toEqual(["kr"]);
    expect(fonts(NAMES.thai)).toEqual(["lastResort"]);
  });

  it("forms Devanagari conjuncts: क्ष is one glyph, not क + virama + ष", () => {
    const line = layoutLine("क्ष", { weight: "regular", locale: "hi" });
    expect(line.glyphs).toHaveLength(1);
    expect(line.glyphs[0]!.clusterText).toBe("क्ष");
  });

  it("joins Arabic letters: a letter inside a word is not its isolated form", () => {
    const inWord = layoutLine("محمد", { weight: "regular", locale: "ar" });
    const alone = layoutLine("ح", { weight: "regular", locale: "ar" });
    const hah = inWord.glyphs.filter((g) => g.clusterText === "ح");
    expect(hah.length).toBeGreaterThan(0);
    expect(hah.map((g) => g.glyph)).not.toContain(alone.glyphs[0]!.glyph);
  });

  it("lays right-to-left text out from the right, and keeps a number inside it left to right", () => {
    const line = layoutLine("أحمد 123", { weight: "regular", locale: "ar" });
    const x = (text: string) => line.glyphs.find((g) => g.clusterText === text)!.penX;
    expect(line.direction).toBe("rtl");
    expect(x("أ")).toBeGreaterThan(x("د")); // the first letter is the rightmost
    expect(x("1")).toBeLessThan(x("2")); // digits read left to right
    expect(x("3")).toBeLessThan(x("د")); // and the number, last in the text, is at the left
  });

  it("draws a character no font has as a box, never as .notdef", () => {
    const line = layoutLine("a\u{F0000}b", { weight: "regular", locale: "en" });
    expect(line.boxes).toEqual([expect.objectContaining({ codePoint: 0xf0000 })]);
    expect(line.glyphs.map((g) => g.clusterText)).toEqual(["a", "b"]);
  });
});

describe("subsetFont", () => {
  it("keeps only the glyphs used, at their ids, in a font small enough to embed", () => {
    const font = loadFont("sc", "bold");
    const line = layoutLine("王小明", { weight: "bold", locale: "zh" });
    const subset = subsetFont(font.bytes, line.codePoints.get("sc")!, line.glyphs.map((g) => g.glyph));
    expect(subset.byteLength).toBeLessThan(font.bytes.byteLength / 20);
    expect(fontMetrics(subset).unitsPerEm).toBe(1000);
  });
});
