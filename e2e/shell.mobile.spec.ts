import { expect, test } from "@playwright/test";

test("the mobile menu collapses the navigation behind a toggle", async ({ page }) => {
  await page.goto("/");
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeVisible();
  for (const name of ["Home", "Courses", "Languages", "Sign In", "Sign Up"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole("combobox", { name: "Language" })).toBeEnabled();
  await menu.getByRole("link", { name: "Courses", exact: true }).click();
  await expect(menu).toBeHidden();
});
