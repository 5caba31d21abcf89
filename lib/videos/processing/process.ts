import "server-only";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { storage } from "@/lib/storage";
import { PROCESSING_ERROR_TEXT, type ProcessingErrorCode } from "@/lib/videos/processing-errors";
import { ProcessingRefused, StorageFailure } from "./errors";
import { outputKeysFor } from "./keys";
import { probeVideo } from "./probe";
import { progressReporter, type ProgressReporter } from "./progress";
import { sourceFor } from "./source";
import { removeOutput, storeOutput } from "./store-output";
import { transcodeToHls } from "./transcode";
import { componentLogger } from "@/lib/observability/logger";

// One video's processing job: probe the original, transcode it to the HLS ladder, store the output, mark the
// video ready. The original stays. A refusal (not a video, truncated, too long) deletes the original and ends
// the job; any other failure removes what this attempt stored and is thrown, so pg-boss retries it with
// back-off; after the last retry the video is marked failed.

export type JobAttempt = {
  /** pg-boss's retry count of this attempt (0 on the first) and the queue's retry limit. */
  retryCount: number;
  retryLimit: number;
  /** Aborted when the server shuts down or the job expires: ffmpeg is killed. */
  signal?: AbortSignal;
};

// Share of the progress bar: the transcode takes nearly all the time, storing the rest.
const TRANSCODE_SHARE = 90;

const log = componentLogger("videos");

export async function processVideo(videoId: string, { retryCount, retryLimit, signal }: JobAttempt): Promise<void> {
  const video = await db.video.findUnique({ where: { id: videoId }, select: { storageKey: true, status: true } });
  if (!video || video.status !== "processing") {
    log.info({ videoId }, video ? `is ${video.status}, nothing to process` : "was deleted, nothing to process");
    return;
  }
  const attempt: Attempt = {
    videoId,
    storageKey: video.storageKey,
    signal,
    written: [],
    workDir: await fs.promises.mkdtemp(path.join(os.tmpdir(), "bsa-video-")),
    progress: progressReporter(videoId),
  };
  try {
    await makePlayable(attempt).catch((error: unknown) => {
      if (error instanceof ProcessingRefused) return refuse(attempt, error);
      throw error;
    });
  } catch (error) {
    await removeOutput(attempt.written);
    const last = retryCount >= retryLimit;
    log.error({ videoId, attempt: retryCount + 1, attempts: retryLimit + 1, willRetry: !last, reason: (error as Error).message }, "processing attempt failed");
    if (last) {
      const code: ProcessingErrorCode = error instanceof StorageFailure ? "STORAGE_FAILED" : "TRANSCODE_FAILED";
      await attempt.progress.settled();
      await db.video.updateMany({ where: { id: videoId, status: "processing" }, data: { status: "failed", processingError: code, processingRefused: false } });
    }
    throw error;
  } finally {
    await fs.promises.rm(attempt.workDir, { recursive: true, force: true });
  }
}

type Attempt = {
  videoId: string;
  storageKey: string;
  signal?: AbortSignal;
  /** Every key this attempt stored, removed again when it fails. */
  written: string[];
  workDir: string;
  progress: ProgressReporter;
};

/** Probe, transcode, store, and mark the video ready. */
async function makePlayable({ videoId, storageKey, signal, written, workDir, progress }: Attempt): Promise<void> {
  const started = Date.now();
  const keys = outputKeysFor(storageKey);
  const source = await sourceFor(storageKey);
  const probed = await probeVideo(source, signal);
  const duration = Math.round(probed.durationSeconds);
  const probedAt = new Date();
  // From here the player may fall back to the original while the renditions are made.
  await db.video.updateMany({ where: { id: videoId, status: "processing" }, data: { duration, probedAt } });

  const output = await transcodeToHls({ source, probed, workDir, signal, onProgress: (done) => progress.report(done * TRANSCODE_SHARE) });
  await storeOutput({ ...output, keys, written, onProgress: (done) => progress.report(TRANSCODE_SHARE + done * (99 - TRANSCODE_SHARE)) });
  await progress.settled();
  const ready = await db.video.updateMany({
    where: { id: videoId, status: "processing" },
    data: { status: "ready", processingProgress: 100, hlsKey: keys.master, posterKey: keys.poster, duration, probedAt, processingError: null, processingRefused: false },
  });
  if (ready.count === 0) {
    // Deleted while it was processed: what was stored belongs to nobody.
    await removeOutput(written);
    log.info({ videoId }, "was deleted while it was processed; its output is removed");
    return;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log.info({ videoId, renditions: output.renditions.map((r) => r.name), durationSeconds: duration, processingSeconds: seconds }, "ready");
}

/** The file itself is the problem: its original goes (nobody may play it), and no retry can help. */
async function refuse({ videoId, storageKey, progress }: Attempt, refusal: ProcessingRefused): Promise<void> {
  await storage().delete(storageKey);
  await progress.settled();
  await db.video.updateMany({
    where: { id: videoId, status: "processing" },
    data: { status: "failed", processingRefused: true, processingError: refusal.code, processingProgress: 0, probedAt: null, duration: null },
  });
  log.warn({ videoId, code: refusal.code, reason: refusal.message }, PROCESSING_ERROR_TEXT[refusal.code]);
}
