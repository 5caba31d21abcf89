import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// axe-core on the public pages, in a left-to-right and a right-to-left language.
const PAGES = ["/", "/courses", "/course/genesis"];

for (const prefix of ["", "/ar"]) {
  for (const path of PAGES) {
    const url = prefix ? `${prefix}${path === "/" ? "" : path}` : path;
    test(`no axe violations on ${url}`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator("h1")).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(summary).toEqual([]);
    });
  }
}
