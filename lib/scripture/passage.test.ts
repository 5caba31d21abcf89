/** @jest-environment node */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { BOOKS } from "./books";
import { parseOsisRange } from "./osis";
import { getPassage, MAX_VERSES } from "./passage";

describe("parseOsisRange", () => {
  it("reads verse ranges, single verses and whole chapters within one book", () => {
    expect(parseOsisRange("Rom.3.21-Rom.3.26")).toEqual({ book: "Rom", start: { chapter: 3, verse: 21 }, end: { chapter: 3, verse: 26 } });
    expect(parseOsisRange("Hos.11")).toEqual({ book: "Hos", start: { chapter: 11, verse: null }, end: { chapter: 11, verse: null } });
    expect(parseOsisRange("1Cor.13-1Cor.14")?.end).toEqual({ chapter: 14, verse: null });
  });

  it("refuses other books, cross-book and backwards ranges and junk", () => {
    for (const bad of ["Tob.1", "Gen.50-Exod.2", "Rom.3.26-Rom.3.21", "Rom.0", "Rom.3.21,Rom.4.1", "<script>", "Rom"]) {
      expect(parseOsisRange(bad)).toBeNull();
    }
  });
});

describe("getPassage", () => {
  it("ships all 66 books of both translations", () => {
    for (const folder of ["web", "rv1909"]) {
      expect(readdirSync(join(__dirname, "texts", folder)).sort()).toEqual(BOOKS.map((book) => `${book}.json`).sort());
    }
  });

  it("returns the World English Bible in English and every language without its own text", async () => {
    for (const language of ["en", "ar", "zh"]) {
      const passage = await getPassage("Rom.3.21-Rom.3.22", language);
      expect(passage.translation).toMatchObject({ name: "World English Bible", lang: "en", licence: "Public domain" });
      expect(passage.verses[0]).toEqual({ chapter: 3, verse: 21, text: expect.stringMatching(/^But now apart from the law, a righteousness of God has been revealed/) });
      expect(passage.verses).toHaveLength(2);
    }
  });

  it("returns Reina-Valera 1909 in Spanish, a whole chapter for a chapter reference, poetry lines kept", async () => {
    const passage = await getPassage("Ps.23", "es");
    expect(passage.translation.name).toBe("Reina-Valera 1909");
    expect(passage.verses).toHaveLength(6);
    expect(passage.verses[0]!.text).toBe("Salmo de David. JEHOVÁ es mi pastor; nada me faltará.");
    expect((await getPassage("Ps.23.1", "en")).verses[0]!.text).toBe("A Psalm by David.\nYahweh is my shepherd;\nI shall lack nothing.");
    // Only a psalm that has a title shows one: 118 and 150 have none (they once showed 117's and 149's).
    expect((await getPassage("Ps.118.1", "en")).verses[0]!.text).toMatch(/^Give thanks to Yahweh/);
    expect((await getPassage("Ps.150.1", "en")).verses[0]!.text).toMatch(/^Praise Yah!/);
  });

  it("cuts long ranges and says where the rest starts", async () => {
    const psalm = await getPassage("Ps.119", "en");
    expect(psalm.verses).toHaveLength(MAX_VERSES);
    expect(psalm.continuation).toBe("Ps.119.81-Ps.119");
    expect((await getPassage(psalm.continuation!, "en")).verses[0]!.verse).toBe(81);
    const chapters = await getPassage("Jude.1-Rev.1", "en").catch((error: Error) => error.message);
    expect(chapters).toMatch(/not a Bible reference/);
    const three = await getPassage("Ruth.1-Ruth.3", "en");
    expect(new Set(three.verses.map((v) => v.chapter))).toEqual(new Set([1, 2]));
    expect(three.continuation).toBe("Ruth.3");
  });

  it("refuses references that are not passages, with a readable message", async () => {
    await expect(getPassage("Rom.17", "en")).rejects.toMatchObject({ status: 400, message: "Rom has 16 chapters" });
    await expect(getPassage("Rom.3.99", "en")).rejects.toMatchObject({ status: 400, message: "Rom 3 has 31 verses" });
    await expect(getPassage("nonsense", "en")).rejects.toMatchObject({ status: 400 });
  });
});
