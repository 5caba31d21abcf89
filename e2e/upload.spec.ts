import path from "node:path";
import { expect, instructorOf, test } from "./fixtures/accounts";
import { LOCKS } from "./fixtures/locks";
import { enrol, lessonIds, signUpStudent } from "./lesson-fixtures";
import { shot } from "./shots";

const SAMPLE = path.join(process.cwd(), "prisma/seed/media/sample-lecture.webm");
// Lessons no other journey looks at: a new video must not change what they see. Not John.
const INSTRUCTOR = instructorOf("biblical-preaching");

test("an instructor uploads a lecture to a lesson they teach, sees it processed, listed and playing", { lock: LOCKS.videoWorker }, async ({ page, accounts }, testInfo) => {
  test.setTimeout(90_000);
  await accounts.signIn(page, INSTRUCTOR);
  const lessons = await lessonIds("biblical-preaching");
  await page.goto(`/course/biblical-preaching/lesson/${lessons[1]}`);

  const card = page.getByRole("region", { name: "Video Management" });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Upload Video" }).click();
  await expect(card.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expect(card.getByRole("status")).toHaveText("Ready to upload");

  // No title: the select button is dimmed and says why.
  const select = card.getByRole("button", { name: "Select Video File" });
  await expect(select).toHaveAttribute("aria-disabled", "true");
  // Playwright will not click an aria-disabled button; a keyboard user can still press it and learn why.
  await select.focus();
  await page.keyboard.press("Enter");
  await expect(card.getByRole("alert")).toHaveText("Please enter a video title before uploading.");
  await shot(page, { path: testInfo.outputPath("upload-form-desktop.png"), fullPage: true });

  const title = `Creation week ${Date.now()}`;
  await card.getByLabel("Video title").fill(title);
  await card.getByLabel("Description (optional)").fill("Genesis 1, read slowly.");
  await expect(select).toHaveAttribute("aria-disabled", "false");
  const chooser = page.waitForEvent("filechooser");
  await select.click();
  const recorded = page.waitForResponse((r) => r.url().endsWith("/api/videos") && r.request().method() === "POST");
  // A small file goes as one signed PUT (Uppy's single-PUT contract), with the headers it was signed with.
  const params = page.waitForResponse((r) => r.url().includes("/api/s3/params?") && r.request().method() === "GET");
  await (await chooser).setFiles(SAMPLE);
  expect((await params).status()).toBe(200);
  expect((await recorded).status()).toBe(201);

  // Recorded: the job probes and transcodes it while the card follows its progress.
  const status = card.getByTestId("video-upload-status").getByRole("status");
  await expect(status).toHaveText("Processing video...");
  // Radix renders the toast and a screen-reader announcement of it: the toast itself is the list item.
  const toast = page.getByRole("listitem").filter({ hasText: "Video Uploaded" });
  await expect(toast).toContainText("Your video has been uploaded successfully and is being processed.");
  await expect(card.getByText(/^\d+% processed$/)).toBeVisible();
  await shot(card, { path: testInfo.outputPath("card-processing-desktop.png") });
  await expect(status).toHaveText("Video uploaded successfully!", { timeout: 60_000 });
  await shot(card, { path: testInfo.outputPath("card-processed-desktop.png") });
  await expect(card.getByLabel("Video title")).toHaveValue("");

  // The refreshed list shows the new lecture, and it plays its HLS renditions.
  const player = page.getByRole("region", { name: `Video player: ${title}` });
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute("data-engine", "hls.js");
  await expect(page.getByText("Genesis 1, read slowly.")).toBeVisible();
  const video = player.locator("video");
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
  await shot(page, { path: testInfo.outputPath("upload-done-desktop.png"), fullPage: true });
  await shot(player, { path: testInfo.outputPath("player-desktop.png") });
});

test("the card refuses a non-video file and Cancel hides the form", async ({ page, accounts }) => {
  await accounts.signIn(page, INSTRUCTOR);
  const lessons = await lessonIds("biblical-preaching");
  await page.goto(`/course/biblical-preaching/lesson/${lessons[0]}`);
  const card = page.getByRole("region", { name: "Video Management" });
  await card.getByRole("button", { name: "Upload Video" }).click();
  await card.getByLabel("Video title").fill("Not a video");
  const chooser = page.waitForEvent("filechooser");
  await card.getByRole("button", { name: "Select Video File" }).click();
  await (await chooser).setFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
  await expect(card.getByRole("alert")).toHaveText("Only MP4, WebM and MOV videos can be uploaded.");
  await expect(card.getByRole("status")).toHaveText("Ready to upload");
  await card.getByRole("button", { name: "Cancel" }).click();
  await expect(card.getByLabel("Video title")).toBeHidden();
  await expect(card.getByRole("button", { name: "Upload Video" })).toBeVisible();
});

test("students and instructors of other courses never see the upload card", async ({ page, accounts }) => {
  const userId = await signUpStudent(page.request);
  await enrol(userId, "genesis");
  const genesis = await lessonIds("genesis");
  await page.goto(`/course/genesis/lesson/${genesis[0]}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Video player:/ }).first()).toBeVisible();
  await expect(page.getByText("Video Management")).toHaveCount(0);

  await accounts.signIn(page, INSTRUCTOR);
  const john = await lessonIds("john");
  await page.goto(`/course/john/lesson/${john[0]}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Video Management")).toHaveCount(0);
});

test("a multipart upload can be paused, resumed and survives the connection dropping", { lock: LOCKS.videoWorker }, async ({ page, context, accounts }) => {
  // 20 s alone (12 MB sent, then probed and refused); beside the other workers it outran the 30 s default.
  test.slow();
  await accounts.signIn(page, INSTRUCTOR);
  const lessons = await lessonIds("biblical-preaching");
  await page.goto(`/course/biblical-preaching/lesson/${lessons[2]}`);
  // Part uploads wait at this gate, so the upload is still running while we pause and go offline.
  let hold = true;
  const held: (() => void)[] = [];
  let partRequests = 0;
  await page.route("**/api/uploads/part/**", async (route) => {
    partRequests++;
    if (hold) await new Promise<void>((resume) => held.push(resume));
    await route.continue().catch(() => {}); // an aborted (paused) request has nothing to continue
  });

  const card = page.getByRole("region", { name: "Video Management" });
  await card.getByRole("button", { name: "Upload Video" }).click();
  const title = `Long lecture ${Date.now()}`;
  await card.getByLabel("Video title").fill(title);
  const chooser = page.waitForEvent("filechooser");
  await card.getByRole("button", { name: "Select Video File" }).click();
  // 12 MB: three parts of 5, 5 and 2 MB (multipart starts above one 5 MB part).
  await (await chooser).setFiles({ name: "long-lecture.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(12 * 1024 * 1024, 7) });
  await expect.poll(() => partRequests).toBeGreaterThan(0);
  const status = card.getByRole("status");
  await expect(status).toContainText("Uploading video...");

  await card.getByRole("button", { name: "Pause" }).click();
  await expect(status).toContainText("(paused)");
  await card.getByRole("button", { name: "Resume" }).click();
  await expect(status).not.toContainText("(paused)");

  await context.setOffline(true);
  await expect(card.getByText("You are offline. The upload will continue when you are back online.")).toBeVisible();
  hold = false;
  held.splice(0).forEach((resume) => resume());
  await context.setOffline(false);

  // Its 12 MB of one repeated byte are no video: processing refuses them, and the card says so.
  await expect(status).toHaveText("Processing failed", { timeout: 30_000 });
  await expect(card.getByRole("alert")).toHaveText("This file is not a video we can play. Upload an MP4, WebM or MOV file.");
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
});
