import { CHUNK_BYTES } from "./limits";

// How a declared file size splits into multipart parts: the uploader cuts every part at CHUNK_BYTES (Uppy's
// getChunkSize), so part N of a file of S bytes is known in advance and the server can hold each part to it.

/** Slack the disk driver allows over CHUNK_BYTES per part; S3 part URLs are signed for the exact length instead. */
export const PART_MARGIN_BYTES = 64 * 1024;

/** How many parts a file of `declaredSize` bytes is cut into. */
export function partCount(declaredSize: number): number {
  return Math.max(1, Math.ceil(declaredSize / CHUNK_BYTES));
}

/** The exact length of part `partNumber` (1-based), or null when the file has no such part. */
export function expectedPartSize(declaredSize: number, partNumber: number): number | null {
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > partCount(declaredSize)) return null;
  return Math.min(CHUNK_BYTES, declaredSize - (partNumber - 1) * CHUNK_BYTES);
}

/** The most a part may hold when the upload's other parts already hold `otherPartsBytes`: the running total never passes the declared size. */
export function maxPartBytes(declaredSize: number, otherPartsBytes: number): number {
  return Math.max(0, Math.min(CHUNK_BYTES + PART_MARGIN_BYTES, declaredSize - otherPartsBytes));
}
