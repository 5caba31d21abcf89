import "server-only";
import type PgBoss from "pg-boss";
import { loggedJob } from "@/lib/jobs/logged-job";
import { VIDEO_PROCESSING_QUEUE } from "@/lib/jobs/queue";
import type { VideoJob } from "@/lib/jobs/video-jobs";
import { processVideo } from "./process";

// The processing workers of one server. Each takes one job at a time (ffmpeg already uses every core);
// pg-boss hands a job to one worker across all servers (the queue's stately policy: one running per video).
const POLL_SECONDS = 2;
/** pg-boss's own default expiry, should a job come without one. */
const FALLBACK_EXPIRY_MS = 15 * 60 * 1000;

// Aborted when this server stops: running ffmpeg processes are killed, their jobs fail and pg-boss hands them
// to another server (or this one after its restart) once their retry delay has passed.
const stopping = new AbortController();

/** Kills this server's running transcodes (on SIGTERM). */
export function stopVideoProcessing(reason: string): void {
  stopping.abort(new Error(reason));
}

/** Starts `count` processing workers on `boss`; resolves with their ids. */
export async function workVideoProcessing(boss: PgBoss, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const options = { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true as const };
    ids.push(
      await boss.work<VideoJob>(VIDEO_PROCESSING_QUEUE, options, loggedJob(VIDEO_PROCESSING_QUEUE, async ([job]: PgBoss.JobWithMetadata<VideoJob>[]) => {
        if (!job) return;
        // pg-boss gives up on a handler at the job's expiry and may retry it: ffmpeg must not run on beside the retry.
        // (pg gives the expiry as a numeric string.)
        const expiresMs = Number(job.expireInSeconds) * 1000;
        const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(expiresMs > 0 ? expiresMs : FALLBACK_EXPIRY_MS)]);
        await processVideo(job.data.videoId, { retryCount: job.retryCount, retryLimit: job.retryLimit, signal });
      })),
    );
  }
  return ids;
}
