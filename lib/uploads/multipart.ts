import "server-only";
import { badRequest, HttpError, notFound } from "@/lib/http/errors";
import { storage } from "@/lib/storage";
import { StorageRequestError } from "@/lib/storage/types";
import { newVideoKey } from "./keys";
import { MAX_VIDEO_BYTES, UPLOAD_URL_TTL_SECONDS, type VideoType } from "./limits";
import { expectedPartSize, partCount } from "./parts";
import { forgetUpload, markUploadCompleted, multipartUploadOf, openMultipartUploadOf, recordUploadStart } from "./records";

// The server side of Uppy's AwsS3 protocol (single signed PUT and multipart), after the route has authorised
// the caller for the lesson the key names. Every upload is recorded with its declared size when it begins;
// each URL is held to that size and dies when the upload completes. Storage refusals become 4xx answers the
// uploader does not retry.
async function storageCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StorageRequestError) {
      if (error.code === "NoSuchUpload") throw notFound("This upload no longer exists. Please start again.", { code: error.code });
      throw new HttpError(400, error.message, { code: error.code });
    }
    throw error;
  }
}

const listPartsOf = (key: string, uploadId: string) => storageCall(() => storage().listParts(key, uploadId));

/** Discards the stored parts; an upload the store no longer knows is discarded already. */
async function discardParts(key: string, uploadId: string) {
  await storage()
    .abortMultipartUpload(key, uploadId)
    .catch((error: unknown) => {
      if (!(error instanceof StorageRequestError && error.code === "NoSuchUpload")) throw error;
    });
}

export type NewUpload = { lessonId: string; userId: string; type: VideoType; size: number };

/**
 * A URL for one PUT of the whole file: Uppy's getUploadParameters answer ({ method, url, fields, headers }),
 * plus the key the video is recorded under. The headers are part of the signature (S3: type and
 * If-None-Match, so the URL writes once).
 */
export async function startSingleUpload({ lessonId, userId, type, size }: NewUpload) {
  const key = newVideoKey(lessonId, type);
  await recordUploadStart({ key, uploadId: null, lessonId, userId, contentType: type, declaredSize: size });
  const { url, headers } = await storage().signedPutUrl(key, type, size, UPLOAD_URL_TTL_SECONDS);
  return { method: "PUT" as const, url, fields: {}, headers, key };
}

export async function startMultipart({ lessonId, userId, type, size }: NewUpload) {
  const key = newVideoKey(lessonId, type);
  const store = storage();
  const { uploadId } = await store.createMultipartUpload(key, type);
  try {
    await recordUploadStart({ key, uploadId, lessonId, userId, contentType: type, declaredSize: size });
  } catch (error) {
    await store.abortMultipartUpload(key, uploadId).catch(() => {});
    throw error;
  }
  return { key, uploadId };
}

/** A URL for part `partNumber` of the declared size's parts, of exactly that part's length. */
export async function signPart(userId: string, key: string, uploadId: string, partNumber: number) {
  const upload = await openMultipartUploadOf(uploadId, key, userId);
  const size = expectedPartSize(upload.declaredSize, partNumber);
  if (size === null) {
    throw badRequest(`This upload has ${partCount(upload.declaredSize)} parts; there is no part ${partNumber}.`, { code: "PART_OUT_OF_RANGE" });
  }
  const url = await storageCall(() => storage().signedPartUrl(key, uploadId, partNumber, size, UPLOAD_URL_TTL_SECONDS));
  return { url, expires: UPLOAD_URL_TTL_SECONDS };
}

export async function listParts(userId: string, key: string, uploadId: string) {
  await openMultipartUploadOf(uploadId, key, userId);
  return listPartsOf(key, uploadId);
}

/**
 * Joins the parts once they hold exactly the declared size (within the video size limit); otherwise the
 * upload is discarded. A repeated call for a completed upload answers as the first did.
 */
export async function completeMultipart(userId: string, key: string, uploadId: string, parts: { PartNumber: number; ETag: string }[]) {
  const upload = await multipartUploadOf(uploadId, key, userId);
  if (upload.completedAt) return { key };
  const wanted = new Set(parts.map((p) => p.PartNumber));
  const total = (await listPartsOf(key, uploadId)).filter((p) => wanted.has(p.PartNumber)).reduce((sum, p) => sum + p.Size, 0);
  if (total > MAX_VIDEO_BYTES || total !== upload.declaredSize) {
    await discardParts(key, uploadId);
    await forgetUpload(upload.id);
    if (total > MAX_VIDEO_BYTES) throw new HttpError(413, "Videos can be at most 500MB.", { code: "TOO_LARGE" });
    throw badRequest(`The uploaded parts hold ${total} bytes but the file has ${upload.declaredSize}. Please upload it again.`, { code: "SIZE_MISMATCH" });
  }
  await storageCall(() => storage().completeMultipartUpload(key, uploadId, parts));
  await markUploadCompleted(upload.id);
  return { key };
}

export async function abortMultipart(userId: string, key: string, uploadId: string) {
  const upload = await openMultipartUploadOf(uploadId, key, userId);
  await discardParts(key, uploadId);
  await forgetUpload(upload.id);
}
