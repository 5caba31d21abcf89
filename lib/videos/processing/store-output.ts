import "server-only";
import fs from "node:fs";
import path from "node:path";
import { storage } from "@/lib/storage";
import { contentTypeFor } from "@/lib/storage/content-type";
import { StorageFailure } from "./errors";
import { MASTER_PLAYLIST } from "./hls-args.mjs";
import type { OutputKeys } from "./keys";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("videos");

// Stores the processed files through the storage driver (disk or S3). Order matters to a player that finds
// them before the video is ready: segments, then the renditions' playlists, the poster, and the master
// playlist last, so a master that exists always points at whole renditions.
const PARALLEL_PUTS = 4;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

const rank = (relative: string) => (relative.endsWith(".ts") ? 0 : 1);

/**
 * Puts the HLS folder and the poster under `keys`. Every key written is pushed to `written` as soon as it is,
 * so a caller can remove a partial output. `onProgress` gets the share of files stored, 0–1.
 */
export async function storeOutput(options: {
  hlsDir: string;
  posterFile: string;
  keys: OutputKeys;
  written: string[];
  onProgress?: (done: number) => void;
}): Promise<void> {
  const { hlsDir, posterFile, keys, written, onProgress } = options;
  const found = await filesUnder(hlsDir);
  if (!found.includes(MASTER_PLAYLIST)) throw new Error("ffmpeg wrote no master playlist");
  const hls = found.filter((relative) => relative !== MASTER_PLAYLIST).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const files = [...hls.map((relative) => ({ file: path.join(hlsDir, relative), key: keys.hlsPrefix + relative.split(path.sep).join("/") })), { file: posterFile, key: keys.poster }];
  let stored = 0;
  const put = async ({ file, key }: { file: string; key: string }) => {
    try {
      await storage().put(key, await fs.promises.readFile(file), contentTypeFor(key));
    } catch (error) {
      throw new StorageFailure(`storing ${key} failed: ${(error as Error).message}`, { cause: error });
    }
    written.push(key);
    onProgress?.(++stored / (files.length + 1));
  };
  for (let i = 0; i < files.length; i += PARALLEL_PUTS) {
    // Every put of a batch settles before a failure is thrown, so `written` is complete when the caller cleans up.
    const failure = (await Promise.allSettled(files.slice(i, i + PARALLEL_PUTS).map(put))).find((result) => result.status === "rejected");
    if (failure) throw failure.reason;
  }
  await put({ file: path.join(hlsDir, MASTER_PLAYLIST), key: keys.master });
}

/** Deletes what an attempt stored (best effort: what stays is overwritten by the next attempt). */
export async function removeOutput(written: string[]): Promise<void> {
  const results = await Promise.allSettled(written.map((key) => storage().delete(key)));
  const failed = results.filter((result) => result.status === "rejected").length;
  if (failed) log.warn({ failed, written: written.length }, "could not remove some processed files");
}
