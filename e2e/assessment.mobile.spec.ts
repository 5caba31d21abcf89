import { expect, test } from "@playwright/test";
import { seededAssessment, shownQuestion } from "./assessment-fixtures";
import { enrol, signUpStudent } from "./lesson-fixtures";
import { shot } from "./shots";

test("the assessment fits a phone, in English and in Arabic (right to left)", async ({ page }, testInfo) => {
  const userId = await signUpStudent(page.request);
  await enrol(userId, "3-john");
  const a = await seededAssessment("3-john");
  await page.goto(`/assessment/${a.id}`);
  await page.getByRole("button", { name: "Start Assessment" }).click();
  await expect(page.getByTestId("assessment-position")).toHaveText(`Question 1 of ${a.drawn}`);
  // A choice is saved at once: the Arabic page below shows it chosen.
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/assessment-attempts" && r.ok());
  const first = await shownQuestion(page, a);
  await page.getByRole("radio", { name: first.right, exact: true }).check();
  await saved;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, { path: testInfo.outputPath("assessment-phone.png"), fullPage: true });

  await page.goto(`/ar/assessment/${a.id}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("assessment-position")).toHaveText(`السؤال 1 من ${a.drawn}`);
  await expect(page.getByRole("button", { name: "احفظ وتابع لاحقًا" })).toBeVisible();
  await expect(page.getByRole("radio", { name: first.right, exact: true })).toBeChecked();
  await shot(page, { path: testInfo.outputPath("assessment-phone-ar.png"), fullPage: true });
});
