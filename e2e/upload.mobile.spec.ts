import { expect, instructorOf, test } from "./fixtures/accounts";
import { lessonIds } from "./lesson-fixtures";
import { shot } from "./shots";

test.use({ signedInAs: instructorOf("matthew") });

test("the upload card fits a phone, in Arabic (right to left)", async ({ page }, testInfo) => {
  const lessons = await lessonIds("matthew");
  await page.goto(`/ar/course/matthew/lesson/${lessons[0]}`);
  const card = page.getByRole("region", { name: "إدارة الفيديو" });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "رفع فيديو" }).click();
  await expect(card.getByRole("status")).toHaveText("جاهز للرفع");
  await card.getByLabel("عنوان الفيديو").fill("الموعظة على الجبل");
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // The card's action button sits at the start edge's opposite (left) in RTL.
  const cardBox = (await card.boundingBox())!;
  const cancelBox = (await card.getByRole("button", { name: "إلغاء" }).boundingBox())!;
  expect(cancelBox.x - cardBox.x).toBeLessThan(cardBox.width / 2);
  await shot(card, { path: testInfo.outputPath("upload-card-ar-phone.png") });
});
