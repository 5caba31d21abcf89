import "server-only";
import { env } from "@/lib/env";
import { workNotificationEmails } from "@/lib/notifications/workers";
import { abortStaleUploads } from "@/lib/uploads/cleanup";
import { ffmpegAvailable } from "@/lib/videos/processing/ffmpeg";
import { purgeRemovedVideos } from "@/lib/videos/remove";
import { stopVideoProcessing, workVideoProcessing } from "@/lib/videos/processing/worker";
import { componentLogger } from "@/lib/observability/logger";
import { loggedJob } from "./logged-job";
import { jobQueue, UPLOAD_CLEANUP_QUEUE, VIDEO_WATCHDOG_QUEUE } from "./queue";
import { failStalledVideoJobs, WATCHDOG_CRON } from "./watchdog";
import { setVideoProcessingOff } from "./worker-status";

const log = componentLogger("jobs");

/** Incomplete uploads older than this are aborted and their parts removed. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

let stopsOnSigterm = false;

/**
 * Starts this server's workers: VIDEO_WORKERS processing workers (one by default; each takes one job at a
 * time) when ffmpeg is installed, the hourly clean-up of abandoned uploads and of removed videos' files, the watchdog that hands the
 * jobs of a dead server to a live one (pg-boss runs each schedule once across all servers), and the discussion
 * e-mails (each event's, and the hourly queuing of daily digests).
 */
export async function startWorkers(): Promise<void> {
  const boss = await jobQueue();
  const count = env().VIDEO_WORKERS;
  if (count === 0) setVideoProcessingOff("VIDEO_WORKERS=0");
  if (count > 0) {
    const missing = await ffmpegAvailable().then(
      () => null,
      (error: Error) => error.message,
    );
    if (missing) {
      setVideoProcessingOff(missing);
      log.warn({ reason: missing }, "video processing is off on this server");
    } else {
      await workVideoProcessing(boss, count);
      setVideoProcessingOff(null);
      if (!stopsOnSigterm) {
        stopsOnSigterm = true;
        // The server is going away (a deploy, a scale-in): ffmpeg is killed now rather than orphaned, and the job
        // fails over to a retry. Next's own SIGTERM handler ends the process; where none is left (Next's is off
        // with NEXT_MANUAL_SIG_HANDLE and nothing took its place), the signal is raised again to end it.
        process.once("SIGTERM", () => {
          stopVideoProcessing("the server is shutting down");
          if (process.listenerCount("SIGTERM") === 0) process.kill(process.pid, "SIGTERM");
        });
      }
    }
  }
  await boss.work(
    UPLOAD_CLEANUP_QUEUE,
    loggedJob(UPLOAD_CLEANUP_QUEUE, async () => {
      await abortStaleUploads(new Date(Date.now() - STALE_UPLOAD_MS));
      await purgeRemovedVideos();
    }),
  );
  await boss.schedule(UPLOAD_CLEANUP_QUEUE, "17 * * * *");
  await boss.work(
    VIDEO_WATCHDOG_QUEUE,
    loggedJob(VIDEO_WATCHDOG_QUEUE, async () => {
      await failStalledVideoJobs();
    }),
  );
  await boss.schedule(VIDEO_WATCHDOG_QUEUE, WATCHDOG_CRON);
  await workNotificationEmails(boss);
}
