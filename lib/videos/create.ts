import "server-only";
import { db } from "@/lib/db";
import { badRequest, conflict, HttpError } from "@/lib/http/errors";
import { storage } from "@/lib/storage";
import { lessonIdOfKey } from "@/lib/uploads/keys";
import { MAX_VIDEO_BYTES, videoTypeOf } from "@/lib/uploads/limits";

export type NewVideo = {
  lessonId: string;
  title: string;
  description: string;
  storageKey: string;
  fileSize: number;
  duration?: number | null;
};

const isUniqueViolation = (error: unknown) => typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";

/**
 * Records an uploaded lecture once the stored object proves to be what the browser said: in this lesson's
 * key space, of the declared size, a video type, within the limit. Only then is it ready (playable).
 * Call after authorising the uploader for `lessonId`.
 */
export async function createUploadedVideo(input: NewVideo, uploadedById: string): Promise<{ id: string }> {
  if (lessonIdOfKey(input.storageKey) !== input.lessonId) throw badRequest("This file was not uploaded for this lesson.", { code: "WRONG_KEY" });
  const store = storage();
  const info = await store.stat(input.storageKey);
  if (!info) throw badRequest("The uploaded file was not found. Please upload it again.", { code: "NOT_UPLOADED" });
  if (info.size > MAX_VIDEO_BYTES) {
    await store.delete(input.storageKey);
    throw new HttpError(413, "Videos can be at most 500MB.", { code: "TOO_LARGE" });
  }
  if (info.size !== input.fileSize) throw badRequest("The stored file's size differs from the file sent.", { code: "SIZE_MISMATCH" });
  const expectedType = videoTypeOf({ name: input.storageKey, type: "" });
  const storedType = info.contentType.split(";")[0]!.trim().toLowerCase();
  if (!expectedType || storedType !== expectedType) throw badRequest("Only MP4, WebM and MOV videos can be uploaded.", { code: "WRONG_TYPE" });

  const last = await db.video.aggregate({ where: { lessonId: input.lessonId }, _max: { order: true } });
  try {
    const video = await db.video.create({
      data: {
        lessonId: input.lessonId,
        title: input.title,
        description: input.description || null,
        storageKey: input.storageKey,
        contentType: storedType,
        fileSize: BigInt(info.size),
        duration: input.duration == null ? null : Math.round(input.duration),
        status: "ready",
        order: (last._max.order ?? 0) + 1,
        uploadedById,
      },
      select: { id: true },
    });
    return video;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("This upload is already recorded.", { code: "ALREADY_RECORDED" });
    throw error;
  }
}
