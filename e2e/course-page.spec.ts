import fs from "node:fs";
import type { Page } from "@playwright/test";
import ar from "../messages/ar.json";
import instructors from "../prisma/seed/data/instructors.json";
import genesisOutcomes from "../prisma/seed/data/outcomes/genesis.json";
import { expect, test } from "./fixtures/accounts";
import { shot } from "./shots";
import { query } from "./support";

// The course page as peers show it: what you'll learn, who teaches it (portrait, name, bio), a cover drawn from
// the data, the enrolled student's completed lessons ticked, and the refund offer as small print under the lessons.
const SHOTS = "/work/notes/shots/i18/course";
const daniel = instructors.find((person) => person.lastName === "Mensah")!;

async function expectImageLoaded(page: Page, testId: string) {
  const image = page.getByTestId(testId).first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = await image.getAttribute("src");
  const response = await page.request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  return { src: src!, body: await response.text() };
}

test("a visitor sees what the course teaches, who teaches it and its cover, in English", async ({ page }) => {
  await page.goto("/course/genesis");
  const outcomes = page.getByRole("region", { name: "What you'll learn" });
  await expect(outcomes.getByRole("listitem")).toHaveText(genesisOutcomes.en);

  const teachers = page.getByRole("region", { name: "Your instructor" });
  const portrait = teachers.getByRole("img", { name: "Daniel Mensah" });
  await expect(portrait).toBeVisible();
  expect(await portrait.evaluate((img: HTMLImageElement) => [img.naturalWidth > 0, img.getBoundingClientRect().width])).toEqual([true, 56]);
  await expect(teachers.getByText(daniel.bio.en)).toBeVisible();

  const cover = await expectImageLoaded(page, "course-cover");
  expect(cover.src).toBe("/course/genesis/cover.svg");
  expect(cover.body).toContain(">Genesis</text>");

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd.teaches).toEqual(genesisOutcomes.en);
});

test("in Arabic the outcomes, the bio and the cover's name are Arabic", async ({ page }) => {
  await page.goto("/ar/course/genesis");
  const outcomes = page.getByRole("region", { name: ar.CourseDetail.outcomesHeading });
  await expect(outcomes.getByRole("listitem")).toHaveText(genesisOutcomes.ar);
  await expect(outcomes.getByRole("list")).not.toHaveAttribute("lang");
  await expect(page.getByText(daniel.bio.ar)).toBeVisible();
  const cover = await expectImageLoaded(page, "course-cover");
  expect(cover.src).toBe("/ar/course/genesis/cover.svg");
  expect(cover.body).toContain('direction="rtl"');
  expect(cover.body).toContain(">التكوين</text>");
});

test("the catalogue's cards carry their covers, sized before they load", async ({ page }) => {
  await page.goto("/courses");
  const first = page.getByTestId("course-cover").first();
  await expect(first).toHaveAttribute("width", "640");
  await expect(first).toHaveAttribute("height", "360");
  await expect(first).toHaveAttribute("alt", "");
  await expect(first).toHaveAttribute("loading", "lazy");
  const { src } = await expectImageLoaded(page, "course-cover");
  expect(src).toBe("/course/genesis/cover.svg");
  expect((await page.request.get("/course/no-such-course/cover.svg")).status()).toBe(404);
});

test("the demo student sees ticks on completed lessons and the refund offer below the lessons", async ({ page, accounts }) => {
  const student = await accounts.user("student");
  const completed = await query<{ count: string }>(
    `select count(*) from lesson_progress p join lessons l on l.id = p."lessonId" join courses c on c.id = l."courseId"
     where p."userId" = $1 and c.slug = 'exodus' and p."completedAt" is not null`,
    [student.id],
  );
  const done = Number(completed[0]!.count);
  expect(done).toBeGreaterThan(0);
  await accounts.signIn(page, "student");
  await page.goto("/course/exodus");
  const list = page.getByTestId("lesson-list");
  await expect(list.getByTestId("lesson-completed")).toHaveCount(done);
  await expect(list.getByRole("listitem").first().getByText("Completed")).toHaveClass(/sr-only/);
  await expect(list.locator('[data-completed="true"]')).toHaveCount(done);

  // 'Request a Refund': a text button under the lesson list, not beside 'Continue Learning'.
  const refund = page.getByRole("button", { name: "Request a Refund" });
  await expect(refund).toBeVisible();
  await expect(page.getByTestId("enrolled-panel").getByRole("button", { name: "Request a Refund" })).toHaveCount(0);
  const listBox = (await list.boundingBox())!;
  const refundBox = (await refund.boundingBox())!;
  expect(refundBox.y).toBeGreaterThan(listBox.y + listBox.height);
  expect(refundBox.height).toBeGreaterThanOrEqual(44);

  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [locale, prefix] of [["en", ""], ["ar", "/ar"]] as const) {
    for (const [name, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 800 }]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${prefix}/course/exodus`);
      await expect(page.getByTestId("lesson-completed")).toHaveCount(done);
      // Every lazy image in: scroll to the end and back.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, { path: `${SHOTS}/course-exodus-${locale}-${name}.png`, fullPage: true });
    }
  }
});

test("in Arabic on a phone the page runs right to left with 44 px lesson rows", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ar/course/isaiah");
  const cover = page.getByTestId("course-cover");
  const title = page.getByRole("heading", { level: 1 });
  // The cover thumbnail starts at the right-hand edge of the header.
  const [coverBox, titleBox] = [(await cover.boundingBox())!, (await title.boundingBox())!];
  expect(Math.round(coverBox.x + coverBox.width)).toBeGreaterThanOrEqual(Math.round(titleBox.x + titleBox.width) - 1);
  for (const row of await page.getByTestId("lesson-list").getByRole("link").all()) expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByRole("img", { name: "Miriam Haddad" })).toBeVisible();
});
