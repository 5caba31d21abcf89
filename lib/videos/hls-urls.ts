import "server-only";
import { env } from "@/lib/env";
import { signKey, verifyKey } from "@/lib/storage/signing";

// A video's HLS playlists and segments are served by GET /api/videos/{id}/hls/{path}?exp=&sig=, where the
// HMAC (purpose "hls-playlist") covers the video id, the file's path inside its HLS folder and the expiry:
// like a media URL, it cannot be stretched in time nor pointed at another video or file.
const subject = (videoId: string, playlistPath: string) => `${videoId}\n${playlistPath}`;

const encodePath = (value: string) => value.split("/").map(encodeURIComponent).join("/");

/** The signed URL of one playlist or segment (master.m3u8, 360p/index.m3u8, 360p/seg-00002.ts), valid until `exp` (seconds since the epoch). */
export function signedPlaylistUrl(videoId: string, playlistPath: string, exp: number): string {
  const { sig } = signKey(env().NEXTAUTH_SECRET, subject(videoId, playlistPath), exp, "hls-playlist");
  return `/api/videos/${encodeURIComponent(videoId)}/hls/${encodePath(playlistPath)}?exp=${exp}&sig=${sig}`;
}

/** True when `sig` signs this video's playlist until `exp`, and `exp` is not past. */
export function verifyPlaylistUrl(videoId: string, playlistPath: string, exp: string | null, sig: string | null): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  return verifyKey(env().NEXTAUTH_SECRET, subject(videoId, playlistPath), Number(exp), sig, Date.now(), "hls-playlist");
}
