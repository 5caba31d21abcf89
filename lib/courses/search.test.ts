/** @jest-environment node */
import { filterCourses, groupForTabs, matchesSearch, parseLessonLanguage, parsePrice, parseTab, parseTerm, searchCatalogue, tabOf, tabToShow } from "./search";
import { courseSummary as course } from "@/test/fixtures/course-summary";

const genesis = course({ slug: "genesis", title: "Genesis", description: "Creation, fall and the patriarchs", testament: "Old", price: "39.99" });
const ruth = course({ slug: "ruth", title: "Ruth", description: "Loyalty and redemption in the days of the judges", testament: "Old", price: "19.99" });
const romans = course({ slug: "romans", title: "Romans", description: "Paul's letter on justification by faith", testament: "New" });
const preaching = course({ slug: "preaching", title: "Biblical Preaching", description: "Preparing sermons", category: "pastoral" });
const leading = course({ slug: "leading", title: "Servant Leadership", description: "Leading like Christ", category: "leadership" });
const all = [genesis, ruth, romans, preaching, leading];

describe("matchesSearch", () => {
  it("matches the title case-insensitively", () => {
    expect(matchesSearch(genesis, "GENE")).toBe(true);
    expect(matchesSearch(genesis, "genesis")).toBe(true);
  });

  it("matches the description too", () => {
    expect(matchesSearch(romans, "JUSTIFICATION")).toBe(true);
    expect(matchesSearch(ruth, "redemption")).toBe(true);
  });

  it("ignores surrounding spaces and treats an empty term as everything", () => {
    expect(matchesSearch(genesis, "  creation ")).toBe(true);
    expect(matchesSearch(genesis, "")).toBe(true);
    expect(matchesSearch(genesis, "   ")).toBe(true);
  });

  it("rejects a course whose title and description lack the term", () => {
    expect(matchesSearch(genesis, "revelation")).toBe(false);
  });

  it("finds every word of the term, in any order, in the title or the description", () => {
    expect(matchesSearch(romans, "faith Paul")).toBe(true);
    expect(matchesSearch(romans, "romans justification")).toBe(true);
    expect(matchesSearch(romans, "romans creation")).toBe(false);
  });

  it("finds Romans in Arabic however the reader spells it", () => {
    const arabic = course({ title: "رومية", description: "رسالة بولس إلى أهل رومية عن التبرير بالإيمان" });
    for (const term of ["رومية", "روميه", "رُومِيَة", "رسالة بولس", "اهل", "الايمان"]) expect(matchesSearch(arabic, term)).toBe(true);
    expect(matchesSearch(arabic, "التكوين")).toBe(false);
  });

  it("ignores accents in French and Spanish, either way round", () => {
    const french = course({ title: "Genèse", description: "La création et les patriarches" });
    expect(matchesSearch(french, "genese")).toBe(true);
    expect(matchesSearch(french, "CREATION")).toBe(true);
    const spanish = course({ title: "Éxodo", description: "La salida de Egipto" });
    expect(matchesSearch(spanish, "exodo")).toBe(true);
    expect(matchesSearch(course({ title: "Exodo" }), "éxodo")).toBe(true);
    expect(matchesSearch(course({ title: "Romains", description: "Épître de Paul" }), "romains epitre")).toBe(true);
  });
});

describe("groupForTabs", () => {
  it("splits the catalogue into the three tabs with the Ministry subsections", () => {
    const groups = groupForTabs(all, "");
    expect(groups.Old.map((c) => c.slug)).toEqual(["genesis", "ruth"]);
    expect(groups.New.map((c) => c.slug)).toEqual(["romans"]);
    expect(groups.Ministry.pastoral.map((c) => c.slug)).toEqual(["preaching"]);
    expect(groups.Ministry.leadership.map((c) => c.slug)).toEqual(["leading"]);
    expect(groups.Ministry.count).toBe(2);
  });

  it("applies the search on every tab, so each count is the number of matches", () => {
    const groups = groupForTabs(all, "lead");
    expect(groups.Old).toEqual([]);
    expect(groups.New).toEqual([]);
    expect(groups.Ministry.pastoral).toEqual([]);
    expect(groups.Ministry.leadership).toEqual([leading]);
    expect(groups.Ministry.count).toBe(1);
  });

  it("narrows to a pricing tier when one is chosen", () => {
    const groups = groupForTabs(all, "", { price: "19.99" });
    expect(groups.Old).toEqual([ruth]);
    expect(groups.New).toEqual([]);
  });

  it("keeps the original order", () => {
    expect(filterCourses([ruth, genesis], "")).toEqual([ruth, genesis]);
  });
});

describe("searchCatalogue", () => {
  it("counts the matches per tab and names them by slug", () => {
    const { counts, slugs } = searchCatalogue(all, "re");
    // Genesis (cREation), Ruth (REdemption) and Biblical PREaching; not Romans, not Servant Leadership.
    expect(counts).toEqual({ Old: 2, New: 0, Ministry: 1 });
    expect([...slugs].sort()).toEqual(["genesis", "preaching", "ruth"]);
  });

  it("counts every course of a tab without a search, and narrows to a price band", () => {
    expect(searchCatalogue(all, "").counts).toEqual({ Old: 2, New: 1, Ministry: 2 });
    expect(searchCatalogue(all, "", { price: "39.99" })).toEqual({ counts: { Old: 1, New: 0, Ministry: 0 }, slugs: new Set(["genesis"]) });
  });

  it("puts a course under its testament, or Ministry for a category", () => {
    expect(tabOf(genesis)).toBe("Old");
    expect(tabOf(romans)).toBe("New");
    expect(tabOf(leading)).toBe("Ministry");
    expect(tabOf(course({}))).toBeNull();
  });
});

describe("tabToShow", () => {
  it("keeps the open tab while it has results or when no tab has any", () => {
    expect(tabToShow({ Old: 2, New: 1, Ministry: 0 }, "New")).toBe("New");
    expect(tabToShow({ Old: 0, New: 0, Ministry: 0 }, "Ministry")).toBe("Ministry");
  });

  it("opens the first tab with results when the open one has none", () => {
    expect(tabToShow({ Old: 0, New: 1, Ministry: 3 }, "Old")).toBe("New");
    expect(tabToShow({ Old: 4, New: 0, Ministry: 3 }, "New")).toBe("Old");
    expect(tabToShow(searchCatalogue(all, "justification").counts, "Old")).toBe("New");
  });
});

describe("URL parameters", () => {
  it("reads the term as typed, the first of several, capped at 100 characters", () => {
    expect(parseTerm(" Paul ")).toBe(" Paul ");
    expect(parseTerm(["a", "b"])).toBe("a");
    expect(parseTerm(undefined)).toBe("");
    expect(parseTerm("x".repeat(300))).toHaveLength(100);
  });

  it("opens the tab named by ?testament and the Old Testament otherwise", () => {
    expect(parseTab("New")).toBe("New");
    expect(parseTab("Ministry")).toBe("Ministry");
    expect(parseTab("Old")).toBe("Old");
    expect(parseTab("nonsense")).toBe("Old");
    expect(parseTab(null)).toBe("Old");
  });

  it("accepts only the three tier prices", () => {
    expect(parsePrice("19.99")).toBe("19.99");
    expect(parsePrice("5")).toBeNull();
    expect(parsePrice(null)).toBeNull();
  });
});

describe("the lesson-language filter", () => {
  const john = course({ slug: "john", title: "John", testament: "New", languages: { lessons: ["en", "ar"], assessment: ["en", "ar"], videos: 0, captions: [] } });

  it("keeps the courses whose every lesson is in the language, with the search and price", () => {
    expect(searchCatalogue([...all, john], "", { lang: "ar" })).toEqual({ counts: { Old: 0, New: 1, Ministry: 0 }, slugs: new Set(["john"]) });
    expect(searchCatalogue([...all, john], "", { lang: "en" }).counts).toEqual({ Old: 2, New: 2, Ministry: 2 });
    expect(searchCatalogue([...all, john], "romans", { lang: "ar" }).counts).toEqual({ Old: 0, New: 0, Ministry: 0 });
  });

  it("reads only the school's languages from an address", () => {
    expect(parseLessonLanguage("ar")).toBe("ar");
    expect(parseLessonLanguage(["ru", "ar"])).toBe("ru");
    expect(parseLessonLanguage("xx")).toBeNull();
    expect(parseLessonLanguage(undefined)).toBeNull();
  });
});
