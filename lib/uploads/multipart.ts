import "server-only";
import { HttpError, notFound } from "@/lib/http/errors";
import { storage } from "@/lib/storage";
import { StorageRequestError } from "@/lib/storage/types";
import { newVideoKey } from "./keys";
import { MAX_VIDEO_BYTES, UPLOAD_URL_TTL_SECONDS, type VideoType } from "./limits";

// The server side of Uppy's AwsS3 multipart protocol, after the route has authorised the caller for the
// lesson the key names. Storage refusals become 4xx answers the uploader does not retry.
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

export async function startSingleUpload(lessonId: string, type: VideoType) {
  const key = newVideoKey(lessonId, type);
  const url = await storage().signedPutUrl(key, type, UPLOAD_URL_TTL_SECONDS);
  return { uploadURL: url, key, method: "PUT" as const, headers: { "content-type": type } };
}

export async function startMultipart(lessonId: string, type: VideoType) {
  const key = newVideoKey(lessonId, type);
  const { uploadId } = await storage().createMultipartUpload(key, type);
  return { key, uploadId };
}

export async function signPart(key: string, uploadId: string, partNumber: number) {
  const url = await storageCall(() => storage().signedPartUrl(key, uploadId, partNumber, UPLOAD_URL_TTL_SECONDS));
  return { url, expires: UPLOAD_URL_TTL_SECONDS };
}

export function listParts(key: string, uploadId: string) {
  return storageCall(() => storage().listParts(key, uploadId));
}

/** Joins the parts, refusing (and discarding) an upload over the video size limit. */
export async function completeMultipart(key: string, uploadId: string, parts: { PartNumber: number; ETag: string }[]) {
  const store = storage();
  const stored = await listParts(key, uploadId);
  const wanted = new Set(parts.map((p) => p.PartNumber));
  const total = stored.filter((p) => wanted.has(p.PartNumber)).reduce((sum, p) => sum + p.Size, 0);
  if (total > MAX_VIDEO_BYTES) {
    await store.abortMultipartUpload(key, uploadId);
    throw new HttpError(413, "Videos can be at most 500MB.", { code: "TOO_LARGE" });
  }
  await storageCall(() => store.completeMultipartUpload(key, uploadId, parts));
  return { key };
}

export async function abortMultipart(key: string, uploadId: string) {
  await storageCall(() => storage().abortMultipartUpload(key, uploadId));
}
