/** @jest-environment node */
import { coverPalette, coverSvg } from "./cover-art";

const genesis = { title: "Genesis", testament: "Old" as const, section: "Law", category: null };

it("draws the book's name on its section's colour, with its section's motif", () => {
  const svg = coverSvg(genesis);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="360"/);
  expect(svg).toContain(">Genesis</text>");
  expect(svg).toContain(`stop-color="${coverPalette(genesis).from}"`);
  // Old and New Testament books, and ministry courses, look different.
  const romans = { title: "Romans", testament: "New" as const, section: "Pauline Epistles", category: null };
  const preaching = { title: "Biblical Preaching", testament: null, section: null, category: "pastoral" as const };
  expect(new Set([genesis, romans, preaching].map((c) => coverPalette(c).from)).size).toBe(3);
  expect(coverSvg(romans).replace(/Romans/, "")).not.toBe(coverSvg({ ...romans, section: "Gospels" }).replace(/Romans/, ""));
});

it("writes an Arabic name right to left and escapes any title", () => {
  expect(coverSvg({ ...genesis, title: "التكوين" }, { rtl: true })).toContain('direction="rtl"');
  expect(coverSvg({ ...genesis, title: "Song of Songs & <Lamentations>" })).toContain(">Song of Songs &amp; &lt;Lamentations&gt;</text>");
});

it("shrinks a long title to fit and falls back to its testament's colour for an unknown section", () => {
  const size = (title: string) => Number(/font-size="(\d+)"/.exec(coverSvg({ ...genesis, title }))![1]);
  expect(size("1 & 2 Thessalonians in Context")).toBeLessThan(size("Ruth"));
  expect(coverPalette({ ...genesis, section: "Apocrypha" })).toEqual(coverPalette({ ...genesis, section: null }));
});
