import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/accounts";
import ar from "../messages/ar.json";
import en from "../messages/en.json";
import { shot } from "./shots";

// The dashboard and the grades on a 390 px phone, left to right and right to left: no sideways scrolling,
// 'Next up' in the first screen, every tap target of the dashboard's own widgets at least 44 px.

test.use({ signedInAs: "student" });
const PHONE = { width: 390, height: 844 };

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const prefix of ["", "/ar"]) {
  const name = prefix ? "ar" : "en";

  test(`dashboard on a phone (${name}): Next up in the first screen, 44 px targets, nothing wider than the screen`, async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${prefix}/dashboard`);
    await expect(page.locator("html")).toHaveAttribute("dir", prefix ? "rtl" : "ltr");
    await expect(page.getByTestId("current-course").first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    const nextUp = page.getByTestId("next-up");
    const card = (await nextUp.boundingBox())!;
    expect(card.y + card.height).toBeLessThanOrEqual(PHONE.height);
    // On a phone the button spans the card, so the thumb finds it on either side.
    const action = (await nextUp.getByTestId("next-up-action").boundingBox())!;
    expect(action.width).toBeGreaterThan(card.width * 0.8);

    const widgets = ["current-courses", "upcoming-tests", "quick-actions", "sessions-heading"].map((id) => `[aria-labelledby=${id}]`);
    const targets = page.locator(["[data-testid=next-up]", ...widgets].join(", "))
      .locator("a, button");
    const boxes = await targets.evaluateAll((elements) =>
      elements.map((el) => ({ text: el.textContent?.trim(), ...(el.getBoundingClientRect().toJSON() as DOMRect) })).filter((b) => b.width > 0),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(8);
    for (const box of boxes) {
      expect.soft(box.height, box.text).toBeGreaterThanOrEqual(44);
      expect.soft(box.width, box.text).toBeGreaterThanOrEqual(44);
      expect.soft(box.left, box.text).toBeGreaterThanOrEqual(0);
      expect.soft(box.right, box.text).toBeLessThanOrEqual(PHONE.width);
    }
    await shot(page, { path: testInfo.outputPath(`dashboard-phone-${name}.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, { path: testInfo.outputPath(`dashboard-desktop-${name}.png`), fullPage: true });
  });

  test(`grades on a phone (${name}): a card per attempt, no table scrolled sideways`, async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${prefix}/dashboard/grades`);
    const cards = page.getByTestId("grade-cards").getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    await expect(page.locator("table")).toBeHidden();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const back = (await page.getByRole("link", { name: (prefix ? ar : en).Dashboard.backToDashboard }).boundingBox())!;
    expect(back.height).toBeGreaterThanOrEqual(44);
    await shot(page, { path: testInfo.outputPath(`grades-phone-${name}.png`), fullPage: true });

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator("table")).toBeVisible();
    await expect(page.getByTestId("grade-cards")).toBeHidden();
    await shot(page, { path: testInfo.outputPath(`grades-desktop-${name}.png`), fullPage: true });
  });
}
