/** @jest-environment node */
import { localizedPathname, prefixPath, unprefixedPathname } from "./locale-href";

// The rules next-intl's createNavigation applied with lib/i18n/routing.ts ("as-needed": English without prefix),
// which lib/i18n/navigation.ts now applies itself.
describe("prefixPath", () => {
  it("leaves English paths alone and prefixes the other languages", () => {
    expect(prefixPath("/courses", "en")).toBe("/courses");
    expect(prefixPath("/courses", "es")).toBe("/es/courses");
    expect(prefixPath("/course/genesis?tab=1#lessons", "ar")).toBe("/ar/course/genesis?tab=1#lessons");
  });

  it("writes the home page without a trailing slash", () => {
    expect(prefixPath("/", "en")).toBe("/");
    expect(prefixPath("/", "fr")).toBe("/fr");
    expect(prefixPath("/?q=paul", "fr")).toBe("/fr?q=paul");
  });

  it("writes English's prefix when it is forced (a language the visitor chose)", () => {
    expect(prefixPath("/courses", "en", true)).toBe("/en/courses");
    expect(prefixPath("/", "en", true)).toBe("/en");
  });

  it("does not touch other sites, other schemes, fragments and relative paths", () => {
    for (const href of ["https://example.org/x", "mailto:a@example.org", "#main", "lessons/2", "HTTP://example.org"]) {
      expect(prefixPath(href, "es")).toBe(href);
    }
  });
});

describe("localizedPathname", () => {
  it("writes a query object out, repeated keys included, and no lone '?'", () => {
    expect(localizedPathname({ href: { pathname: "/courses", query: { q: "paul", level: ["a", "b"] } }, locale: "de" })).toBe("/de/courses?q=paul&level=a&level=b");
    expect(localizedPathname({ href: { pathname: "/courses", query: {} }, locale: "en" })).toBe("/courses");
    expect(localizedPathname({ href: "/login?callbackUrl=%2Fcourse%2Fx", locale: "ko" })).toBe("/ko/login?callbackUrl=%2Fcourse%2Fx");
  });
});

describe("unprefixedPathname", () => {
  it("drops the page's own prefix only", () => {
    expect(unprefixedPathname("/es/courses", "es")).toBe("/courses");
    expect(unprefixedPathname("/es", "es")).toBe("/");
    expect(unprefixedPathname("/courses", "en")).toBe("/courses");
    expect(unprefixedPathname("/essays", "es")).toBe("/essays");
    expect(unprefixedPathname("/es/courses", "fr")).toBe("/es/courses");
  });
});
