// The watchdog on pg-boss and the real database: a job left "active" by a server that died, whose video has not
// moved for the stall time, is failed and comes back for a retry; a job whose video is moving is left alone.
import { db } from "@/lib/db";
import { jobQueue, stopJobQueue, VIDEO_PROCESSING_QUEUE } from "./queue";
import { enqueueVideoProcessing } from "./video-jobs";
import { failStalledVideoJobs } from "./watchdog";

const videos: string[] = [];

/** A processing video whose job a worker took (fetched: active) and then left without a word. */
async function abandonedJob() {
  const lesson = await db.lesson.findFirstOrThrow({ where: { course: { slug: "exodus" } }, select: { id: true } });
  const video = await db.video.create({
    data: { lessonId: lesson.id, title: "Watchdog test", storageKey: `videos/${lesson.id}/watchdog-${Date.now()}-${videos.length}.mp4`, contentType: "video/mp4", fileSize: 1n, status: "processing" },
  });
  videos.push(video.id);
  const boss = await jobQueue();
  const id = await enqueueVideoProcessing(video.id);
  const [taken] = await boss.fetch(VIDEO_PROCESSING_QUEUE, { batchSize: 50 });
  expect(taken).toBeDefined();
  return { videoId: video.id, jobId: id! };
}

const stateOf = async (id: string) => (await (await jobQueue()).getJobById(VIDEO_PROCESSING_QUEUE, id))?.state;

beforeAll(async () => {
  // Jobs other files queued would be fetched here instead; this file needs the queue to itself.
  await (await jobQueue()).purgeQueue(VIDEO_PROCESSING_QUEUE);
});

afterAll(async () => {
  await db.video.deleteMany({ where: { id: { in: videos } } });
  await stopJobQueue();
  await db.$disconnect();
});

it("fails a job whose worker is gone, so pg-boss retries it; leaves a moving one alone", async () => {
  const dead = await abandonedJob();
  expect(await stateOf(dead.jobId)).toBe("active");
  // Nothing has stalled yet.
  expect(await failStalledVideoJobs()).toEqual([]);

  // Eleven minutes later, nothing has touched the video: its worker is gone.
  await db.$executeRaw`UPDATE pgboss.job SET started_on = now() - interval '11 minutes' WHERE id = ${dead.jobId}::uuid`;
  await db.$executeRaw`UPDATE videos SET "updatedAt" = now() - interval '11 minutes' WHERE id = ${dead.videoId}`;
  expect(await failStalledVideoJobs()).toEqual([dead.jobId]);
  expect(await stateOf(dead.jobId)).toBe("retry");

  // A long job whose video still moves (its progress was written a minute ago) is alive.
  const alive = await abandonedJob();
  await db.$executeRaw`UPDATE pgboss.job SET started_on = now() - interval '90 minutes' WHERE id = ${alive.jobId}::uuid`;
  await db.$executeRaw`UPDATE videos SET "updatedAt" = now() - interval '1 minute' WHERE id = ${alive.videoId}`;
  expect(await failStalledVideoJobs()).toEqual([]);
  expect(await stateOf(alive.jobId)).toBe("active");
});
