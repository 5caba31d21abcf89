import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { jobQueue, stopJobQueue, VIDEO_PROCESSING_QUEUE } from "@/lib/jobs/queue";
import { enqueueVideoProcessing } from "@/lib/jobs/video-jobs";
import { firstHalf, makeTestVideo, readStored, recordUploadedVideo, removeTestVideos } from "@/test/helpers/videos";
import { ProcessingRefused } from "./errors";
import { probeVideo } from "./probe";
import { sourceFor } from "./source";
import { transcodeToHls } from "./transcode";
import { workVideoProcessing } from "./worker";

// A file ffmpeg would chew on for long must not hold the one worker: a cut-short MP4 whose index comes first is
// refused before any transcode, and any ffmpeg run past its time limit is killed. Real ffmpeg, behind a wrapper
// that logs every HLS transcode and, for an original named in the `hang` file, never ends (as ffmpeg reading
// a truncated file over S3 seemed to). FFMPEG_PATH is read on the first env() call, after this line.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "early-refusal-test-"));
const runLog = path.join(dir, "transcodes.log");
const hangFile = path.join(dir, "hang");
const wrapper = path.join(dir, "ffmpeg");
fs.writeFileSync(
  wrapper,
  `#!/bin/sh
case "$*" in *master_pl_name*)
  echo "$*" >> '${runLog}'
  if [ -s '${hangFile}' ] && echo "$*" | grep -qF "$(cat '${hangFile}')"; then exec sleep 600; fi;;
esac
exec ffmpeg "$@"
`,
  { mode: 0o755 },
);
process.env.FFMPEG_PATH = wrapper;

jest.setTimeout(120_000);

const recorded: { id: string; storageKey: string }[] = [];
const transcodesOf = (storageKey: string) => (fs.existsSync(runLog) ? fs.readFileSync(runLog, "utf8").split("\n").filter((line) => line.includes(storageKey)).length : 0);
const rowOf = (id: string) => db.video.findUniqueOrThrow({ where: { id }, select: { status: true, processingError: true, processingRefused: true, updatedAt: true, probedAt: true } });

async function uploaded(bytes: Buffer) {
  const video = await recordUploadedVideo(bytes);
  recorded.push(video);
  return video;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  // Jobs other files queued without a worker (their videos are gone) would only hold this worker up.
  await (await jobQueue()).purgeQueue(VIDEO_PROCESSING_QUEUE);
});

afterAll(async () => {
  await stopJobQueue();
  await removeTestVideos(recorded);
  fs.rmSync(dir, { recursive: true, force: true });
  await db.$disconnect(); // the shared setup's disconnect ran before this file's clean-up
});

it("refuses an MP4 cut short behind its index within seconds, before any transcode, and then processes the upload queued behind it", async () => {
  // Two minutes of video, its index first (-movflags +faststart), cut in half: ffprobe reads it as whole.
  const truncated = await uploaded(firstHalf(await makeTestVideo({ width: 320, height: 240, seconds: 120, fps: 10, indexFirst: true })));
  const valid = await uploaded(await makeTestVideo({ width: 320, height: 240, seconds: 1 }));
  // Before the check, a transcode of such a file held the worker until it reached the missing bytes.
  fs.writeFileSync(hangFile, truncated.storageKey);

  const boss = await jobQueue();
  await enqueueVideoProcessing(truncated.id);
  await enqueueVideoProcessing(valid.id);
  const started = Date.now();
  await workVideoProcessing(boss, 1);

  const refused = await until("the truncated upload to be refused", () => rowOf(truncated.id), (row) => row.status !== "processing");
  expect(refused).toMatchObject({ status: "failed", processingRefused: true, processingError: "TRUNCATED", probedAt: null });
  expect(Date.now() - started).toBeLessThan(30_000); // the worker polls every 2 s; a loaded machine adds some
  expect(transcodesOf(truncated.storageKey)).toBe(0);
  expect(await readStored(truncated.storageKey)).toBeNull();

  const ready = await until("the upload queued behind it to be ready", () => rowOf(valid.id), (row) => row.status !== "processing");
  expect(ready.status).toBe("ready");
  expect(transcodesOf(valid.storageKey)).toBe(1);
});

it("kills an ffmpeg run that outlasts its time limit and refuses the video as TOO_SLOW", async () => {
  const video = await uploaded(await makeTestVideo({ width: 320, height: 240, seconds: 1 }));
  fs.writeFileSync(hangFile, video.storageKey);
  const source = await sourceFor(video.storageKey);
  const probed = await probeVideo(source);
  const workDir = fs.mkdtempSync(path.join(dir, "work-"));
  const started = Date.now();
  const failure = await transcodeToHls({ source, probed, workDir, timeLimitMs: 1_500 }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ProcessingRefused);
  expect(failure).toMatchObject({ code: "TOO_SLOW", message: expect.stringMatching(/ffmpeg ran past 1.5 s on a 1\.\d s video/) });
  expect(Date.now() - started).toBeLessThan(15_000);
  expect(transcodesOf(video.storageKey)).toBe(1);
});
