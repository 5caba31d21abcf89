import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/accounts";
import { shot } from "./shots";
import { query } from "./support";

// The admin lists on a phone: a card per row with its actions in view, no sideways scrolling, in a
// left-to-right and a right-to-left language.

test.use({ signedInAs: "admin" });

const pageWidth = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));

for (const prefix of ["", "/ar"]) {
  test(`admin users as cards on a 390 px phone, the role select in view (${prefix || "/en"})`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/admin/users`);
    const roles = page.getByTestId("admin-users").getByRole("combobox");
    await expect(roles.first()).toBeVisible();
    const { scroll, client } = await pageWidth(page);
    expect(scroll).toBeLessThanOrEqual(client);
    // Every row's role select lies inside the screen, 44 px tall at least.
    const boxes = await roles.evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // A card shows its column names (the table head is for wider screens).
    await expect(page.getByTestId("admin-users").locator("thead")).toBeHidden();
    await shot(page, { path: testInfo.outputPath(`admin-users-phone${prefix.replace("/", "-")}.png`), fullPage: true });

    // From md up the same rows are a table again, its head shown.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId("admin-users").locator("thead")).toBeVisible();
    await shot(page, { path: testInfo.outputPath(`admin-users-desktop${prefix.replace("/", "-")}.png`) });
  });
}

test("admin payments and audit as cards on a phone: no sideways scrolling, refund buttons in view", async ({ page, accounts }, testInfo) => {
  // Three pages of cards, each shot whole: the full-page shots of a page of payments outran 30 s beside the other workers.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const [admin, student] = await Promise.all([accounts.user("admin"), accounts.user("student")]);
  // One audit entry at least, so the audit list has a card to show (a student made a student again).
  await query(
    `INSERT INTO audit_log (id, "actorId", action, "targetType", "targetId", details)
     VALUES (gen_random_uuid()::text, $1, 'user.role_changed', 'user', $2, '{"from":"instructor","to":"student"}'::jsonb)`,
    [admin.id, student.id],
  );
  // And a succeeded payment (as the demo provider records it), so a card has its Refund button.
  await query(
    `INSERT INTO payments (id, "userId", "courseId", provider, "providerPaymentId", "amountCents", currency, status, "succeededAt", "updatedAt")
     SELECT gen_random_uuid()::text, $1, id, 'demo', 'e2e-admin-' || gen_random_uuid()::text, 3999, 'usd', 'succeeded', now(), now() FROM courses WHERE slug = 'romans'`,
    [student.id],
  );
  for (const [path, testId] of [["/admin/payments", "admin-payments"], ["/admin/audit", "admin-audit"], ["/ar/admin/payments", "admin-payments"]] as const) {
    await page.goto(path);
    await expect(page.locator("#main h1").first()).toBeVisible();
    const { scroll, client } = await pageWidth(page);
    expect(scroll, path).toBeLessThanOrEqual(client);
    const list = page.getByTestId(testId);
    await expect(list.locator("tbody tr").first()).toBeVisible();
    const outside = await list.locator("button, a, [role=combobox]").evaluateAll((elements) =>
      elements.map((el) => el.getBoundingClientRect()).filter((box) => box.width > 0 && (box.left < 0 || box.right > 390)).length,
    );
    expect(outside, path).toBe(0);
    if (testId === "admin-payments") await expect(list.getByRole("button", { name: /^(Refund|استرداد)/ }).first()).toBeVisible();
    await shot(page, { path: testInfo.outputPath(`${testId}${path.startsWith("/ar") ? "-ar" : ""}.png`), fullPage: true });
  }
});

test.describe("before the page hydrates (no JavaScript)", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });
  // Radix Select renders a hidden native select until it hydrates; placed absolutely at the far end of a
  // wide table it made the document 424 px wide at 320 px (the flaky reflow check).
  test("admin users at 320 px fits the screen", async ({ page }) => {
    await page.goto("/admin/users");
    await expect(page.locator("#main h1").first()).toBeVisible();
    const { scroll, client } = await pageWidth(page);
    expect(scroll).toBeLessThanOrEqual(client);
  });
});
