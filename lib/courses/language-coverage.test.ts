/** @jest-environment node */
import { courseLanguages, coveredLanguages } from "./language-coverage";

describe("coveredLanguages", () => {
  it("counts a language only when every unit has it, the course's own first, then the picker's order", () => {
    expect(coveredLanguages({ total: 8, translated: { ru: 8, ar: 8, es: 7 } }, "en")).toEqual(["en", "ar", "ru"]);
  });

  it("claims nothing for a course with nothing to read, and only the original when nothing is translated", () => {
    expect(coveredLanguages({ total: 0, translated: { ar: 0 } }, "en")).toEqual([]);
    expect(coveredLanguages({ total: 5, translated: {} }, "en")).toEqual(["en"]);
  });
});

describe("courseLanguages", () => {
  const none = { total: 0, translated: {} };

  it("names the captions' languages only when every video has captions in them", () => {
    const counts = { lessons: { total: 2, translated: {} }, assessment: none };
    expect(courseLanguages("en", { ...counts, videos: 2, captioned: { en: 2 } })).toEqual({ lessons: ["en"], assessment: [], videos: 2, captions: ["en"] });
    expect(courseLanguages("en", { ...counts, videos: 2, captioned: { en: 1 } }).captions).toEqual([]);
    expect(courseLanguages("en", { ...counts, videos: 0, captioned: { en: 0 } }).captions).toEqual([]);
  });
});
