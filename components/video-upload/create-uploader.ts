import AwsS3 from "@uppy/aws-s3";
import Uppy, { type UppyFile } from "@uppy/core";
import GoldenRetriever from "@uppy/golden-retriever";
import { CHUNK_BYTES, MAX_VIDEO_BYTES, RETRY_DELAYS_MS, UPLOAD_CONCURRENCY, VIDEO_TYPES, VIDEO_TYPE_LIST, videoTypeOf } from "@/lib/uploads/limits";
import { adaptForUppy } from "./retry-policy";
import { uploadApi } from "./upload-api";

/** The disk driver signs same-origin paths; Uppy parses every upload URL as absolute. */
const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * What the card keeps with the file, so an upload restored after a reload is recorded as it was meant: its title,
 * description, and the video it replaces (the lesson editor's Replace), if any.
 */
export type UploadMeta = { title: string; description: string; replacesVideoId?: string };
type UploadBody = Record<string, unknown>;
export type UploadFile = UppyFile<UploadMeta, UploadBody>;

/** Golden Retriever stores an uploader's state under its Uppy id, one per lesson. */
const uploaderId = (lessonId: string) => `video-upload-${lessonId}`;
/** How long an interrupted upload can be resumed: the server aborts incomplete multipart uploads after a day. */
const RESTORE_FOR_MS = 24 * 60 * 60 * 1000;

export type UploaderHooks = {
  /** Whether the last request for an upload URL (single PUT or multipart start) failed: SPEC's 'Upload Error' toast. */
  onUrlResult: (failed: boolean) => void;
  /** Golden Retriever found an upload this browser had not finished (the page was reloaded or crashed). */
  onRestored: () => void;
};

/**
 * One Uppy instance per upload card: Uppy's AwsS3 plugin speaks the multipart protocol (5 MB parts, six at a
 * time, retries with back-off, re-signing expired URLs, pausing while offline, resuming from listParts)
 * against our endpoints; files of one part go as a single signed PUT (GET /api/s3/params). The storage key
 * each file got is kept in `keys` for the record-creation step.
 *
 * Golden Retriever keeps the upload's state (file name, progress, multipart key and upload id) in
 * localStorage, and small files themselves in IndexedDB, so a reload or a crash loses nothing: a file too
 * big for IndexedDB (over 10 MB) comes back as a "ghost" that the instructor chooses again, and its
 * multipart upload then continues from the parts the server already has.
 */
export function createUploader(lessonId: string, hooks: UploaderHooks) {
  const keys = new Map<string, string>();
  const uppy = new Uppy<UploadMeta, UploadBody>({
    id: uploaderId(lessonId),
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

  uppy.on("restored", () => hooks.onRestored());
  uppy.use(GoldenRetriever, { expires: RESTORE_FOR_MS });
  uppy.use(AwsS3, {
    limit: UPLOAD_CONCURRENCY,
    retryDelays: RETRY_DELAYS_MS,
    shouldUseMultipart: (file) => (file.size ?? 0) > CHUNK_BYTES,
    getChunkSize: () => CHUNK_BYTES,
    getUploadParameters: (file, { signal }) =>
      urlStep(async () => {
        const { key, method, url, headers } = await uploadApi.uploadParams(lessonId, info(file), signal);
        keys.set(file.id, key);
        // The headers (type, S3's If-None-Match) are signed: the PUT must send them as given. A PUT has no form fields.
        return { method, url: absolute(url), headers };
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

  /** The storage key a file is uploaded to: from this session, or (restored) from the multipart state Golden Retriever kept. */
  const keyOf = (fileId: string) => keys.get(fileId) ?? multipartOf(uppy.getFile(fileId))?.key;

  return { uppy, keyOf };
}

/** The multipart upload AwsS3 started for a file (kept in its state, so restored with it), if any. */
export function multipartOf(file: UploadFile | undefined): { key: string; uploadId: string } | null {
  const state = (file as { s3Multipart?: { key?: string; uploadId?: string } } | undefined)?.s3Multipart;
  return state?.key && state.uploadId ? { key: state.key, uploadId: state.uploadId } : null;
}

const seenAtLoad = new Map<string, boolean>();

/** Whether this browser held an unfinished upload for the lesson when the page loaded: the card then opens at once. */
export function interruptedAtLoad(lessonId: string): boolean {
  if (!seenAtLoad.has(lessonId)) seenAtLoad.set(lessonId, hasInterruptedUpload(lessonId));
  return seenAtLoad.get(lessonId)!;
}

function hasInterruptedUpload(lessonId: string): boolean {
  try {
    const saved = window.localStorage.getItem(`uppyState:${uploaderId(lessonId)}`);
    const state = saved ? (JSON.parse(saved) as { expires?: number; metadata?: { files?: Record<string, { progress?: { uploadComplete?: boolean } }> } }) : null;
    if (!state || (state.expires ?? 0) < Date.now()) return false;
    return Object.values(state.metadata?.files ?? {}).some((file) => !file.progress?.uploadComplete);
  } catch {
    return false; // storage blocked (private mode) or unreadable: nothing to restore
  }
}
