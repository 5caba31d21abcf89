import { z } from "zod";
import { MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS, VIDEO_TYPE_LIST, videoTypeOf } from "./limits";

// One schema per payload of the upload endpoints (SPEC section 7), shared by route handlers and tests.
const lessonId = z.string().regex(/^[\w-]{1,64}$/, "Invalid lesson");
const file = {
  filename: z.string().trim().min(1).max(255),
  type: z.enum(VIDEO_TYPE_LIST, { error: "Only MP4, WebM and MOV videos can be uploaded." }),
  size: z.number().int().positive().max(MAX_VIDEO_BYTES, { error: "Videos can be at most 500MB." }),
};

/** POST /api/videos/upload-url: one small file sent with a single PUT. */
export const uploadUrlSchema = z.object({ lessonId, ...file });

/**
 * GET /api/s3/params: the query @uppy/aws-s3 builds for getUploadParameters (filename, type, and each meta
 * field as metadata[name]), the lesson in metadata[lessonId], the size in metadata[size] or size. A file the
 * browser gave no type (some .mov) is typed by its extension, as the uploader does.
 */
export function singleUploadQuery(query: URLSearchParams) {
  const filename = query.get("filename") ?? "";
  const type = query.get("type") ?? "";
  const size = query.get("metadata[size]") ?? query.get("size");
  return uploadUrlSchema.parse({
    lessonId: query.get("metadata[lessonId]") ?? query.get("lessonId") ?? "",
    filename,
    type: videoTypeOf({ name: filename, type }) ?? type,
    size: size?.trim() ? Number(size) : undefined,
  });
}

/** POST /api/s3/multipart: what Uppy's createMultipartUpload sends, the lesson in its metadata. */
export const createMultipartSchema = z.object({ ...file, metadata: z.object({ lessonId }) });

export const partNumberSchema = z.coerce.number().int().min(1).max(10_000);

export const completeMultipartSchema = z.object({
  parts: z
    .array(z.object({ PartNumber: partNumberSchema, ETag: z.string().min(1).max(200) }))
    .min(1)
    .max(10_000),
});

/** POST /api/videos: the record of an uploaded lecture. */
export const createVideoSchema = z.object({
  lessonId,
  title: z.string().trim().min(1, { error: "Please enter a video title before uploading." }).max(200),
  description: z.string().trim().max(5000).optional().default(""),
  storageKey: z.string().min(1).max(512),
  fileSize: z.number().int().positive().max(MAX_VIDEO_BYTES, { error: "Videos can be at most 500MB." }),
  /** Seconds, read by the browser from the file's metadata; null when it could not be read. */
  duration: z.number().min(0).max(MAX_VIDEO_SECONDS).nullable().optional(),
  /** The lesson editor's Replace: the lesson's video this upload takes the place of. */
  replacesVideoId: z.string().regex(/^[\w-]{1,64}$/, "Invalid video").optional(),
});
