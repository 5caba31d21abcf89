import "server-only";
import fs from "node:fs";
import { env } from "@/lib/env";
import { diskStorage, storage } from "@/lib/storage";

// Where ffmpeg reads an uploaded original: the file itself on the disk driver; on S3 a presigned GET URL,
// which ffmpeg reads over http(s) with Range requests (it seeks to an MP4's index at the end) without the
// server downloading the whole file first.
/** Long enough for the slowest transcode of a 4-hour lecture; the URL never leaves the worker. */
const SOURCE_URL_TTL_SECONDS = 12 * 60 * 60;

export type VideoSource = {
  /** A file path or an http(s) URL, as ffmpeg's `-i` takes it. */
  input: string;
  /** The original's length in bytes. */
  size: number;
  /** Up to `bytes` bytes of the original from `offset` (fewer at its end). */
  read(offset: number, bytes: number): Promise<Buffer>;
  /** The first `bytes` bytes of the original (fewer when it is shorter). */
  head(bytes: number): Promise<Buffer>;
};

export async function sourceFor(key: string): Promise<VideoSource> {
  const stored = await storage().stat(key);
  if (!stored) throw new Error(`the original ${key} is not stored`);
  if (env().STORAGE_DRIVER === "disk") {
    const file = diskStorage().filePath(key);
    if (!file) throw new Error(`Unsafe storage key: ${key}`);
    const read = (offset: number, bytes: number) => readFile(file, offset, bytes);
    return { input: file, size: stored.size, read, head: (bytes) => read(0, bytes) };
  }
  const url = await storage().signedGetUrl(key, SOURCE_URL_TTL_SECONDS);
  const read = (offset: number, bytes: number) => fetchRange(url, offset, bytes, stored.size);
  return { input: url, size: stored.size, read, head: (bytes) => read(0, bytes) };
}

async function readFile(file: string, offset: number, bytes: number): Promise<Buffer> {
  const handle = await fs.promises.open(file, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, offset);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function fetchRange(url: string, offset: number, bytes: number, size: number): Promise<Buffer> {
  if (offset >= size) return Buffer.alloc(0); // S3 answers 416 past the end
  const response = await fetch(url, { headers: { Range: `bytes=${offset}-${offset + bytes - 1}` } });
  if (!response.ok) throw new Error(`reading the original's bytes from ${offset} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer()).subarray(0, bytes);
}
