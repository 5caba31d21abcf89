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
  /** The first `bytes` bytes of the original (fewer when it is shorter). */
  head(bytes: number): Promise<Buffer>;
};

export async function sourceFor(key: string): Promise<VideoSource> {
  if (env().STORAGE_DRIVER === "disk") {
    const file = diskStorage().filePath(key);
    if (!file) throw new Error(`Unsafe storage key: ${key}`);
    return { input: file, head: (bytes) => readHead(file, bytes) };
  }
  const url = await storage().signedGetUrl(key, SOURCE_URL_TTL_SECONDS);
  return { input: url, head: (bytes) => fetchHead(url, bytes) };
}

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await fs.promises.open(file, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function fetchHead(url: string, bytes: number): Promise<Buffer> {
  const response = await fetch(url, { headers: { Range: `bytes=0-${bytes - 1}` } });
  if (!response.ok) throw new Error(`reading the original's first bytes answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer()).subarray(0, bytes);
}
