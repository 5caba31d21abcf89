import { expect, test, type Page } from "@playwright/test";
import { enrol, lessonIds, query, signUpStudent } from "./lesson-fixtures";
import { shot } from "./shots";

const playerTime = (page: Page) => page.getByTestId("player-time");

test("an enrolled student plays a video, seeks near its end, moves on with Next and is led to the course's assessment", async ({ page }, testInfo) => {
  // Four lessons, a video played and three page loads: on a busy 2-core machine this outruns 30 s.
  test.slow();
  const userId = await signUpStudent(page.request);
  await enrol(userId, "2-john");
  const lessons = await lessonIds("2-john");
  expect(lessons).toHaveLength(4);

  // ?t= starts the player there (the resume link's contract).
  await page.goto(`/course/2-john/lesson/${lessons[0]}?t=5`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Lesson 1 of 4").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lesson Information" })).toBeVisible();
  const player = page.getByRole("region", { name: /^Video player:/ });
  await expect(player).toBeVisible();
  await expect(playerTime(page)).toHaveText("0:05 / 0:20");
  expect(await page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(5);

  // Keyboard: m mutes, space plays.
  await player.focus();
  await page.keyboard.press("m");
  await expect(player.getByRole("button", { name: "Unmute" })).toBeVisible();
  await page.keyboard.press(" ");
  await expect(player.getByRole("button", { name: "Pause" })).toBeVisible();
  await expect.poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(5.2);
  await shot(page, { path: testInfo.outputPath("lesson-desktop.png"), fullPage: true });

  // Seek to 0:19; the video ends and the end is saved: 90% watched completes the lesson. The server credits
  // no more than playback could have reached since the last save, so first let the time of watching pass.
  await expect.poll(() => query(`SELECT 1 FROM lesson_progress WHERE "userId" = $1 AND "lessonId" = $2`, [userId, lessons[0]])).toHaveLength(1);
  await query(`UPDATE lesson_progress SET "updatedAt" = "updatedAt" - interval '1 minute' WHERE "userId" = $1 AND "lessonId" = $2`, [userId, lessons[0]]);
  const saved = page.waitForResponse(async (r) => r.url().endsWith("/api/progress") && (await r.json()).completed === true);
  await player.getByRole("slider", { name: "Seek" }).fill("19");
  expect((await (await saved).json()).course).toMatchObject({ progress: 25 });

  // Next is labelled with the next lesson's title; lessons 2-4 have no video: moving on completes them.
  for (const [index, id] of lessons.slice(1).entries()) {
    const next = page.getByTestId("lesson-next");
    await expect(next).toContainText("Next");
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/course/2-john/lesson/${id}$`));
    await expect(page.getByText(`Lesson ${index + 2} of 4`).first()).toBeVisible();
    await expect(page.locator('nav[aria-labelledby="course-lessons-heading"] [data-testid="lesson-tick"]')).toHaveCount(index + 1);
  }
  await expect(page.getByRole("link", { name: /Previous/ })).toBeVisible();
  const complete = page.getByRole("button", { name: "Complete Lesson" });
  await expect(complete).toBeVisible();
  await complete.click();
  // Every lesson done; the course completes once its assessment is passed, so it is next.
  await expect(page).toHaveURL(/\/assessment\/[^/]+$/);
  await expect(page.getByRole("button", { name: "Start Assessment" })).toBeVisible();

  const enrollments = await (await page.request.get(`/api/users/${userId}/enrollments`)).json();
  const list = Array.isArray(enrollments) ? enrollments : enrollments.enrollments;
  expect(list.find((e: { courseSlug: string }) => e.courseSlug === "2-john")).toMatchObject({ progress: 100, status: "active" });

  // Every lesson is ticked in the side panel now.
  await page.goto(`/course/2-john/lesson/${lessons[0]}`);
  await expect(page.locator('nav[aria-labelledby="course-lessons-heading"] [data-testid="lesson-tick"]')).toHaveCount(4);
});

// A stored file's URL, or a video's original (served through /api/videos/{id}/original).
const VIDEO_FILE_URL = /\/api\/media\/|\/api\/videos\/[^/]+\/original/;

test("a visitor sees a locked lesson with a way to enrol and gets no video URL", async ({ page }) => {
  const [, second] = await lessonIds("genesis");
  let mediaRequests = 0;
  page.on("request", (r) => {
    if (VIDEO_FILE_URL.test(r.url())) mediaRequests++;
  });
  const response = await page.goto(`/course/genesis/lesson/${second}`);
  expect(response!.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "This lesson is locked" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Enroll in Course" })).toHaveAttribute("href", "/checkout/genesis");
  await expect(page.locator("video")).toHaveCount(0);
  expect(await page.content()).not.toMatch(VIDEO_FILE_URL);
  expect(mediaRequests).toBe(0);
  await expect(page.locator('nav[aria-labelledby="course-lessons-heading"]').getByText("Locked", { exact: true }).first()).toBeAttached();

  const videos = await page.request.get(`/api/lessons/${second}/videos`);
  expect(videos.status()).toBe(401);
  expect(await videos.text()).not.toMatch(VIDEO_FILE_URL);
  const lesson = await (await page.request.get(`/api/lessons/${second}`)).json();
  expect(lesson).toMatchObject({ accessible: false, content: null });
});

test("a visitor may watch the free-preview first lesson", async ({ page }) => {
  const [first] = await lessonIds("genesis");
  await page.goto(`/course/genesis/lesson/${first}`);
  await expect(page.getByText("Free preview")).toBeVisible();
  await expect(page.getByRole("region", { name: /^Video player:/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Show captions" })).toBeVisible();
  await expect(page.getByTestId("lesson-locked")).toHaveCount(0);
});

test("a missing lesson or course shows 'Lesson Not Found' with HTTP 404", async ({ page }) => {
  for (const path of ["/course/genesis/lesson/no-such-lesson", "/course/no-such-course/lesson/anything"]) {
    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Lesson Not Found" })).toBeVisible();
    await expect(page.getByText("This lesson could not be found or may have been moved.")).toBeVisible();
  }
});
