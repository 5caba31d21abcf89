/** @jest-environment node */
import translations from "@/prisma/seed/data/translations.json";
import { fuzzyTitles } from "./fuzzy";
import { searchResults } from "./search";
import { rankCourses } from "./search-rank";
import type { CourseSummary } from "./types";

const course = (slug: string, title: string, description: string, over: Partial<CourseSummary> = {}): CourseSummary => ({
  id: slug,
  slug,
  title,
  description,
  price: "29.99",
  totalLessons: 6,
  estimatedHours: 3,
  difficulty: "beginner",
  testament: "New",
  category: null,
  defaultLanguage: "en",
  languages: { lessons: ["en"], assessment: ["en"], videos: 0, captions: [] },
  ...over,
});

// In catalogue order, as the page lists them: Acts (whose description ends in Rome) before Romans.
const english = [
  course("genesis", "Genesis", "From creation to Joseph in Egypt", { testament: "Old" }),
  course("amos", "Amos", "Justice rolling down like waters", { testament: "Old" }),
  course("acts", "Acts", "The witness to Jesus spreads from Jerusalem to Rome; Paul writes to the Romans' city"),
  course("romans", "Romans", "Paul's letter to the Romans"),
  course("preaching", "Biblical Preaching", "Preparing sermons from Romans to Revelation", { testament: null, category: "pastoral" }),
];
const seeded = (slug: "acts" | "romans" | "genesis", locale: "ar") => translations[slug][locale];
const arabic = (["genesis", "acts", "romans"] as const).map((slug) => course(slug, seeded(slug, "ar").title, seeded(slug, "ar").description));

const slugs = (list: CourseSummary[]) => list.map((c) => c.slug);

it("ranks the course titled with the term first, then titles, then descriptions", () => {
  const { results, suggestion } = rankCourses(english, "romans", fuzzyTitles);
  expect(slugs(results)).toEqual(["romans", "acts", "preaching"]);
  expect(suggestion).toBeNull();
  // A part of a word counts anywhere ('From' in Genesis's description), after the titles, in catalogue order.
  expect(slugs(rankCourses(english, "ROM", fuzzyTitles).results)).toEqual(["romans", "genesis", "acts", "preaching"]);
  expect(slugs(rankCourses(english, "preaching biblical", fuzzyTitles).results)).toEqual(["preaching"]);
});

it("puts Romans first for its exact Arabic title, though Acts comes first in the catalogue and names Rome too", () => {
  expect(seeded("acts", "ar").description).toContain("رومية");
  expect(slugs(rankCourses(arabic, "رومية", fuzzyTitles).results)).toEqual(["romans", "acts"]);
  // Tashkeel and letter variants are no typos: folded as the plain search is.
  expect(slugs(rankCourses(arabic, "رُومِيَة", fuzzyTitles).results)[0]).toBe("romans");
});

it("reads a term that finds nothing as a typo: 'genisis' finds Genesis and suggests it", () => {
  expect(rankCourses(english, "genisis", fuzzyTitles)).toEqual({ results: [english[0]], suggestion: "Genesis" });
  expect(rankCourses(english, "Romams", fuzzyTitles).suggestion).toBe("Romans");
  expect(rankCourses(arabic, "التكوبن", fuzzyTitles).suggestion).toBe(seeded("genesis", "ar").title);
  // Nothing near: no results and nothing to suggest. Without Fuse (the browser before it loads), no typo matches.
  expect(rankCourses(english, "zzzzqqq", fuzzyTitles)).toEqual({ results: [], suggestion: null });
  expect(rankCourses(english, "genisis")).toEqual({ results: [], suggestion: null });
});

it("searches every tab in one list, within a price band and a lesson language", () => {
  expect(slugs(searchResults(english, "romans", {}, fuzzyTitles).results)).toEqual(["romans", "acts", "preaching"]);
  const priced = [...english.slice(0, 3), { ...english[3]!, price: "39.99" }];
  expect(slugs(searchResults(priced, "romans", { price: "39.99" }, fuzzyTitles).results)).toEqual(["romans"]);
  expect(searchResults(english, "romans", { lang: "ar" }, fuzzyTitles).results).toEqual([]);
});
