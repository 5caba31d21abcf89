import { expect, test, type Page } from "@playwright/test";
import ar from "../messages/ar.json";
import { shot } from "./shots";

// Issue 27: a buyer learns the course's language before paying. An Arabic visitor reads, on Galatians' card, its
// course page and its checkout, that the lessons are in English (in Arabic words); John and Romans, complete in the
// 12 languages (issue 32), say Arabic. The catalogue narrows to the courses whose lessons are all in a language. Screenshots
// of the phone (390 px, Arabic) and the desktop go to SHOTS, to be looked at.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

// The sentences the server writes from the data (messages/ar.json CourseLanguages, language names from Intl).
const LESSONS_IN_ENGLISH = "الدروس باللغة الإنجليزية";
const ASSESSMENT_IN_ENGLISH = "الاختبار باللغة الإنجليزية";
const ALL_LANGUAGES_CARD = "الدروس باللغة العربية و11 لغة أخرى";
const JOHN_FINAL = "الاختبار النهائي: يوحنا";

const card = (page: Page, title: string) =>
  page.getByRole("main").getByTestId("course-card").filter({ has: page.getByRole("link", { name: title, exact: true }) });
const shotPath = (name: string) => (process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}.png` : test.info().outputPath(`${name}.png`));
const fullShot = (page: Page, name: string) => shot(page, { path: shotPath(name), fullPage: true });

for (const [device, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
  test.describe(`an Arabic visitor (${device})`, () => {
    test.use({ viewport });

    test("reads on Galatians' card, course page and checkout that its lessons are in English; John and Romans say Arabic", async ({ page }) => {
      await page.goto("/ar/courses/new-testament");
      await expect(card(page, "غلاطية").getByTestId("course-card-languages")).toHaveText(LESSONS_IN_ENGLISH);
      await expect(card(page, "يوحنا").getByTestId("course-card-languages")).toHaveText(ALL_LANGUAGES_CARD);
      await expect(card(page, "رومية").getByTestId("course-card-languages")).toContainText("الدروس باللغة العربية");
      await fullShot(page, `${device}-ar-catalogue`);

      await page.goto("/ar/course/galatians");
      const claims = page.getByRole("list", { name: ar.CourseLanguages.label });
      await expect(claims.getByRole("listitem")).toHaveText([LESSONS_IN_ENGLISH, ASSESSMENT_IN_ENGLISH, ar.CourseLanguages.textLessons]);
      // Before the way to pay: above the enrol button in the page's order.
      const enrol = page.getByRole("main").getByRole("link", { name: ar.CourseDetail.enroll, exact: true });
      await expect(enrol).toBeVisible();
      expect((await claims.boundingBox())!.y).toBeLessThan((await enrol.boundingBox())!.y);
      await fullShot(page, `${device}-ar-course-galatians`);

      await page.goto("/ar/checkout/galatians");
      const summary = page.getByRole("list", { name: ar.CourseLanguages.label });
      await expect(summary.getByRole("listitem").first()).toHaveText(LESSONS_IN_ENGLISH);
      await expect(summary).toBeInViewport();
      await fullShot(page, `${device}-ar-checkout-galatians`);

      await page.goto("/ar/course/john");
      const john = page.getByRole("list", { name: ar.CourseLanguages.label });
      await expect(john.getByRole("listitem").first()).toContainText("العربية");
      await expect(john.getByRole("listitem").nth(1)).toContainText("العربية");
      await expect(page.getByText(JOHN_FINAL, { exact: true })).toBeVisible();
      await fullShot(page, `${device}-ar-course-john`);
    });
  });
}

test.describe("the catalogue's lesson-language filter", () => {
  test.use({ viewport: DESKTOP });

  test("narrows to the courses whose lessons are all in the page's language, in the address, and back to all", async ({ page }) => {
    await page.goto("/ar/courses/new-testament");
    const filter = page.getByRole("navigation", { name: ar.CourseLanguages.filterLabel });
    await expect(filter.getByRole("link", { name: ar.CourseLanguages.filterAny })).toHaveAttribute("aria-current", "true");
    await filter.getByRole("link", { name: "العربية", exact: true }).click();
    await expect(page).toHaveURL("/ar/courses/new-testament?lang=ar");
    await expect(card(page, "يوحنا")).toBeVisible();
    await expect(card(page, "رومية")).toBeVisible();
    await expect(card(page, "غلاطية")).toBeHidden();
    await expect(filter.getByRole("link", { name: "العربية", exact: true })).toHaveAttribute("aria-current", "true");

    // Rendered by the server from the address too (a shared link, or no JavaScript): the New Testament courses
    // taught in Arabic are Matthew, Mark, Luke, John, Acts and Romans.
    await page.goto("/ar/courses/new-testament?lang=ar");
    await expect(page.getByRole("main").getByTestId("course-card").filter({ visible: true })).toHaveCount(6);
    await expect(card(page, "يوحنا")).toBeVisible();

    await filter.getByRole("link", { name: ar.CourseLanguages.filterAny }).click();
    await expect(page).toHaveURL("/ar/courses/new-testament");
    await expect(card(page, "غلاطية")).toBeVisible();
  });
});
