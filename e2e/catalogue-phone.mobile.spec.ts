import ar from "../messages/ar.json";
import { expect, test } from "./fixtures/reused-pages";

// Issue 28: on a phone the catalogue was 24 screens long, each card under a 200 px cover repeating its own title.
// Compact cards (title, level, key facts, price) keep the Old Testament tab's 39 courses within 12 screens, and
// the lesson-language filter offers every language of the school, not only the page's and English; the price, level,
// length and sort choices fit a phone's width in Arabic too. The tests open pages and read them: they share a
// browser context per worker (./fixtures/reused-pages).
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

test("the Old Testament tab's 39 compact cards fit in 12 screens, without covers", async ({ page }) => {
  await page.goto("/courses");
  const cards = page.getByRole("main").getByTestId("course-card");
  await expect(cards).toHaveCount(39);
  await expect(cards.first().getByRole("heading")).toHaveText("Genesis");
  await expect(page.getByTestId("course-cover").first()).toBeHidden();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(12 * PHONE.height);
  // Each card is still one 44 px tap target to its course and shows its price.
  const box = (await cards.first().boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeLessThanOrEqual(220);
  await expect(cards.first().getByTestId("card-price")).toBeVisible();
});

test("the lesson-language filter offers all 12 languages, the page's own first", async ({ page }) => {
  await page.goto("/ar/courses");
  const choices = page.getByTestId("lesson-language-choice");
  // 'Any language' and the twelve.
  await expect(choices).toHaveCount(13);
  await expect(choices.nth(1)).toHaveText("العربية");
  await page.goto("/courses");
  await expect(page.getByTestId("lesson-language-choice")).toHaveCount(13);
  await expect(page.getByTestId("lesson-language-choice").filter({ hasText: "Japanese" })).toHaveAttribute("href", "/courses?lang=ja");
});

test("the price, level, length and sort choices fit a phone in Arabic, right to left, each a 44 px target", async ({ page }) => {
  await page.goto("/ar/courses");
  const refine = page.getByTestId("catalogue-refine");
  // One row until opened.
  const summary = (await refine.locator("summary").boundingBox())!;
  expect(summary.height).toBeGreaterThanOrEqual(44);
  expect(summary.height).toBeLessThanOrEqual(60);
  await refine.locator("summary").click();
  await expect(refine.getByRole("combobox")).toHaveCount(4);
  const { price, level, length, sort } = ar.Catalogue.refine;
  const boxes = [];
  for (const name of [price, level, length, sort]) {
    const box = (await refine.getByRole("combobox", { name, exact: true }).boundingBox())!;
    expect(box.height, name).toBeGreaterThanOrEqual(44);
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
    boxes.push(box);
  }
  // Two to a row, the first at the right as Arabic reads.
  expect(boxes[0]!.x).toBeGreaterThan(boxes[1]!.x);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // 'دورة' after 39, as Arabic counts (the digits as the browser's Arabic writes them).
  await expect(page.getByTestId("catalogue-count")).toHaveText(/^(39|٣٩) دورة$/);
});
