import AwsS3 from "@uppy/aws-s3";
import Uppy from "@uppy/core";
import { CHUNK_BYTES, MAX_VIDEO_BYTES, RETRY_DELAYS_MS, UPLOAD_CONCURRENCY, VIDEO_TYPES, VIDEO_TYPE_LIST, videoTypeOf } from "@/lib/uploads/limits";
import { adaptForUppy } from "./retry-policy";
import { uploadApi } from "./upload-api";

/** The disk driver signs same-origin paths; Uppy parses every upload URL as absolute. */
const absolute = (url: string) => new URL(url, window.location.href).href;

export type UploaderHooks = {
  /** Whether the last request for an upload URL (single PUT or multipart start) failed: SPEC's 'Upload Error' toast. */
  onUrlResult: (failed: boolean) => void;
};

/**
 * One Uppy instance per upload card: Uppy's AwsS3 plugin speaks the multipart protocol (5 MB parts, six at a
 * time, retries with back-off, re-signing expired URLs, pausing while offline, resuming from listParts)
 * against our endpoints; files of one part go as a single signed PUT. The storage key each file got is
 * kept in `keys` for the record-creation step.
 */
export function createUploader(lessonId: string, hooks: UploaderHooks) {
  const keys = new Map<string, string>();
  const uppy = new Uppy({
    id: `video-upload-${lessonId}`,
    autoProceed: false,
    allowMultipleUploadBatches: true,
    restrictions: {
      maxFileSize: MAX_VIDEO_BYTES,
      maxNumberOfFiles: 1,
      allowedFileTypes: [...VIDEO_TYPE_LIST, ...Object.values(VIDEO_TYPES).map((ext) => `.${ext}`)],
    },
  });
  const info = (file: { name?: string; type?: string; size: number | null }) => ({
    filename: file.name ?? "video",
    type: videoTypeOf({ name: file.name ?? "", type: file.type ?? "" }) ?? "",
    size: file.size ?? 0,
  });
  const urlStep = async <T>(run: () => Promise<T>) => {
    try {
      const result = await run();
      hooks.onUrlResult(false); // a retry that got its URL clears an earlier failure
      return result;
    } catch (error) {
      hooks.onUrlResult(true);
      throw error;
    }
  };

  uppy.use(AwsS3, {
    limit: UPLOAD_CONCURRENCY,
    retryDelays: RETRY_DELAYS_MS,
    shouldUseMultipart: (file) => (file.size ?? 0) > CHUNK_BYTES,
    getChunkSize: () => CHUNK_BYTES,
    getUploadParameters: (file, { signal }) =>
      urlStep(async () => {
        const res = await uploadApi.uploadUrl(lessonId, info(file), signal);
        keys.set(file.id, res.key);
        return { method: "PUT" as const, url: absolute(res.uploadURL), headers: res.headers };
      }),
    createMultipartUpload: (file) =>
      urlStep(async () => {
        const res = await uploadApi.createMultipart(lessonId, info(file));
        keys.set(file.id, res.key);
        return res;
      }),
    signPart: async (_file, { key, uploadId, partNumber, signal }) => {
      const res = await uploadApi.signPart(key, uploadId, partNumber, signal);
      return { method: "PUT" as const, url: absolute(res.url), expires: res.expires };
    },
    listParts: async (_file, { key, uploadId, signal }) => (key && uploadId ? uploadApi.listParts(key, uploadId, signal) : []),
    completeMultipartUpload: async (_file, { key, uploadId, parts, signal }) => {
      await uploadApi.complete(key, uploadId, parts, signal);
      return {};
    },
    // Nothing to discard when the upload was never started on the server.
    abortMultipartUpload: async (_file, { key, uploadId, signal }) => {
      if (key && uploadId) await uploadApi.abort(key, uploadId, signal);
    },
    // Uppy's own part PUT, with statuses adapted so it retries exactly as SPEC section 8 says.
    uploadPartBytes: (options) => AwsS3.uploadPartBytes(options).catch((error: unknown) => Promise.reject(adaptForUppy(error))),
  });

  return { uppy, keys };
}
