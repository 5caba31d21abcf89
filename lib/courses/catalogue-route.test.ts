/** @jest-environment node */
import { catalogueHref, catalogueRewrite, plainTab, readCatalogueQuery, SEARCH_ALL_PARAM, tabFromSlug, tabOfPath, TAB_PATHS, withQuery } from "./catalogue-route";

const rewrite = (path: string, query = "", locale = "en") => catalogueRewrite(locale, path, new URLSearchParams(query));

describe("tab paths", () => {
  it("gives each tab its own path, the Old Testament at /courses", () => {
    expect(TAB_PATHS).toEqual({ Old: "/courses", New: "/courses/new-testament", Ministry: "/courses/ministry" });
    expect(tabOfPath("/courses")).toBe("Old");
    expect(tabOfPath("/courses/")).toBe("Old");
    expect(tabOfPath("/courses/new-testament")).toBe("New");
    expect(tabOfPath("/courses/ministry")).toBe("Ministry");
  });

  it("knows no other path", () => {
    for (const path of ["/", "/course/genesis", "/courses/search", "/courses/old-testament", "/courses/ministry/x", "/coursesx"]) {
      expect(tabOfPath(path)).toBeNull();
    }
    expect(tabFromSlug("search")).toBeNull();
    expect(tabFromSlug(undefined)).toBeNull();
  });
});

describe("catalogueRewrite: the old ?testament form", () => {
  it("serves /courses?testament=New and =Ministry from those tabs' static pages", () => {
    expect(rewrite("/courses", "testament=New")).toBe("/en/courses/new-testament");
    expect(rewrite("/courses", "testament=Ministry")).toBe("/en/courses/ministry");
    expect(rewrite("/courses", "testament=New", "ar")).toBe("/ar/courses/new-testament");
  });

  it("leaves the Old Testament, an unknown testament and a plain tab page to the static page as they are", () => {
    expect(rewrite("/courses")).toBeNull();
    expect(rewrite("/courses", "testament=Old")).toBeNull();
    expect(rewrite("/courses", "testament=Apocrypha")).toBeNull();
    expect(rewrite("/courses/new-testament")).toBeNull();
    // The path names the tab; a stray ?testament does not move it.
    expect(rewrite("/courses/ministry", "testament=New")).toBeNull();
  });

  it("keeps other parameters", () => {
    expect(rewrite("/courses", "testament=New&utm_source=mail")).toBe("/en/courses/new-testament?utm_source=mail");
  });
});

describe("catalogueRewrite: a search or a price band", () => {
  it("sends ?q to the search page with the tab", () => {
    expect(rewrite("/courses", "q=paul")).toBe("/en/courses/search?q=paul");
    expect(rewrite("/courses/new-testament", "q=paul")).toBe("/en/courses/search?tab=new-testament&q=paul");
    expect(rewrite("/courses/ministry", "q=lead", "es")).toBe("/es/courses/search?tab=ministry&q=lead");
    expect(rewrite("/courses", "testament=New&q=romans")).toBe("/en/courses/search?tab=new-testament&q=romans");
  });

  it("sends a known ?price there too, and ignores an unknown one", () => {
    expect(rewrite("/courses", "price=19.99")).toBe("/en/courses/search?price=19.99");
    expect(rewrite("/courses/new-testament", "price=29.99&q=john")).toBe("/en/courses/search?tab=new-testament&q=john&price=29.99");
    expect(rewrite("/courses", "price=5")).toBeNull();
  });

  it("keeps the term as typed (it is shown back) and encodes it", () => {
    expect(rewrite("/courses", `q=${encodeURIComponent("Song & Psalms")}`)).toBe("/en/courses/search?q=Song+%26+Psalms");
    expect(rewrite("/courses", `q=${encodeURIComponent("التكوين")}`, "ar")).toBe(`/ar/courses/search?q=${encodeURIComponent("التكوين")}`);
  });

  it("treats an empty or blank term as no search", () => {
    expect(rewrite("/courses", "q=")).toBeNull();
    expect(rewrite("/courses", "q=++")).toBeNull();
    expect(rewrite("/courses", "testament=New&q=")).toBe("/en/courses/new-testament");
  });

  it("cuts an overlong term", () => {
    const target = rewrite("/courses", `q=${"a".repeat(500)}`)!;
    expect(new URL(target, "http://x").searchParams.get("q")).toHaveLength(100);
  });

  it("passes the search form's 'search every tab' field on to the search page, which answers it", () => {
    expect(rewrite("/courses", `q=romans&${SEARCH_ALL_PARAM}=1`)).toBe("/en/courses/search?q=romans&all=1");
    expect(rewrite("/courses/ministry", `q=${encodeURIComponent("رومية")}&all=1`, "ar")).toBe(`/ar/courses/search?tab=ministry&q=${encodeURIComponent("رومية")}&all=1`);
  });

  it("sends a lesson-language filter to the search page, and ignores a language the school does not have", () => {
    expect(rewrite("/courses/new-testament", "lang=ar", "ar")).toBe("/ar/courses/search?tab=new-testament&lang=ar");
    expect(rewrite("/courses", "q=john&lang=en")).toBe("/en/courses/search?q=john&lang=en");
    expect(rewrite("/courses", "lang=xx")).toBeNull();
  });

  it("sends a level, a length band and a sort order to the search page, and ignores unknown ones", () => {
    expect(rewrite("/courses", "level=beginner")).toBe("/en/courses/search?level=beginner");
    expect(rewrite("/courses/ministry", "length=short&sort=title", "ar")).toBe("/ar/courses/search?tab=ministry&length=short&sort=title");
    // Always in one order, whatever the address's: one rendering per view.
    expect(rewrite("/courses/new-testament", "sort=price-low&length=long&level=advanced&lang=en&price=19.99&q=john")).toBe(
      "/en/courses/search?tab=new-testament&q=john&price=19.99&lang=en&level=advanced&length=long&sort=price-low",
    );
    // A static tab page, untouched, for values it does not know (nothing here answers 500).
    for (const query of ["level=expert", "length=0-2", "sort=relevance", "sort=", "level=constructor", "length=__proto__"]) expect(rewrite("/courses", query)).toBeNull();
    // A known one beside an unknown one: the known one alone goes on.
    expect(rewrite("/courses", "level=advanced&sort=cheapest")).toBe("/en/courses/search?level=advanced");
    expect(rewrite("/courses", "sort=shortest&utm_source=mail")).toBe("/en/courses/search?sort=shortest&utm_source=mail");
  });

  it("does not touch other pages", () => {
    expect(rewrite("/course/genesis", "q=x")).toBeNull();
    expect(rewrite("/", "testament=New")).toBeNull();
    expect(rewrite("/courses/search", "q=x")).toBeNull();
  });
});

describe("catalogue links", () => {
  it("carry the search and the price band, and nothing when there is none", () => {
    expect(catalogueHref({ tab: "New", q: "paul", price: null })).toEqual({ pathname: "/courses/new-testament", query: { q: "paul" } });
    expect(catalogueHref({ tab: "Old", q: " ", price: "19.99" })).toEqual({ pathname: "/courses", query: { price: "19.99" } });
    expect(withQuery("/ar/courses/ministry", { q: "", price: null })).toBe("/ar/courses/ministry");
    expect(withQuery("/courses", { q: "a b", price: "39.99" })).toBe("/courses?q=a+b&price=39.99");
    expect(catalogueHref({ tab: "Ministry", q: "", price: null, lang: "ar" })).toEqual({ pathname: "/courses/ministry", query: { lang: "ar" } });
    expect(withQuery("/ar/courses", { q: "", price: null, lang: "ar" })).toBe("/ar/courses?lang=ar");
  });

  it("carry the level, length and order too, and a plain tab carries nothing", () => {
    expect(catalogueHref({ ...plainTab("Ministry"), level: "beginner", length: "short", sort: "title" })).toEqual({
      pathname: "/courses/ministry",
      query: { level: "beginner", length: "short", sort: "title" },
    });
    expect(withQuery("/ar/courses", { q: "", price: "19.99", sort: "price-high" })).toBe("/ar/courses?price=19.99&sort=price-high");
    expect(catalogueHref(plainTab("New"))).toEqual({ pathname: "/courses/new-testament", query: {} });
  });
});

describe("readCatalogueQuery", () => {
  it("reads a page's search parameters, the first of repeated ones, and drops what it does not know", () => {
    const query: Record<string, string | string[] | undefined> = { q: "paul", level: ["advanced", "beginner"], length: "medium", sort: "shortest", price: "5", lang: "xx" };
    expect(readCatalogueQuery((key) => query[key])).toEqual({ q: "paul", price: null, lang: null, level: "advanced", length: "medium", sort: "shortest" });
    expect(readCatalogueQuery(() => undefined)).toEqual({ q: "", price: null, lang: null, level: null, length: null, sort: null });
  });
});
