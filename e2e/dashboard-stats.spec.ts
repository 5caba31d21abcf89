import { expect, test } from "@playwright/test";

// The school's numbers a visitor sees on the home page and beside the sign-up form: the catalogue always,
// graduates and the completion rate only once there are enough of them (STATS_MIN_GRADUATES, 100, and
// STATS_MIN_ENROLMENTS_FOR_COMPLETION, 200, by default; the test school has a handful).

type Stats = Record<string, number> & { shown: string[] };

test("home and sign-up show what GET /api/stats marks as shown, and no graduates or completion rate yet", async ({ page }, testInfo) => {
  const stats = (await (await page.request.get("/api/stats")).json()) as Stats;
  expect(stats.shown).toEqual(["coursesCount", "lessonsCount", "languagesCount", "studyHours", "bibleBooksCount"]);
  expect(stats).toMatchObject({ graduatesCount: expect.any(Number), completionRate: expect.any(Number), languagesCount: 12 });
  const number = new Intl.NumberFormat("en");

  await page.goto("/");
  const strip = page.getByTestId("stats-strip");
  expect(await strip.locator("[data-stat]").evaluateAll((items) => items.map((item) => item.getAttribute("data-stat")))).toEqual(stats.shown);
  for (const [key, label] of [["coursesCount", "Courses"], ["lessonsCount", "Lessons"], ["languagesCount", "Languages"], ["studyHours", "Hours of Study"], ["bibleBooksCount", "Bible Books"]]) {
    const item = strip.locator(`[data-stat=${key}]`);
    await expect(item.locator("dt")).toHaveText(label!);
    await expect(item.locator("dd")).toHaveText(number.format(stats[key!]!));
  }
  await expect(page.getByText("Graduates")).toHaveCount(0);
  await expect(page.getByText("Completion Rate")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("home-stats-desktop-en.png") });

  await page.goto("/signup");
  const panel = page.getByTestId("signup-stats");
  expect(await panel.locator("[data-stat]").evaluateAll((items) => items.map((item) => item.getAttribute("data-stat")))).toEqual(["coursesCount", "lessonsCount", "studyHours"]);
  await expect(panel).not.toContainText("graduates");
  await expect(panel).not.toContainText("%");

  for (const [locale, width, height] of [["en", 390, 844], ["ar", 390, 844], ["ar", 1280, 800]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(locale === "en" ? "/" : "/ar");
    await page.getByTestId("stats-strip").scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`home-stats-${width}-${locale}.png`) });
  }
});
