import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/http/errors";
import { PURGED_VIDEO_KEYS, purgeVideoObjects } from "./remove";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("videos");

// The upload card's Remove, for an upload processing refused (not a video, truncated, too long, too slow) or
// failed for good: without it such a video stays listed on the lesson page forever. The row is soft-deleted with
// an audit entry, as the lesson editor's Delete does (lib/studio/lesson-videos.ts), and its stored objects go at
// once rather than in the hourly purge: nothing may play or process a failed video, so none is in use. Should
// deleting them fail, the hourly purge (lib/videos/remove.ts) finishes the job while the original is left.

const REMOVABLE = { ...PURGED_VIDEO_KEYS, lessonId: true, processingError: true, processingRefused: true, lesson: { select: { courseId: true } } } as const;

/** Removes a failed video for `actorId` (who the caller checked manages its course); 404 when there is none, 409 unless it failed. */
export async function removeFailedVideo(videoId: string, actorId: string): Promise<void> {
  const video = await db.video.findFirst({ where: { id: videoId, deletedAt: null }, select: REMOVABLE });
  if (!video) throw notFound("Video not found", { code: "VIDEO_NOT_FOUND" });
  await db.$transaction(async (tx) => {
    // Only while it is failed: a Retry that queued it again meanwhile wins.
    const { count } = await tx.video.updateMany({ where: { id: videoId, deletedAt: null, status: "failed" }, data: { deletedAt: new Date(), published: false } });
    if (count === 0) throw conflict("Only a video whose processing failed can be removed here.", { code: "NOT_FAILED" });
    await recordAudit(tx, {
      actorId,
      action: "video.deleted",
      targetType: "video",
      targetId: video.id,
      details: { lessonId: video.lessonId, courseId: video.lesson.courseId, refused: video.processingRefused, processingError: video.processingError },
    });
  });
  await purgeVideoObjects(video).catch((error: unknown) => log.error({ err: error, videoId: video.id }, "could not delete the files of a removed video; the hourly purge tries again"));
}
