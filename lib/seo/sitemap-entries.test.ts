/** @jest-environment node */
import { siteUrl } from "@/lib/site-url";
import { sitemapEntries, sitemapXml } from "./sitemap-entries";

// A free preview lesson is listed in the languages it is written in, each address the others' alternate, and the
// course's own language as x-default; a language without a translation has no entry (its page is the original
// text under a note).
const courses = [{ slug: "john", updatedAt: "2026-11-01T00:00:00.000Z" }];
const lesson = { slug: "john", lessonId: "l1", updatedAt: "2026-11-02T00:00:00.000Z", languages: ["en", "ar", "es"] };
const address = (path: string) => `${siteUrl()}${path}`;

it("lists a preview lesson in its languages only, with hreflang alternates among them", () => {
  const entries = sitemapEntries(courses, [lesson]).filter((e) => e.url.includes("/lesson/"));
  const alternates = {
    en: address("/course/john/lesson/l1"),
    es: address("/es/course/john/lesson/l1"),
    ar: address("/ar/course/john/lesson/l1"),
    "x-default": address("/course/john/lesson/l1"),
  };
  expect(entries).toEqual([
    { url: alternates.en, lastModified: lesson.updatedAt, languages: alternates },
    { url: alternates.ar, lastModified: lesson.updatedAt, languages: alternates },
    { url: alternates.es, lastModified: lesson.updatedAt, languages: alternates },
  ]);
  const xml = sitemapXml(entries);
  expect(xml).toContain(`<loc>${alternates.ar}</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${alternates.es}" />`);
  expect(xml).not.toContain("/fr/course/john/lesson/l1");
});

it("lists an English-only preview lesson once, its own x-default, and a language the site does not speak nowhere", () => {
  const entries = sitemapEntries(courses, [{ ...lesson, languages: ["en", "xx"] }]).filter((e) => e.url.includes("/lesson/"));
  expect(entries).toEqual([
    { url: address("/course/john/lesson/l1"), lastModified: lesson.updatedAt, languages: { en: address("/course/john/lesson/l1"), "x-default": address("/course/john/lesson/l1") } },
  ]);
});

it("keeps every other page in the 12 languages", () => {
  const withLessons = sitemapEntries(courses, [lesson]);
  const without = sitemapEntries(courses);
  expect(withLessons.slice(0, without.length)).toEqual(without);
  expect(without.filter((e) => e.url.endsWith("/course/john"))).toHaveLength(12);
});
