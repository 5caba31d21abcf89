import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { certifiedStudent } from "./certificate-fixtures";

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

// axe-core on the public pages, in a left-to-right and a right-to-left language.
const PAGES = ["/", "/courses", "/course/genesis"];

for (const prefix of ["", "/ar"]) {
  for (const path of PAGES) {
    const url = prefix ? `${prefix}${path === "/" ? "" : path}` : path;
    test(`no axe violations on ${url}`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator("h1")).toBeVisible();
      await expectNoViolations(page);
    });
  }
}

// The holder's certificates page and the public verification page, valid and unknown.
test("no axe violations on the certificates and verify pages, in English and Arabic", async ({ page }) => {
  const { serial } = await certifiedStudent(page, "jude");
  for (const prefix of ["", "/ar"]) {
    for (const url of [`${prefix}/certificates`, `${prefix}/verify/${serial}`, `${prefix}/verify/BSA-NOSUCHSERIAL`]) {
      await test.step(url, async () => {
        await page.goto(url);
        await expect(page.locator("h1")).toBeVisible();
        await expectNoViolations(page);
      });
    }
  }
});
