import { expect, test } from "@playwright/test";
import { shot } from "./shots";

// The school's numbers a visitor sees on the home page and beside the sign-up form: the catalogue always,
// graduates and the completion rate only once there are enough of them (STATS_MIN_GRADUATES, 100, and
// STATS_MIN_ENROLLMENTS_FOR_COMPLETION, 200, by default). The test school has a handful of graduates; its
// enrollments pass 200 during a full run (every journey enrols someone), so the completion rate may show.
// The thresholds themselves, below and above, are tested in lib/stats/queries.int.test.ts.
const CATALOGUE = ["coursesCount", "lessonsCount", "languagesCount", "studyHours", "bibleBooksCount"];

type Stats = Record<string, number> & { shown: string[] };

test("home and sign-up show the catalogue's numbers, and graduates or completion only past their thresholds", async ({ page }, testInfo) => {
  const stats = (await (await page.request.get("/api/stats")).json()) as Stats;
  expect(stats.shown.slice(0, CATALOGUE.length)).toEqual(CATALOGUE);
  expect(stats.shown.includes("graduatesCount")).toBe(stats.graduatesCount! >= 100);
  expect(stats.shown.includes("completionRate")).toBe(stats.enrollmentsCount! >= 200);
  expect(stats.graduatesCount).toBeLessThan(100);
  expect(stats).toMatchObject({ graduatesCount: expect.any(Number), completionRate: expect.any(Number), languagesCount: 12 });
  const number = new Intl.NumberFormat("en");

  await page.goto("/");
  const strip = page.getByTestId("stats-strip");
  // The home page is static: its numbers are those of its last rendering, so only the catalogue's are compared.
  const shownOnHome = await strip.locator("[data-stat]").evaluateAll((items) => items.map((item) => item.getAttribute("data-stat")));
  expect(shownOnHome.slice(0, CATALOGUE.length)).toEqual(CATALOGUE);
  for (const [key, label] of [["coursesCount", "Courses"], ["lessonsCount", "Lessons"], ["languagesCount", "Languages"], ["studyHours", "Hours of Study"], ["bibleBooksCount", "Bible Books"]]) {
    const item = strip.locator(`[data-stat=${key}]`);
    await expect(item.locator("dt")).toHaveText(label!);
    await expect(item.locator("dd")).toHaveText(number.format(stats[key!]!));
  }
  await expect(page.getByText("Graduates")).toHaveCount(0);
  await shot(page, { path: testInfo.outputPath("home-stats-desktop-en.png") });

  await page.goto("/signup");
  const panel = page.getByTestId("signup-stats");
  const shownOnSignup = await panel.locator("[data-stat]").evaluateAll((items) => items.map((item) => item.getAttribute("data-stat")));
  expect(shownOnSignup.slice(0, 3)).toEqual(["coursesCount", "lessonsCount", "studyHours"]);
  expect(shownOnSignup).not.toContain("graduatesCount");

  for (const [locale, width, height] of [["en", 390, 844], ["ar", 390, 844], ["ar", 1280, 800]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(locale === "en" ? "/" : "/ar");
    await page.getByTestId("stats-strip").scrollIntoViewIfNeeded();
    await shot(page, { path: testInfo.outputPath(`home-stats-${width}-${locale}.png`) });
  }
});
