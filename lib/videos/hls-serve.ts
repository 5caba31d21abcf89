import "server-only";
import fs from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { storage } from "@/lib/storage";
import { DiskStorage } from "@/lib/storage/disk";
import { resolvePlaylistUri, rewritePlaylist } from "./hls-playlist";
import { PLAYBACK_URL_TTL_SECONDS } from "./hls-url-lifetime";
import { signedPlaylistUrl } from "./hls-urls";

/** The storage key of `filePath` inside a ready video's HLS folder, or null when the video has no HLS output. */
export async function hlsFileKey(videoId: string, filePath: string): Promise<string | null> {
  const video = await db.video.findUnique({ where: { id: videoId }, select: { status: true, hlsKey: true } });
  if (video?.status !== "ready" || !video.hlsKey) return null;
  return `${path.posix.dirname(video.hlsKey)}/${filePath}`;
}

/** A stored object's text, or null when there is none: read from disk, or fetched from S3 through a signed GET. */
export async function readStoredText(key: string): Promise<string | null> {
  const store = storage();
  if (store instanceof DiskStorage) {
    const file = store.filePath(key);
    return file ? fs.promises.readFile(file, "utf8").catch(() => null) : null;
  }
  const res = await fetch(await store.signedGetUrl(key, 60), { cache: "no-store" });
  // S3 answers a missing key with 403 to credentials that may not list the bucket.
  if (res.status === 404 || res.status === 403) return null;
  if (!res.ok) throw new Error(`Reading ${key} from storage answered ${res.status}`);
  return res.text();
}

/**
 * One of a ready video's playlists (`playlistPath` inside its HLS folder, as signed) with every URI (other
 * playlists and the segments) signed afresh for PLAYBACK_URL_TTL_SECONDS as a URL of the HLS route, which
 * checks the viewer's access on each request: never a storage URL, which would play without a session or
 * after a refund until it expired. Null when the video, its HLS output or that playlist is not there.
 */
export async function signedPlaylist(videoId: string, playlistPath: string): Promise<string | null> {
  const key = await hlsFileKey(videoId, playlistPath);
  const text = key === null ? null : await readStoredText(key);
  if (text === null) return null;
  // Signed from now, not until the fetched URL's own expiry: the player refetches playlists to renew.
  const ttl = PLAYBACK_URL_TTL_SECONDS;
  const exp = Math.floor(Date.now() / 1000) + ttl;
  return rewritePlaylist(text, async (uri) => signedPlaylistUrl(videoId, resolvePlaylistUri(playlistPath, uri), exp));
}
