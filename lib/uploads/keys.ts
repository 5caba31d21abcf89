import "server-only";
import { randomBytes } from "node:crypto";
import { VIDEO_TYPES, type VideoType } from "./limits";

// Uploaded lecture keys name their lesson, so every later step (sign a part, complete, record) can
// re-check who may write there from the key alone, with no upload table to keep.
const KEY = /^videos\/([\w-]{1,64})\/([a-f0-9]{24})\.(mp4|webm|mov)$/;

export function newVideoKey(lessonId: string, type: VideoType): string {
  return `videos/${lessonId}/${randomBytes(12).toString("hex")}.${VIDEO_TYPES[type]}`;
}

/** The lesson a video key belongs to, or null for any key this uploader did not issue. */
export function lessonIdOfKey(key: string): string | null {
  return KEY.exec(key)?.[1] ?? null;
}
