import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { jobQueue, stopJobQueue, VIDEO_PROCESSING_QUEUE } from "./queue";
import { enqueueVideoProcessing } from "./video-jobs";

// The queue as pg-boss 10 runs it on the real database: a job sent inside a Prisma transaction exists exactly
// when the transaction commits, and the stately policy keeps one waiting job per video. Ids here name no
// video; the jobs are deleted again so no worker of a later file picks them up.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const sent: string[] = [];

afterAll(async () => {
  const boss = await jobQueue();
  if (sent.length) await boss.deleteJob(VIDEO_PROCESSING_QUEUE, sent);
  await stopJobQueue();
});

async function jobOf(id: string) {
  return (await jobQueue()).getJobById<{ videoId: string }>(VIDEO_PROCESSING_QUEUE, id);
}

it("creates the queue with its retry, expiry and stately options", async () => {
  const queue = await (await jobQueue()).getQueue(VIDEO_PROCESSING_QUEUE);
  expect(queue).toMatchObject({ policy: "stately", retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 4 * 60 * 60 });
});

it("commits the job with the transaction that sends it", async () => {
  const videoId = `queue-commit-${randomUUID()}`;
  const id = await db.$transaction((tx) => enqueueVideoProcessing(videoId, tx));
  expect(id).toMatch(UUID);
  sent.push(id!);
  const job = await jobOf(id!);
  expect(job).toMatchObject({ state: "created", singletonKey: videoId, data: { videoId }, retryLimit: 3, retryDelay: 30, retryBackoff: true });
});

it("rolls the job back with the transaction that sends it", async () => {
  const videoId = `queue-rollback-${randomUUID()}`;
  let id: string | null = null;
  const failing = db.$transaction(async (tx) => {
    id = await enqueueVideoProcessing(videoId, tx);
    // Inside the transaction the row is there…
    const rows = await tx.$queryRawUnsafe<{ n: number }[]>("SELECT count(*)::int AS n FROM pgboss.job WHERE id = $1::uuid", id);
    expect(rows[0]!.n).toBe(1);
    throw new Error("the video could not be recorded");
  });
  await expect(failing).rejects.toThrow("the video could not be recorded");
  expect(id).toMatch(UUID);
  // …and after the rollback it never was.
  expect(await jobOf(id!)).toBeNull();
});

it("keeps one waiting job per video (stately): a second send answers null", async () => {
  const videoId = `queue-stately-${randomUUID()}`;
  const first = await enqueueVideoProcessing(videoId);
  expect(first).toMatch(UUID);
  sent.push(first!);
  expect(await db.$transaction((tx) => enqueueVideoProcessing(videoId, tx))).toBeNull();
  expect(await enqueueVideoProcessing(videoId)).toBeNull();
  // Another video is not held back by it.
  const other = await enqueueVideoProcessing(`${videoId}-other`);
  expect(other).toMatch(UUID);
  sent.push(other!);
});
