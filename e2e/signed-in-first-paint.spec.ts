import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import ar from "../messages/ar.json";
import en from "../messages/en.json";
import { recordedLayoutShifts, recordLayoutShifts } from "../scripts/lib/layout-shift-recorder.mjs";
import { expect, test } from "./fixtures/accounts";
import { query } from "./support";

// A signed-in student's pages show their own state in the server's first response (issue 29): a request with the
// session cookie is rewritten to app/signed-in/ (lib/i18n/address-rules.mjs). The student is the spec's copy of the
// demo student: Genesis completed, Exodus under way.

async function firstLesson(slug: string) {
  const [row] = await query<{ id: string }>(
    `SELECT l.id FROM lessons l JOIN courses c ON c.id = l."courseId" WHERE c.slug = $1 ORDER BY l."order" LIMIT 1`,
    [slug],
  );
  return row!.id;
}

test.describe("in the HTML, without JavaScript", () => {
  test.use({ signedInAs: "student", javaScriptEnabled: false });

  test("a course under way: progress and 'Continue Learning', no enrol button, the user in the header, a working language box", async ({ page, accounts }) => {
    const user = await accounts.user("student");
    const response = await page.goto("/course/exodus");
    expect(response?.status()).toBe(200);
    // Personal, so never kept by a shared cache.
    expect(response?.headers()["cache-control"]).toMatch(/private|no-store/);
    const panel = page.getByTestId("enrolled-panel");
    await expect(panel.getByRole("link", { name: en.CourseDetail.continueLearning })).toBeVisible();
    await expect(panel.getByRole("progressbar")).toBeVisible();
    await expect(page.getByRole("link", { name: en.CourseDetail.enroll })).toHaveCount(0);
    // Enrolled: no lesson carries a padlock.
    await expect(page.locator('[data-testid="lesson-list"] li[data-locked="true"]')).toHaveCount(0);

    const header = page.locator("header");
    await expect(header.getByTestId("user-name").first()).toContainText(user.firstName);
    // The bell is in the first paint too (its count follows): nothing appears beside the name later.
    await expect(header.getByTestId("notification-bell").first()).toBeAttached();
    await expect(header.getByRole("link", { name: en.Header.signIn })).toHaveCount(0);
    const languages = header.getByRole("combobox", { name: en.LanguagePicker.label }).first();
    await expect(languages).toBeEnabled();
    await expect(languages).toHaveValue("en");
    expect(await languages.locator("option").count()).toBeGreaterThanOrEqual(12);
  });

  test("a completed course: the 'Completed' badge and every lesson ticked", async ({ page }) => {
    await page.goto("/course/genesis");
    await expect(page.getByTestId("enrolled-panel").getByText(en.CourseDetail.completed, { exact: true })).toBeVisible();
    const lessons = page.locator('[data-testid="lesson-list"] li');
    expect(await lessons.count()).toBeGreaterThan(0);
    await expect(page.locator('[data-testid="lesson-list"] li[data-completed="true"]')).toHaveCount(await lessons.count());
  });

  test("in Arabic too, and on the catalogue, the home page, a lesson and the dashboard", async ({ page, accounts }) => {
    const user = await accounts.user("student");
    await page.goto("/ar/course/exodus");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("enrolled-panel").getByRole("link", { name: ar.CourseDetail.continueLearning })).toBeVisible();

    await page.goto("/courses");
    await expect(page.getByTestId("card-in-progress").first()).toBeVisible();
    // The page knows its own address (/courses), not the one it was rewritten to: the header marks it, and the
    // signed-in items (Dashboard) are there.
    const nav = page.locator("header").getByRole("navigation").first();
    await expect(nav.getByRole("link", { name: en.Header.courses })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: en.Header.dashboard })).toBeVisible();
    await page.goto("/");
    await expect(page.locator("header").getByTestId("user-name").first()).toContainText(user.firstName);
    for (const url of [`/course/exodus/lesson/${await firstLesson("exodus")}`, "/dashboard"]) {
      await page.goto(url);
      await expect(page.locator("header").getByTestId("user-name").first(), url).toContainText(user.firstName);
      await expect(page.locator("header").getByRole("link", { name: en.Header.signIn }), url).toHaveCount(0);
    }
  });
});

/**
 * The layout shifts of a page from its first paint until it has settled (no user input meanwhile): each with its
 * score and the elements that moved, so a failure names them; none when they add up to less than 0.0001 (CLS is
 * reported to three decimals, 0.000): the browser may paint a streamed page between two network chunks, an element
 * before its text has arrived, which no page can rule out and no reader sees.
 */
async function layoutShifts(page: Page, url: string): Promise<string[]> {
  await page.addInitScript(recordLayoutShifts);
  // A hydration that does not match the server's HTML is reported here (React redraws it, and things move).
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(`console: ${message.text().slice(0, 300)}`));
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  // Anything the page fetches after load (the bell's count, a late island) has arrived by now.
  await page.waitForTimeout(1_000);
  const shifts: { value: number; text: string }[] = await page.evaluate(recordedLayoutShifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return [...(total < 0.0001 ? [] : shifts.map((shift) => shift.text)), ...errors];
}

test.describe("no layout shift", () => {
  test.use({ signedInAs: "student" });

  for (const [name, url] of [
    ["a course under way", "/course/exodus"],
    ["a completed course", "/course/genesis"],
    ["the catalogue", "/courses"],
    ["the dashboard", "/dashboard"],
    ["the Arabic course page", "/ar/course/exodus"],
  ] as const) {
    test(`${name}: CLS 0 for a signed-in student`, async ({ page }) => {
      expect(await layoutShifts(page, url)).toEqual([]);
    });
  }

  test("a lesson: CLS 0 for a signed-in student", async ({ page }) => {
    expect(await layoutShifts(page, `/course/exodus/lesson/${await firstLesson("exodus")}`)).toEqual([]);
  });
});

test.describe("anonymous visitors still get the static page", () => {
  test("the same bytes from the cache, no cookie, no personal state", async ({ request }) => {
    const first = await request.get("/course/exodus");
    const second = await request.get("/course/exodus");
    for (const response of [first, second]) {
      expect(response.status()).toBe(200);
      expect(response.headers()["set-cookie"]).toBeUndefined();
      expect(response.headers()["cache-control"]).not.toMatch(/private|no-store/);
    }
    expect(second.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
    expect(await second.text()).toBe(await first.text());
    expect(await first.text()).not.toContain('data-testid="enrolled-panel"');
  });

  test("the build prerenders the public pages and none of the signed-in ones", () => {
    const distDir = process.env.NEXT_DIST_DIR ?? ".next";
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as {
      routes: Record<string, unknown>;
      dynamicRoutes: Record<string, unknown>;
    };
    const prerendered = [...Object.keys(manifest.routes), ...Object.keys(manifest.dynamicRoutes)];
    for (const route of ["/en", "/ar", "/en/courses", "/ar/courses", "/en/courses/new-testament", "/[locale]/course/[courseId]"]) {
      expect(prerendered, route).toContain(route);
    }
    expect(prerendered.filter((route) => route.startsWith("/signed-in"))).toEqual([]);
  });
});

test.describe("moving on from a signed-in page", () => {
  test.use({ signedInAs: "student" });

  test("the language box opens the same page in Arabic, still signed in and with the student's progress", async ({ page, accounts }) => {
    const user = await accounts.user("student");
    // Picked as soon as the box is there, as a reader on a slow phone does: before the page is hydrated, or while it is.
    await page.goto("/course/exodus", { waitUntil: "commit" });
    await page.locator("header").getByRole("combobox", { name: en.LanguagePicker.label }).first().selectOption("ar");
    await expect(page).toHaveURL(/\/ar\/course\/exodus$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("enrolled-panel").getByRole("link", { name: ar.CourseDetail.continueLearning })).toBeVisible();
    await expect(page.locator("header").getByTestId("user-name").first()).toContainText(user.firstName);
  });

  test("a link to a page without a signed-in form (the privacy page) keeps the header signed in", async ({ page, accounts }) => {
    const user = await accounts.user("student");
    await page.goto("/dashboard");
    await page.locator("footer").getByRole("link", { name: en.Footer.privacy }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator("header").getByTestId("user-name").first()).toContainText(user.firstName);
  });
});
