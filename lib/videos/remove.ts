import "server-only";
import path from "node:path";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/db/transaction";
import { notFound } from "@/lib/http/errors";
import { storage } from "@/lib/storage";
import type { StorageDriver } from "@/lib/storage/types";
import { resolvePlaylistUri, rewritePlaylist } from "./hls-playlist";
import { readStoredText } from "./hls-serve";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("videos");

// Removing a video is a soft delete: the row stays (progress and past attempts may name it) but nobody sees or
// plays it from then on (every reader asks for deletedAt: null). Its stored objects go afterwards, in the hourly
// clean-up job (lib/jobs/workers.ts, one server at a time): the original last, so an original still there means
// the purge has not finished and the next run goes on with it.

/**
 * Marks a video removed (and unpublished); 404 when there is none or it is already removed. Callers authorise.
 * `client`: the caller's transaction, so an audit entry (or a replacement) commits with it.
 */
export async function removeVideo(videoId: string, client: Pick<Tx, "video"> = db): Promise<void> {
  const { count } = await client.video.updateMany({ where: { id: videoId, deletedAt: null }, data: { deletedAt: new Date(), published: false } });
  if (count === 0) throw notFound("Video not found", { code: "VIDEO_NOT_FOUND" });
}

type RemovedVideo = {
  id: string;
  storageKey: string;
  hlsKey: string | null;
  posterKey: string | null;
  captionsKey: string | null;
  captions: { storageKey: string }[];
};

/** What purgeVideoObjects needs of a video row, for the callers' selects. */
export const PURGED_VIDEO_KEYS = { id: true, storageKey: true, hlsKey: true, posterKey: true, captionsKey: true, captions: { select: { storageKey: true } } } as const;

/** Every object of a video's HLS output: the master playlist, its renditions' playlists and their segments. */
async function hlsKeys(hlsKey: string): Promise<string[]> {
  const folder = path.posix.dirname(hlsKey);
  const keys: string[] = [];
  const visit = async (playlistPath: string) => {
    const text = await readStoredText(`${folder}/${playlistPath}`);
    if (text === null) return;
    const found: string[] = [];
    await rewritePlaylist(text, async (uri) => (found.push(resolvePlaylistUri(playlistPath, uri)), uri));
    for (const target of found) {
      if (target.endsWith(".m3u8")) await visit(target);
      else keys.push(`${folder}/${target}`);
    }
    keys.push(`${folder}/${playlistPath}`); // after what it names, so a purge cut short can start again from it
  };
  await visit(path.posix.basename(hlsKey));
  return keys;
}

/** Deletes one removed video's objects, the original last. */
export async function purgeVideoObjects(video: RemovedVideo, store: StorageDriver = storage()) {
  const keys = video.hlsKey ? await hlsKeys(video.hlsKey) : [];
  for (const key of [...keys, video.posterKey, video.captionsKey, ...video.captions.map((c) => c.storageKey)]) if (key) await store.delete(key);
  await store.delete(video.storageKey);
}

/**
 * Deletes the stored objects of removed videos whose original is still stored. A video still processing is
 * left for a later run (its job could write after the purge). Answers how many videos were purged.
 */
export async function purgeRemovedVideos(store: StorageDriver = storage()): Promise<{ purged: number }> {
  const removed = await db.video.findMany({
    where: { deletedAt: { not: null }, status: { not: "processing" } },
    select: PURGED_VIDEO_KEYS,
  });
  let purged = 0;
  for (const video of removed) {
    if (!(await store.stat(video.storageKey))) continue;
    try {
      await purgeVideoObjects(video, store);
      purged++;
    } catch (error) {
      log.error({ err: error, videoId: video.id }, "could not purge a removed video; the next run tries again");
    }
  }
  return { purged };
}
