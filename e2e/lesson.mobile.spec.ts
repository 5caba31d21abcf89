import { expect, test } from "@playwright/test";
import { enrol, lessonIds, query, signUpStudent } from "./lesson-fixtures";
import { shot } from "./shots";

test("the lesson page fits a phone: player, controls and navigation usable", async ({ page }, testInfo) => {
  const userId = await signUpStudent(page.request);
  await enrol(userId, "obadiah");
  const [first] = await lessonIds("obadiah");
  await page.goto(`/course/obadiah/lesson/${first}`);
  const player = page.getByRole("region", { name: /^Video player:/ });
  await expect(player.getByRole("button", { name: "Play" })).toBeVisible();
  await expect(player.getByRole("button", { name: "Full screen" })).toBeVisible();
  await expect(page.getByTestId("lesson-next")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, { path: testInfo.outputPath("lesson-phone.png"), fullPage: true });

  await page.goto(`/ar/course/obadiah/lesson/${first}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "معلومات الدرس" })).toBeVisible();
  await shot(page, { path: testInfo.outputPath("lesson-phone-ar.png"), fullPage: true });
});

/** The seeded course with the most lessons (a list longer than a phone's screen). */
async function longestCourse(): Promise<string> {
  const [row] = await query<{ slug: string }>(
    `SELECT c.slug FROM courses c JOIN lessons l ON l."courseId" = c.id WHERE c.state = 'published'
     GROUP BY c.slug ORDER BY count(*) DESC, c.slug LIMIT 1`,
  );
  if (!row) throw new Error("no published course");
  return row.slug;
}

test("the lesson list flows in the page on a phone, its last lesson reachable, completed lessons ticked", async ({ page }, testInfo) => {
  const slug = await longestCourse();
  const userId = await signUpStudent(page.request);
  await enrol(userId, slug);
  const lessons = await lessonIds(slug);
  expect(lessons.length).toBeGreaterThanOrEqual(7);
  // Lessons 1 to 3 done; the student is on lesson 4.
  for (const id of lessons.slice(0, 3)) {
    await query(
      `INSERT INTO lesson_progress (id, "userId", "lessonId", "positionSeconds", "completedAt", "updatedAt")
       VALUES (gen_random_uuid()::text, $1, $2, 0, now(), now())`,
      [userId, id],
    );
  }
  await page.goto(`/course/${slug}/lesson/${lessons[3]}`);
  const list = page.locator('nav[aria-labelledby="course-lessons-heading"]');
  await expect(list.getByTestId("lessons-done")).toHaveText(`Lessons done: 3 of ${lessons.length}`);

  // No scroll box inside the page: neither the list nor anything in it scrolls on its own.
  const nested = await list.evaluate((nav) =>
    [nav, ...nav.querySelectorAll("*")].filter((el) => el.scrollHeight > el.clientHeight + 1 && ["auto", "scroll"].includes(getComputedStyle(el).overflowY)).length,
  );
  expect(nested).toBe(0);
  const ol = list.locator("ol");
  expect(await ol.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);

  // Lesson 7 and the last lesson come into view by scrolling the page.
  for (const index of [6, lessons.length - 1]) {
    const link = list.locator(`a[href$="/lesson/${lessons[index]}"]`);
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport({ ratio: 1 });
  }

  // Ticks (an icon and words for a screen reader) on the three done, the current lesson marked.
  await expect(list.getByTestId("lesson-tick")).toHaveCount(3);
  await expect(list.locator("[data-completed]").first()).toContainText("Completed");
  const current = list.locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute("href", new RegExp(`/lesson/${lessons[3]}$`));
  await expect(current).toContainText("Current lesson");
  await shot(page, { path: testInfo.outputPath("lesson-list-phone.png"), fullPage: true });

  await page.goto(`/ar/course/${slug}/lesson/${lessons[3]}`);
  await expect(list.getByTestId("lesson-tick")).toHaveCount(3);
  // The previous / next chevrons point the way the page reads.
  const chevron = page.getByRole("navigation", { name: "التنقل بين الدروس" }).locator("svg").first();
  // Tailwind's scale utilities set the `scale` property: a negative horizontal factor mirrors the icon.
  expect(await chevron.evaluate((svg) => getComputedStyle(svg).scale)).toMatch(/^-/);
  await shot(page, { path: testInfo.outputPath("lesson-list-phone-ar.png"), fullPage: true });
});

test("every player control is at least 44×44 px on a phone; the seek bar runs left to right in Arabic too", async ({ page }) => {
  const userId = await signUpStudent(page.request);
  await enrol(userId, "obadiah");
  const [first] = await lessonIds("obadiah");
  for (const prefix of ["", "/ar"]) {
    await page.goto(`${prefix}/course/obadiah/lesson/${first}`);
    const player = page.getByTestId("video-player");
    await expect(player.locator("button").first()).toBeVisible();
    const controls = player.locator("button:visible, select:visible, input:visible");
    expect(await controls.count()).toBeGreaterThanOrEqual(6);
    const small = await controls.evaluateAll((elements) =>
      elements
        .map((el) => ({ name: el.getAttribute("aria-label"), box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
    const seek = player.getByTestId("player-seek");
    expect(await seek.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
  }
});
