import { expect, test } from "@playwright/test";
import { enrol, lessonIds, signUpStudent } from "./lesson-fixtures";

test("the lesson page fits a phone: player, controls and navigation usable", async ({ page }, testInfo) => {
  const userId = await signUpStudent(page.request);
  await enrol(userId, "obadiah");
  const [first] = await lessonIds("obadiah");
  await page.goto(`/course/obadiah/lesson/${first}`);
  const player = page.getByRole("region", { name: /^Video player:/ });
  await expect(player.getByRole("button", { name: "Play" })).toBeVisible();
  await expect(player.getByRole("button", { name: "Full screen" })).toBeVisible();
  await expect(page.getByTestId("lesson-next")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("lesson-phone.png"), fullPage: true });

  await page.goto(`/ar/course/obadiah/lesson/${first}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "معلومات الدرس" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("lesson-phone-ar.png"), fullPage: true });
});
