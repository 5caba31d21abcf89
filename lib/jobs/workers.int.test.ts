import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import PgBoss from "pg-boss";
import { db } from "@/lib/db";
import { stopVideoProcessing, workVideoProcessing } from "@/lib/videos/processing/worker";
import { makeTestVideo, recordUploadedVideo, removeTestVideos } from "@/test/helpers/videos";
import { jobQueue, stopJobQueue, VIDEO_PROCESSING_QUEUE } from "./queue";
import { enqueueVideoProcessing } from "./video-jobs";

// The processing workers on pg-boss and the real database, with real ffmpeg behind a wrapper that logs every
// HLS transcode and, on request, fails one (a fault injected where the server meets ffmpeg) or delays one. FFMPEG_PATH is
// read once per file, on the first env() call, which comes after this line.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "workers-test-"));
const runLog = path.join(dir, "transcodes.log");
const faultFile = path.join(dir, "fail-once");
const slowFile = path.join(dir, "slow");
const wrapper = path.join(dir, "ffmpeg");
fs.writeFileSync(
  wrapper,
  `#!/bin/sh
case "$*" in *master_pl_name*)
  echo "$*" >> '${runLog}'
  if [ -s '${faultFile}' ] && echo "$*" | grep -qF "$(cat '${faultFile}')"; then rm -f '${faultFile}'; echo "injected fault" >&2; exit 1; fi
  if [ -s '${slowFile}' ] && echo "$*" | grep -qF "$(cat '${slowFile}')"; then sleep 3 </dev/null >/dev/null 2>&1; fi;;
esac
exec ffmpeg "$@"
`,
  { mode: 0o755 },
);
process.env.FFMPEG_PATH = wrapper;

jest.setTimeout(30_000);

const recorded: { id: string; storageKey: string }[] = [];
let other: PgBoss | undefined;

/** How many HLS transcodes ran on the video's original. */
function transcodesOf(storageKey: string): number {
  const lines = fs.existsSync(runLog) ? fs.readFileSync(runLog, "utf8").split("\n") : [];
  return lines.filter((line) => line.includes(storageKey)).length;
}

async function uploaded() {
  const video = await recordUploadedVideo(await makeTestVideo({ width: 320, height: 240, seconds: 1 }));
  recorded.push(video);
  return video;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const statusOf = async (id: string) => (await db.video.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
const jobsOf = (videoId: string) =>
  db.$queryRawUnsafe<{ id: string; state: string; retry_count: number }[]>(
    "SELECT id::text, state::text, retry_count FROM pgboss.job WHERE name = $1 AND singleton_key = $2 ORDER BY created_on",
    VIDEO_PROCESSING_QUEUE,
    videoId,
  );

beforeAll(async () => {
  // Jobs other files queued without a worker (their videos are gone) would only slow these workers down.
  await (await jobQueue()).purgeQueue(VIDEO_PROCESSING_QUEUE);
});

afterAll(async () => {
  await other?.stop({ graceful: true, wait: true, timeout: 10_000 });
  await stopJobQueue();
  await removeTestVideos(recorded);
  fs.rmSync(dir, { recursive: true, force: true });
  await db.$disconnect(); // the shared setup's disconnect ran before this file's clean-up
});

it("retries a failed attempt and ends ready", async () => {
  const boss = await jobQueue();
  await workVideoProcessing(boss, 1);
  const video = await uploaded();
  fs.writeFileSync(faultFile, video.storageKey);
  // The queue's own delay (30 s, doubling) is too slow for a test: this job retries after 1 s.
  const jobId = await boss.send(VIDEO_PROCESSING_QUEUE, { videoId: video.id }, { singletonKey: video.id, retryDelay: 1, retryBackoff: false });

  const [failed] = await until("the first attempt to fail", () => jobsOf(video.id), ([job]) => job?.state === "retry");
  expect(failed).toMatchObject({ id: jobId, retry_count: 0 });
  expect(await statusOf(video.id)).toBe("processing"); // not failed while retries remain

  await until("the video to be ready", () => statusOf(video.id), (status) => status === "ready");
  expect(transcodesOf(video.storageKey)).toBe(2);
  const job = await until("the job to complete", () => boss.getJobById(VIDEO_PROCESSING_QUEUE, jobId!), (j) => j?.state === "completed");
  expect(job?.retryCount).toBe(1);
});

it("processes a video once under workers on two servers, however often it is queued", async () => {
  // A second server: its own pg-boss on the same database, two workers; the first server keeps its one.
  other = new PgBoss({ connectionString: process.env.DATABASE_URL!, max: 2 });
  other.on("error", (error) => console.error("[jobs, second server]", error.message));
  await other.start();
  await workVideoProcessing(other, 2);

  const video = await uploaded();
  fs.writeFileSync(slowFile, video.storageKey); // its transcode takes 3 s more, so it is seen running
  const first = await enqueueVideoProcessing(video.id);
  expect(first).not.toBeNull();
  expect(await enqueueVideoProcessing(video.id)).toBeNull(); // one waiting job per video
  expect(await other.send(VIDEO_PROCESSING_QUEUE, { videoId: video.id }, { singletonKey: video.id })).toBeNull();

  // Queued again while it runs (an instructor's Retry racing the job's end): stately lets one job wait beside
  // the running one, and no worker starts it until the first has ended (pg-boss's fetch then finds nothing it
  // may start); when it runs, it finds the video ready and transcodes nothing.
  await until("the job to start", () => jobsOf(video.id), (jobs) => jobs[0]?.state === "active", 15_000);
  const second = await enqueueVideoProcessing(video.id);
  expect(second).not.toBeNull();

  await until("both jobs to end", () => jobsOf(video.id), (jobs) => jobs.length === 2 && jobs.every((job) => job.state === "completed"));
  expect(await statusOf(video.id)).toBe("ready");
  expect(transcodesOf(video.storageKey)).toBe(1);
});

// Last: it stops this file's workers for good.
it("kills the running transcode when the server stops, leaving the job to a retry", async () => {
  const video = await uploaded();
  fs.writeFileSync(slowFile, video.storageKey);
  const jobId = await enqueueVideoProcessing(video.id);
  await until("the transcode to start", async () => transcodesOf(video.storageKey), (runs) => runs === 1, 15_000);

  const stoppedAt = Date.now();
  stopVideoProcessing("the server is shutting down"); // what SIGTERM does
  const [job] = await until("the job to fail over", () => jobsOf(video.id), ([j]) => j?.state === "retry", 5_000);
  expect(Date.now() - stoppedAt).toBeLessThan(2_500); // not the 3 s the slowed transcode would take
  expect(job).toMatchObject({ id: jobId, retry_count: 0 });
  expect(await statusOf(video.id)).toBe("processing");
  await (await jobQueue()).deleteJob(VIDEO_PROCESSING_QUEUE, jobId!);
});
