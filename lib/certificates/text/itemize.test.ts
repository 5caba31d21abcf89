/** @jest-environment node */
import type { FontKey } from "./fonts";
import { hanFontFor, itemize, scriptOf, visualOrder, type ItemizeOptions } from "./itemize";

// Coverage as the real fonts have it, reduced to what these tests use.
const COVERAGE: Record<FontKey, RegExp> = {
  latin: /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]/u,
  arabic: /[\p{Script=Arabic}0-9 ]/u,
  hebrew: /[\p{Script=Hebrew} ]/u,
  devanagari: /[\p{Script=Devanagari} \u200c\u200d]/u,
  sc: /[\p{Script=Han} ]/u,
  jp: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana} ]/u,
  kr: /[\p{Script=Han}\p{Script=Hangul} ]/u,
  lastResort: /[\p{Script=Thai}]/u,
};
const options = (overrides: Partial<ItemizeOptions> = {}): ItemizeOptions => ({
  direction: "auto",
  han: "sc",
  covers: (font, cp) => COVERAGE[font].test(String.fromCodePoint(cp)),
  ...overrides,
});
const describeRuns = (text: string, o = options()) => {
  const { runs, direction } = itemize(text, o);
  return { direction, runs: runs.map((r) => `${r.font}@${r.level}:${text.slice(r.start, r.end)}`) };
};

describe("scriptOf", () => {
  it("names the script of a character, Common and Inherited included", () => {
    expect(["M", "Ж", "λ", "ب", "א", "क", "李", "あ", "ア", "한", " ", "1", "\u0301", "ก"].map(scriptOf)).toEqual([
      "Latn",
      "Cyrl",
      "Grek",
      "Arab",
      "Hebr",
      "Deva",
      "Hani",
      "Hira",
      "Kana",
      "Hang",
      "Zyyy",
      "Zyyy",
      "Zinh",
      "Zzzz",
    ]);
  });
});

describe("itemize", () => {
  it("splits a mixed name into runs per script, font and direction, spaces joining the run before them", () => {
    expect(describeRuns("María 李 Ahmed أحمد")).toEqual({
      direction: "ltr",
      runs: ["latin@0:María ", "sc@0:李 ", "latin@0:Ahmed ", "arabic@1:أحمد"],
    });
  });

  it("keeps numbers left to right inside Arabic (level 2), in the Arabic font", () => {
    expect(describeRuns("أحمد 123 محمد")).toEqual({ direction: "rtl", runs: ["arabic@1:أحمد ", "arabic@2:123", "arabic@1: محمد"] });
  });

  it("takes the paragraph direction from the first strong character, or as asked", () => {
    expect(describeRuns("אברהם Cohen").direction).toBe("rtl");
    expect(describeRuns("Cohen אברהם").direction).toBe("ltr");
    // Leading digits take the script of the text after them, so the Arabic font draws them.
    expect(describeRuns("123 أحمد", options({ direction: "ltr" })).runs).toEqual(["arabic@0:123 ", "arabic@1:أحمد"]);
  });

  it("keeps marks and joiners in the run of the character before them", () => {
    expect(describeRuns("क्ष\u200dत्र").runs).toEqual(["devanagari@0:क्ष\u200dत्र"]);
    expect(describeRuns("José\u0301").runs).toEqual(["latin@0:José\u0301"]);
  });

  it("draws a script no Noto font has with the last-resort font, and a character no font has as a box", () => {
    expect(describeRuns("สมชาย").runs).toEqual(["lastResort@0:สมชาย"]);
    expect(describeRuns("a\u{F0000}\u{F0001}b").runs).toEqual(["latin@0:a", "hexbox@0:\u{F0000}", "hexbox@0:\u{F0001}", "latin@0:b"]);
  });

  it("uses the Japanese or Korean font for Han characters in Japanese or Korean text", () => {
    expect(hanFontFor("山田 はなこ", "en")).toBe("jp");
    expect(hanFontFor("金 민수", "en")).toBe("kr");
    expect(hanFontFor("王小明", "en")).toBe("sc");
    expect(hanFontFor("山田", "ja")).toBe("jp");
    expect(describeRuns("山田 はなこ", options({ han: "jp" })).runs).toEqual(["jp@0:山田 ", "jp@0:はなこ"]);
  });
});

describe("visualOrder", () => {
  const order = (levels: number[]) => visualOrder(levels.map((level, i) => ({ level, i }))).map((r) => r.i);

  it("reverses right-to-left runs and keeps embedded left-to-right runs in their order", () => {
    expect(order([0, 0, 1])).toEqual([0, 1, 2]);
    expect(order([1, 2, 1])).toEqual([2, 1, 0]);
    expect(order([1, 1, 2, 2, 1])).toEqual([4, 2, 3, 1, 0]);
    expect(order([0, 1, 1, 0])).toEqual([0, 2, 1, 3]);
  });
});
