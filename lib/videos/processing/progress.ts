import "server-only";
import { db } from "@/lib/db";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("videos");

// Video.processingProgress while the job runs, for the upload card that polls it: written at most every
// PROGRESS_INTERVAL_MS (a long transcode reports thousands of times), one write at a time, in order, only
// while the video is still processing, and never above 99 (100 means ready, written with the rest).
export const PROGRESS_INTERVAL_MS = 2_000;

export type ProgressReporter = {
  /** The job's progress in percent; dropped when the last write was less than the interval ago. */
  report(percent: number): void;
  /** Resolves once every write sent has ended. */
  settled(): Promise<void>;
};

export function progressReporter(videoId: string, intervalMs = PROGRESS_INTERVAL_MS): ProgressReporter {
  let lastAt = 0;
  let lastValue = 0;
  let writes = Promise.resolve();
  return {
    report(percent) {
      const value = Math.max(0, Math.min(99, Math.floor(percent)));
      const now = Date.now();
      if (value <= lastValue || now - lastAt < intervalMs) return;
      lastAt = now;
      lastValue = value;
      writes = writes
        // updatedAt is also the job's heartbeat (lib/jobs/watchdog.ts), so it is written explicitly.
        .then(() => db.video.updateMany({ where: { id: videoId, status: "processing" }, data: { processingProgress: value, updatedAt: new Date() } }))
        .then(
          () => undefined,
          (error: Error) => log.warn({ videoId, reason: error.message }, "could not save progress"),
        );
    },
    settled: () => writes,
  };
}
