/** @jest-environment node */
import type { CatalogueState } from "./catalogue-route";
import { catalogueView } from "./catalogue-view";
import { courseSummary as course } from "@/test/fixtures/course-summary";

const genesis = course({ slug: "genesis", title: "Genesis", description: "Creation and the patriarchs", testament: "Old", price: "39.99", estimatedHours: 6 });
const ruth = course({ slug: "ruth", title: "Ruth", description: "Loyalty in the days of the judges", testament: "Old", price: "19.99", estimatedHours: 2 });
const judges = course({ slug: "judges", title: "Judges", description: "Deliverers of Israel", testament: "Old", price: "29.99", estimatedHours: 4 });
const romans = course({ slug: "romans", title: "Romans", description: "Paul's letter", testament: "New" });
const leading = course({ slug: "leading", title: "Servant Leadership", description: "Leading like Christ", category: "leadership" });
const all = [genesis, ruth, judges, romans, leading];
const none: Omit<CatalogueState, "tab"> = { q: "", price: null, lang: null, level: null, length: null, sort: null };

describe("catalogueView: what the catalogue shows, on the server and in the browser alike", () => {
  it("without a term: every tab's count and the matching courses, and no results list", () => {
    const view = catalogueView(all, none, "en");
    expect(view.counts).toEqual({ Old: 3, New: 1, Ministry: 1 });
    expect([...view.slugs].sort()).toEqual(["genesis", "judges", "leading", "romans", "ruth"]);
    expect(view.results).toBeNull();
  });

  it("with filters: the counts and matches narrowed, still no results list", () => {
    const view = catalogueView(all, { ...none, price: "19.99" }, "en");
    expect(view.counts).toEqual({ Old: 1, New: 0, Ministry: 0 });
    expect([...view.slugs]).toEqual(["ruth"]);
    expect(view.results).toBeNull();
  });

  it("with a term: one list across the tabs, best match first, or in the order chosen", () => {
    const ranked = catalogueView(all, { ...none, q: "judges" }, "en");
    // The title match first, then the description's.
    expect(ranked.results?.results.map((c) => c.slug)).toEqual(["judges", "ruth"]);
    expect(ranked.counts).toEqual({ Old: 2, New: 0, Ministry: 0 });
    const shortest = catalogueView(all, { ...none, q: "judges", sort: "shortest" }, "en");
    expect(shortest.results?.results.map((c) => c.slug)).toEqual(["ruth", "judges"]);
  });

  it("reads a typo with the fuzzy finder it is given, and says what it read", () => {
    const typo = catalogueView(all, { ...none, q: "genisis" }, "en", (courses) => courses.filter((c) => c.title === "Genesis"));
    expect(typo.results?.results.map((c) => c.slug)).toEqual(["genesis"]);
    expect(typo.results?.suggestion).toBe("Genesis");
    expect(catalogueView(all, { ...none, q: "genisis" }, "en").results?.results).toEqual([]);
  });
});
