import "server-only";
import { db, sql } from "@/lib/db";
import { storage } from "@/lib/storage";
import { DiskStorage } from "@/lib/storage/disk";
import { StorageRequestError, type StorageDriver } from "@/lib/storage/types";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("uploads");

// Abandoned uploads, removed by the hourly job (lib/jobs/workers.ts; pg-boss runs it on one server at a time).
// S3 buckets also drop incomplete multipart uploads after a day by themselves (the lifecycle rule that
// scripts/lib/s3-bucket.mjs sets); the disk driver has only this job.

type StaleUpload = { key: string; uploadId: string | null; completedAt: Date | null };

/** The upload's leftovers in the store: an open multipart upload's parts, or an unrecorded object. */
async function discard(store: StorageDriver, upload: StaleUpload) {
  if (!upload.uploadId || upload.completedAt) return store.delete(upload.key);
  await store.abortMultipartUpload(upload.key, upload.uploadId).catch((error: unknown) => {
    if (!(error instanceof StorageRequestError && error.code === "NoSuchUpload")) throw error;
  });
}

/**
 * Uploads that began before `olderThan` and never became a video: open multipart uploads are aborted (their
 * parts removed), and any object a single PUT or a completed upload left unrecorded is deleted. Their rows go
 * first, in one statement that spares every upload a Video names, so a recording in progress fails cleanly
 * (lib/videos/create.ts updates the row) instead of losing its object. On disk, staging folders older than
 * `olderThan` that no upload row knows (left by a crash, or by a failed abort here) are removed as well.
 * Answers how many uploads and folders were discarded.
 */
export async function abortStaleUploads(olderThan: Date, store: StorageDriver = storage()): Promise<{ aborted: number }> {
  const stale = await sql<StaleUpload>`
    DELETE FROM video_uploads u
    WHERE u."createdAt" < ${olderThan} AND NOT EXISTS (SELECT 1 FROM videos v WHERE v."storageKey" = u.key)
    RETURNING u.key, u."uploadId", u."completedAt"`;
  let aborted = 0;
  for (const upload of stale) {
    try {
      await discard(store, upload);
      aborted++;
    } catch (error) {
      // The next uploads still go; S3's lifecycle rule or the staging sweep below takes what this left.
      log.error({ err: error, key: upload.key }, "could not discard a stale upload");
    }
  }
  if (store instanceof DiskStorage) aborted += await removeUnknownStaging(store, olderThan);
  return { aborted };
}

async function removeUnknownStaging(disk: DiskStorage, olderThan: Date): Promise<number> {
  const old = (await disk.multipart.staged()).filter((s) => s.createdAt < olderThan);
  if (!old.length) return 0;
  const known = new Set(
    (await db.videoUpload.findMany({ where: { uploadId: { in: old.map((s) => s.uploadId) } }, select: { uploadId: true } })).map((u) => u.uploadId),
  );
  const unknown = old.filter((s) => !known.has(s.uploadId));
  for (const { uploadId } of unknown) await disk.multipart.remove(uploadId);
  return unknown.length;
}
