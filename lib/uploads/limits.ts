// Lesson video upload limits (SPEC sections 5 and 9), shared by the browser uploader and the server checks.
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
/** Part size for multipart uploads: S3's minimum, so a dropped connection on hotel Wi-Fi loses at most 5 MB. */
export const CHUNK_BYTES = 5 * 1024 * 1024;
export const UPLOAD_CONCURRENCY = 6;
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000];
/** Signed part URLs live an hour: long enough for a slow part, short enough that a leaked one soon dies. */
export const UPLOAD_URL_TTL_SECONDS = 60 * 60;
/** The longest lecture we accept a duration for (a day), in seconds. */
export const MAX_VIDEO_SECONDS = 24 * 60 * 60;

export const VIDEO_TYPES = {
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
} as const;

export type VideoType = keyof typeof VIDEO_TYPES;
export const VIDEO_TYPE_LIST = Object.keys(VIDEO_TYPES) as VideoType[];

const BY_EXTENSION: Record<string, VideoType> = { mp4: "video/mp4", m4v: "video/mp4", webm: "video/webm", mov: "video/quicktime" };

const isVideoType = (type: string): type is VideoType => type in VIDEO_TYPES;

/** The file's video type: its declared type when allowed, else from its extension (some systems send none for .mov). */
export function videoTypeOf(file: { name: string; type: string }): VideoType | null {
  if (isVideoType(file.type)) return file.type;
  if (file.type && !file.type.startsWith("video/") && file.type !== "application/octet-stream") return null;
  return BY_EXTENSION[file.name.split(".").pop()?.toLowerCase() ?? ""] ?? null;
}

export type FileProblem = "type" | "size" | "empty";

/** Why a chosen file cannot be uploaded, or null when it can. */
export function checkVideoFile(file: { name: string; type: string; size: number }): FileProblem | null {
  if (!videoTypeOf(file)) return "type";
  if (file.size === 0) return "empty";
  if (file.size > MAX_VIDEO_BYTES) return "size";
  return null;
}
