import ar from "../messages/ar.json";
import { expect, test } from "./fixtures/accounts";
import { shot } from "./shots";

test.use({ signedInAs: "student" });

// On a phone, in Arabic (right to left): the certificate cards fit the screen and keep their actions reachable.
test("the certificates page fits a phone, right to left", async ({ page }) => {
  await page.goto("/ar/certificates");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: ar.Certificates.title })).toBeVisible();
  const card = page.getByTestId("course-certificate").first();
  await expect(card.getByRole("link", { name: new RegExp(ar.Certificates.download) })).toBeVisible();
  // Share appears only where the browser has a share sheet; copying the link is always there.
  await expect(card.getByRole("button", { name: new RegExp(ar.Certificates.copyLinkName.split("{title}")[0]!.trim()) })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, { path: test.info().outputPath("certificates-phone-ar.png"), fullPage: true });
});
