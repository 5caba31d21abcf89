import "server-only";
import { inTransaction, jobQueue, VIDEO_PROCESSING_QUEUE, type SqlRunner } from "./queue";

export type VideoJob = { videoId: string };

/**
 * Queues a video's processing. Inside a transaction (`tx`), the job commits with it. A video already
 * waiting is not queued twice (the queue's stately policy answers null then).
 */
export async function enqueueVideoProcessing(videoId: string, tx?: SqlRunner): Promise<string | null> {
  const boss = await jobQueue();
  const job: VideoJob = { videoId };
  return boss.send(VIDEO_PROCESSING_QUEUE, job, { singletonKey: videoId, ...(tx ? { db: inTransaction(tx) } : {}) });
}
