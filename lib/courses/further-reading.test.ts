/** @jest-environment node */
import { parseFurtherReading } from "./further-reading";

describe("parseFurtherReading", () => {
  it("keeps well-formed entries in order, English unless the entry says otherwise", () => {
    expect(
      parseFurtherReading([
        { author: "Jacob Milgrom", title: "Leviticus 1–16", publisher: "Doubleday", year: 1991 },
        { author: "Adolf von Harnack", title: "Über den dritten Johannesbrief", year: 1897, language: "de" },
        { author: "Mary Douglas", title: "Purity and Danger" },
      ]),
    ).toEqual([
      { author: "Jacob Milgrom", title: "Leviticus 1–16", publisher: "Doubleday", year: 1991, language: "en" },
      { author: "Adolf von Harnack", title: "Über den dritten Johannesbrief", year: 1897, language: "de" },
      { author: "Mary Douglas", title: "Purity and Danger", language: "en" },
    ]);
  });

  it("skips malformed entries and keeps the rest", () => {
    const good = { author: "Abraham J. Heschel", title: "The Prophets", publisher: "Harper & Row", year: 1962 };
    const parsed = parseFurtherReading([
      null,
      "The Prophets",
      { title: "No author" },
      { author: "   ", title: "Blank author" },
      { author: "A", title: "Year as text", year: "1962" },
      { author: "A", title: "Fractional year", year: 1962.5 },
      { author: "A", title: "Bad language", language: "<script>" },
      good,
    ]);
    expect(parsed).toEqual([{ ...good, language: "en" }]);
  });

  it("reads anything that is not a list as no further reading", () => {
    expect(parseFurtherReading(null)).toEqual([]);
    expect(parseFurtherReading({ author: "A", title: "B" })).toEqual([]);
    expect(parseFurtherReading("[]")).toEqual([]);
  });

  it("drops fields it does not know and trims the text", () => {
    expect(parseFurtherReading([{ author: " Sande ", title: " The Peacemaker ", isbn: "x" }])).toEqual([
      { author: "Sande", title: "The Peacemaker", language: "en" },
    ]);
  });
});
