import type { Page } from "@playwright/test";
import { expect, instructorOf, test } from "./fixtures/accounts";
import { LOCKS } from "./fixtures/locks";
import { enrol, lessonIds, signUpStudent } from "./lesson-fixtures";
import { shot } from "./shots";
import { query } from "./support";
import { makeFakeVideo, makeLectureVideo } from "./video-files";

// Issue 14 on a phone: an upload is processed into an adaptive HLS ladder the student's player follows as the
// network slows down, and an upload cut by a reload resumes where it stopped.
const MB = 1024 * 1024;
const INSTRUCTOR = instructorOf("biblical-preaching");

// Both wait for the server's one video worker.
test.describe.configure({ lock: LOCKS.videoWorker });

async function openUploadForm(page: Page, lessonPath: string, title: string) {
  await page.goto(lessonPath);
  const card = page.getByRole("region", { name: "Video Management" });
  await card.getByRole("button", { name: "Upload Video" }).click();
  await card.getByLabel("Video title").fill(title);
  return card;
}

async function chooseFile(page: Page, button: ReturnType<Page["getByRole"]>, file: string) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles(file);
}

/** The rendition of each HLS segment the page fetched (…/hls/360p/seg-00002.ts), with its status. */
function recordSegments(page: Page) {
  const segments: { rendition: string; status: number; throttled: boolean }[] = [];
  const state = { throttled: false };
  page.on("response", (response) => {
    const match = /\/hls\/(\d+p)\/seg-\d+\.ts$/.exec(new URL(response.url()).pathname);
    if (match) segments.push({ rendition: match[1]!, status: response.status(), throttled: state.throttled });
  });
  return { segments, state };
}

test("an uploaded lecture is processed into HLS, and the student's player drops to a lower rendition when the network slows", async ({ page, accounts }, testInfo) => {
  test.setTimeout(150_000);
  const file = makeLectureVideo(testInfo.outputPath("preaching-christ.mp4"), 40);
  await accounts.signIn(page, INSTRUCTOR);
  const lessonPath = `/course/biblical-preaching/lesson/${(await lessonIds("biblical-preaching"))[3]}`;
  const title = `Preaching Christ ${Date.now()}`;
  const card = await openUploadForm(page, lessonPath, title);
  await chooseFile(page, card.getByRole("button", { name: "Select Video File" }), file);

  const status = card.getByTestId("video-upload-status").getByRole("status");
  await expect(status).toHaveText("Processing video...", { timeout: 30_000 });
  await expect(card.getByRole("progressbar", { name: "Processing progress" })).toBeVisible();
  // Transcoding has begun (the probe proved the file a video).
  await expect(card.getByText(/^[1-9]\d*% processed$/)).toBeVisible({ timeout: 30_000 });
  await shot(card, { path: testInfo.outputPath("card-processing-phone.png") });

  // Coming back to the lesson meanwhile (another tab): the card lists the video with its progress, and the
  // lesson plays the original until the renditions are there.
  const back = await page.context().newPage();
  await back.goto(lessonPath);
  const listed = back.getByTestId("unfinished-video").filter({ hasText: title });
  await expect(listed.getByRole("status")).toHaveText("Processing video...");
  await expect(listed.getByText(/^\d+% processed$/)).toBeVisible();
  const fallback = back.getByRole("region", { name: `Video player: ${title}` });
  await expect(fallback).toHaveAttribute("data-engine", "file");
  await shot(back.getByRole("region", { name: "Video Management" }), { path: testInfo.outputPath("card-unfinished-phone.png") });

  await expect(status).toHaveText("Video uploaded successfully!", { timeout: 90_000 });
  await shot(card, { path: testInfo.outputPath("card-processed-phone.png") });
  // The other tab follows too: the list empties and the player switches to the HLS renditions.
  await expect(listed).toHaveCount(0, { timeout: 15_000 });
  await expect(fallback).toHaveAttribute("data-engine", "hls.js");
  await back.close();

  // Staff publish it (an upload arrives unpublished and students never see it before; here straight in the
  // database), then a student enrolled in the course (signing up replaces the instructor's session).
  await query(`UPDATE videos SET published = true WHERE title = $1`, [title]);
  const studentId = await signUpStudent(page.request);
  await enrol(studentId, "biblical-preaching");
  const { segments, state } = recordSegments(page);
  await page.goto(lessonPath);
  const player = page.getByRole("region", { name: `Video player: ${title}` });
  await expect(player).toHaveAttribute("data-engine", "hls.js");
  const video = player.locator("video");
  await expect(video).toHaveAttribute("poster", /\/poster\.jpg\?/);
  await video.evaluate((v: HTMLVideoElement) => (v.muted = true));
  await player.getByRole("button", { name: "Play" }).click();

  // On loopback the estimate is high: the top rendition plays, from signed segment URLs.
  await expect(player).toHaveAttribute("data-quality", "720p", { timeout: 30_000 });
  expect(segments.filter((s) => s.rendition === "720p" && s.status === 200).length).toBeGreaterThan(0);
  await expect(player.getByRole("combobox", { name: "Quality" })).toHaveValue("-1");
  await shot(player, { path: testInfo.outputPath("player-720p-phone.png") });

  // A slow 3G-like link: what is not buffered yet comes in a rendition that link can carry.
  await player.getByRole("button", { name: "Pause" }).click();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (700 * 1000) / 8, uploadThroughput: (250 * 1000) / 8 });
  state.throttled = true;
  const ahead = await video.evaluate((v: HTMLVideoElement) => Math.min(v.buffered.end(v.buffered.length - 1) + 1, v.duration - 4));
  await player.getByRole("slider", { name: "Seek" }).fill(String(Math.floor(ahead)));
  await player.getByRole("button", { name: "Play" }).click();
  await expect(player).toHaveAttribute("data-quality", /^(240|360)p$/, { timeout: 45_000 });
  expect(segments.some((s) => s.throttled && s.rendition !== "720p" && s.status === 200)).toBe(true);
  await shot(player, { path: testInfo.outputPath("player-throttled-phone.png") });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
});

test("an upload cut by a reload resumes from the parts already stored, and a file that is not a video is refused", async ({ page, accounts }, testInfo) => {
  test.setTimeout(90_000);
  // 35 MB: seven 5 MB parts.
  const file = makeFakeVideo(testInfo.outputPath("sermon-recording.mp4"), 35 * MB);
  await accounts.signIn(page, INSTRUCTOR);
  const lessonId = (await lessonIds("biblical-preaching"))[4]!;
  const lessonPath = `/course/biblical-preaching/lesson/${lessonId}`;

  const parts: { part: number; afterReload: boolean }[] = [];
  const stored = new Set<number>();
  const calls = { create: 0, listParts: 0 };
  let reloaded = false;
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    const part = /^\/api\/uploads\/part\/[^/]+\/(\d+)$/.exec(path);
    if (part && request.method() === "PUT") parts.push({ part: Number(part[1]), afterReload: reloaded });
    if (path === "/api/s3/multipart" && request.method() === "POST") calls.create++;
    if (/^\/api\/s3\/multipart\/[^/]+$/.test(path) && request.method() === "GET") calls.listParts++;
  });
  page.on("response", (response) => {
    const part = /^\/api\/uploads\/part\/[^/]+\/(\d+)$/.exec(new URL(response.url()).pathname);
    if (part && response.status() === 200) stored.add(Number(part[1]));
  });
  // A link that stalls: parts 1-3 go through, the others hang until the page is reloaded.
  const held: (() => void)[] = [];
  await page.route("**/api/uploads/part/**", async (route) => {
    const part = Number(/\/api\/uploads\/part\/[^/]+\/(\d+)/.exec(route.request().url())?.[1]);
    if (!reloaded && part > 3) {
      await new Promise<void>((release) => held.push(release));
      await route.abort().catch(() => {});
      return;
    }
    await route.continue();
  });

  const title = `Sermon recording ${Date.now()}`;
  const card = await openUploadForm(page, lessonPath, title);
  await chooseFile(page, card.getByRole("button", { name: "Select Video File" }), file);
  await expect.poll(() => stored.size, { timeout: 30_000 }).toBe(3);
  // Golden Retriever has saved the upload (its key, upload id and progress) before the reload.
  await expect
    .poll(() => page.evaluate((id) => JSON.parse(localStorage.getItem(`uppyState:video-upload-${id}`) ?? "null")?.metadata?.files, lessonId))
    .toBeTruthy();

  reloaded = true;
  await page.reload();
  held.splice(0).forEach((release) => release());
  const status = card.getByTestId("video-upload-status").getByRole("status");
  await expect(status).toHaveText("Upload interrupted");
  await expect(card.getByText(/^sermon-recording\.mp4: \d+% – /)).toBeVisible();
  await expect(card.getByText("Choose the same file again to resume the upload. The parts already uploaded are kept.")).toBeVisible();
  await expect(card.getByLabel("Video title")).toHaveValue(title);
  await shot(card, { path: testInfo.outputPath("card-interrupted-phone.png") });

  await chooseFile(page, card.getByRole("button", { name: "Choose file again" }), file);
  await expect(status).toHaveText(/Processing video...|Processing failed/, { timeout: 30_000 });
  // Resumed, not restarted: the server listed the stored parts and only the missing ones were sent.
  expect(calls.create).toBe(1);
  expect(calls.listParts).toBeGreaterThanOrEqual(1);
  const resent = parts.filter((p) => p.afterReload).map((p) => p.part);
  expect([...new Set(resent)].sort()).toEqual([4, 5, 6, 7]);

  // Processing probes the file and refuses it: no Retry, another file instead.
  await expect(status).toHaveText("Processing failed", { timeout: 30_000 });
  await expect(card.getByRole("alert")).toHaveText("This file is not a video we can play. Upload an MP4, WebM or MOV file.");
  await expect(card.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await expect(card.getByText("Choose another video file to upload instead.")).toBeVisible();
  await shot(card, { path: testInfo.outputPath("card-refused-phone.png") });

  // Back on the page later, the card still says why that upload was refused, apart from the videos processing,
  // and the upload can be removed for good.
  await page.reload();
  const refusedList = card.getByRole("region", { name: "Uploads that could not be processed" });
  const listed = refusedList.getByTestId("unfinished-video").filter({ hasText: title });
  await expect(listed.getByRole("status")).toHaveText("Processing failed");
  await expect(listed.getByRole("alert")).toHaveText("This file is not a video we can play. Upload an MP4, WebM or MOV file.");
  await listed.getByRole("button", { name: `Remove “${title}”` }).click();
  await expect(page.getByText("Upload removed", { exact: true })).toBeVisible();
  await expect(card.getByTestId("unfinished-video").filter({ hasText: title })).toHaveCount(0);
  await page.reload();
  await expect(card).toBeVisible();
  await expect(card.getByTestId("unfinished-video").filter({ hasText: title })).toHaveCount(0);
});
