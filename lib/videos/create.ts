import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import { badRequest, conflict, HttpError } from "@/lib/http/errors";
import { enqueueVideoProcessing } from "@/lib/jobs/video-jobs";
import { storage } from "@/lib/storage";
import { lessonIdOfKey } from "@/lib/uploads/keys";
import { MAX_VIDEO_BYTES } from "@/lib/uploads/limits";
import { removeVideo } from "./remove";

export type NewVideo = {
  lessonId: string;
  title: string;
  description: string;
  storageKey: string;
  fileSize: number;
  /** A video of the same lesson this upload replaces: see createUploadedVideo. */
  replacesVideoId?: string;
};

const isUniqueViolation = (error: unknown) => typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";

/**
 * Records an uploaded lecture once the stored object is what its upload declared: started by this user for
 * this lesson, whole, of the declared size, within the limit. The video is then `processing`: its job (queued
 * in the same transaction) probes the file, refuses what is not a video, and writes the HLS renditions.
 * Its duration comes from that probe, never from the browser. Call after authorising the uploader for `lessonId`.
 *
 * A replacement (the lesson editor's Replace) takes the replaced video's place at once, in the same transaction:
 * its order and whether students see it; the replaced video is deleted then (lib/videos/remove.ts, audited), not
 * when the new one is ready. So the lesson never lists both, and nothing has to remember the swap while the new
 * file is processed; students of a published video see the new one as soon as it can be played.
 */
export async function createUploadedVideo(input: NewVideo, uploadedById: string): Promise<{ id: string }> {
  if (lessonIdOfKey(input.storageKey) !== input.lessonId) throw badRequest("This file was not uploaded for this lesson.", { code: "WRONG_KEY" });
  const upload = await db.videoUpload.findUnique({ where: { key: input.storageKey } });
  if (!upload || upload.lessonId !== input.lessonId || upload.userId !== uploadedById) {
    throw badRequest("This file was not uploaded for this lesson.", { code: "WRONG_KEY" });
  }
  const store = storage();
  const info = await store.stat(input.storageKey);
  if (!info) throw badRequest("The uploaded file was not found. Please upload it again.", { code: "NOT_UPLOADED" });
  const declared = Number(upload.declaredSize);
  if (info.size > MAX_VIDEO_BYTES || info.size !== declared || input.fileSize !== declared) {
    await store.delete(input.storageKey);
    if (info.size > MAX_VIDEO_BYTES) throw new HttpError(413, "Videos can be at most 500MB.", { code: "TOO_LARGE" });
    throw badRequest("The stored file's size differs from the file sent. Please upload it again.", { code: "SIZE_MISMATCH" });
  }

  try {
    return await db.$transaction(async (tx) => {
      const replaced = input.replacesVideoId
        ? await tx.video.findFirst({ where: { id: input.replacesVideoId, lessonId: input.lessonId, deletedAt: null }, select: { id: true, order: true, published: true } })
        : null;
      if (input.replacesVideoId && !replaced) throw badRequest("The video to replace is no longer on this lesson.", { code: "REPLACED_VIDEO_NOT_FOUND" });
      const last = await tx.video.aggregate({ where: { lessonId: input.lessonId }, _max: { order: true } });
      const video = await tx.video.create({
        data: {
          lessonId: input.lessonId,
          title: input.title,
          description: input.description || null,
          storageKey: input.storageKey,
          contentType: upload.contentType,
          fileSize: BigInt(info.size),
          status: "processing",
          order: replaced ? replaced.order : (last._max.order ?? 0) + 1,
          published: replaced?.published ?? false,
          uploadedById,
        },
        select: { id: true },
      });
      if (replaced) {
        await removeVideo(replaced.id, tx);
        await recordAudit(tx, { actorId: uploadedById, action: "video.replaced", targetType: "video", targetId: replaced.id, details: { lessonId: input.lessonId, replacedBy: video.id } });
      }
      // No URL may write to the object from now on (lib/uploads checks completedAt).
      await tx.videoUpload.update({ where: { id: upload.id }, data: { completedAt: upload.completedAt ?? new Date() } });
      await enqueueVideoProcessing(video.id, tx);
      return video;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("This upload is already recorded.", { code: "ALREADY_RECORDED" });
    throw error;
  }
}
