/** @jest-environment node */
import { loadCurriculum, estimatedHours } from "@/prisma/seed/curriculum";
import { inLengthBand, LENGTH_BANDS, parseLength, parseLevel, parseSort, sortCourses } from "./refine";
import { groupForTabs, searchCatalogue, searchResults } from "./search";
import type { CourseSummary } from "./types";

const course = (slug: string, over: Partial<CourseSummary> = {}): CourseSummary => ({
  id: slug,
  slug,
  title: slug,
  description: "",
  price: "29.99",
  totalLessons: 6,
  estimatedHours: 3,
  difficulty: "beginner",
  testament: "Old",
  category: null,
  defaultLanguage: "en",
  languages: { lessons: ["en"], assessment: ["en"], videos: 0, captions: [] },
  ...over,
});

const slugs = (list: { slug: string }[]) => list.map((c) => c.slug);

describe("reading the level, length and order from an address", () => {
  it("takes only the known values, the first of several", () => {
    expect(parseLevel("advanced")).toBe("advanced");
    expect(parseLevel(["intermediate", "beginner"])).toBe("intermediate");
    expect(parseLength("medium")).toBe("medium");
    expect(parseSort("price-high")).toBe("price-high");
    expect(parseSort(["title", "shortest"])).toBe("title");
  });

  it("ignores anything else: another case, an empty value, a made-up order, prototype names", () => {
    for (const value of ["Advanced", "", " beginner", "expert", "constructor", "__proto__", undefined, null]) expect(parseLevel(value)).toBeNull();
    for (const value of ["SHORT", "0-2", "toString", "", undefined]) expect(parseLength(value)).toBeNull();
    for (const value of ["price", "price-low ", "relevance", "-title", "hasOwnProperty", ""]) expect(parseSort(value)).toBeNull();
  });
});

describe("length bands", () => {
  it("puts 2 h in the short band, 2.1 to 3.9 h in the medium one and 4 h in the long one", () => {
    expect([1, 2].every((h) => inLengthBand(h, "short"))).toBe(true);
    expect(inLengthBand(2.1, "short")).toBe(false);
    expect([2.1, 2.5, 3.9].every((h) => inLengthBand(h, "medium"))).toBe(true);
    expect([2, 4].some((h) => inLengthBand(h, "medium"))).toBe(false);
    expect([4, 7, 40].every((h) => inLengthBand(h, "long"))).toBe(true);
    expect(inLengthBand(3.9, "long")).toBe(false);
  });

  it("puts every course of the seeded catalogue in exactly one band, and no band holds more than half of them", () => {
    const hours = loadCurriculum().map(estimatedHours);
    expect(hours).toHaveLength(76);
    for (const h of hours) expect(LENGTH_BANDS.filter((band) => inLengthBand(h, band.key))).toHaveLength(1);
    const sizes = LENGTH_BANDS.map((band) => hours.filter((h) => inLengthBand(h, band.key)).length);
    expect(sizes).toEqual([37, 21, 18]);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(38);
  });
});

describe("filtering by level and length", () => {
  const ruth = course("ruth", { difficulty: "beginner", estimatedHours: 2 });
  const job = course("job", { difficulty: "advanced", estimatedHours: 5.5 });
  const isaiah = course("isaiah", { difficulty: "advanced", estimatedHours: 7, price: "39.99" });
  const mark = course("mark", { testament: "New", difficulty: "beginner", estimatedHours: 2.5 });
  const all = [ruth, job, isaiah, mark];

  it("counts each tab's courses of that level and length, with the price and the search", () => {
    expect(searchCatalogue(all, "", { level: "advanced" }).counts).toEqual({ Old: 2, New: 0, Ministry: 0 });
    expect(searchCatalogue(all, "", { length: "short" }).slugs).toEqual(new Set(["ruth"]));
    expect(searchCatalogue(all, "", { level: "beginner", length: "medium" }).slugs).toEqual(new Set(["mark"]));
    expect(searchCatalogue(all, "", { level: "advanced", length: "long", price: "39.99" }).slugs).toEqual(new Set(["isaiah"]));
    expect(searchCatalogue(all, "job", { level: "beginner" }).counts).toEqual({ Old: 0, New: 0, Ministry: 0 });
    expect(slugs(groupForTabs(all, "", { level: null, length: null }).Old)).toEqual(["ruth", "job", "isaiah"]);
  });

  it("narrows a search's results across the tabs too", () => {
    expect(slugs(searchResults(all, "i", { length: "long" }).results)).toEqual(["isaiah"]);
    expect(slugs(searchResults(all, "i", {}).results)).toEqual(["isaiah"]);
    expect(slugs(searchResults(all, "a", { level: "advanced" }).results)).toEqual(["isaiah"]);
    expect(slugs(searchResults(all, "r", { length: "medium" }).results)).toEqual(["mark"]);
    expect(searchResults(all, "mark", { level: "advanced" }).results).toEqual([]);
  });
});

describe("sorting", () => {
  // In the catalogue's order.
  const genesis = course("genesis", { title: "Genesis", price: "39.99", estimatedHours: 5.5 });
  const exodus = course("exodus", { title: "Exodus", price: "29.99", estimatedHours: 5 });
  const ruth = course("ruth", { title: "Ruth", price: "19.99", estimatedHours: 2 });
  const esther = course("esther", { title: "Esther", price: "19.99", estimatedHours: 2 });
  const catalogue = [genesis, exodus, ruth, esther];

  it("keeps the catalogue's order without a choice, and does not reorder the list it is given", () => {
    expect(slugs(sortCourses(catalogue, null, "en"))).toEqual(["genesis", "exodus", "ruth", "esther"]);
    sortCourses(catalogue, "title", "en");
    expect(slugs(catalogue)).toEqual(["genesis", "exodus", "ruth", "esther"]);
  });

  it("orders by price either way and by length, ties in the catalogue's order", () => {
    expect(slugs(sortCourses(catalogue, "price-low", "en"))).toEqual(["ruth", "esther", "exodus", "genesis"]);
    expect(slugs(sortCourses(catalogue, "price-high", "en"))).toEqual(["genesis", "exodus", "ruth", "esther"]);
    expect(slugs(sortCourses(catalogue, "shortest", "en"))).toEqual(["ruth", "esther", "exodus", "genesis"]);
  });

  it("orders titles as the page's language does", () => {
    expect(slugs(sortCourses(catalogue, "title", "en"))).toEqual(["esther", "exodus", "genesis", "ruth"]);
    // Spanish: 'Éxodo' among the E's, not after 'Z' as code points would put it.
    const spanish = [course("zacarias", { title: "Zacarías" }), course("exodo", { title: "Éxodo" }), course("ester", { title: "Ester" })];
    expect(slugs(sortCourses(spanish, "title", "es"))).toEqual(["ester", "exodo", "zacarias"]);
    // Swedish puts Ö after Z; German files it with O.
    const names = [course("o", { title: "Öl" }), course("z", { title: "Zebra" })];
    expect(slugs(sortCourses(names, "title", "de"))).toEqual(["o", "z"]);
    expect(slugs(sortCourses(names, "title", "sv"))).toEqual(["z", "o"]);
  });

  it("reorders a search's ranked results when asked, else keeps the ranking", () => {
    // Titles starting with 'e' first, then Genesis, which holds one; Ruth has none.
    const ranked = searchResults(catalogue, "e", {}).results;
    expect(slugs(sortCourses(ranked, null, "en"))).toEqual(["exodus", "esther", "genesis"]);
    expect(slugs(sortCourses(ranked, "price-low", "en"))).toEqual(["esther", "exodus", "genesis"]);
    expect(slugs(sortCourses(ranked, "title", "en"))).toEqual(["esther", "exodus", "genesis"]);
  });
});
