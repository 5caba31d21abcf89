import "server-only";
import path from "node:path";
import { storage } from "@/lib/storage";
import { PLAYBACK_URL_TTL_SECONDS } from "./hls-url-lifetime";
import { signedPlaylistUrl } from "./hls-urls";
import { signedOriginalUrl } from "./original-urls";

/** What the player needs of a video row to be given its URLs. */
export type PlayableSource = {
  id: string;
  storageKey: string;
  captionsKey: string | null;
  hlsKey: string | null;
  posterKey: string | null;
};

export type PlaybackUrls = {
  /** The original file (through a route that checks the session each time): played while processing runs, and where HLS cannot play. */
  videoUrl: string;
  /** The signed HLS master playlist, once processing made one. */
  hlsUrl: string | null;
  posterUrl: string | null;
  captionsUrl: string | null;
};

/**
 * Freshly signed URLs for one video, all living PLAYBACK_URL_TTL_SECONDS (minutes: the player renews them
 * through GET /api/lessons/{id}/videos, which checks access again). Build them only for an authorised viewer.
 */
export async function playbackUrls(video: PlayableSource): Promise<PlaybackUrls> {
  const store = storage();
  const sign = (key: string | null) => (key ? store.signedGetUrl(key, PLAYBACK_URL_TTL_SECONDS) : Promise.resolve(null));
  const exp = Math.floor(Date.now() / 1000) + PLAYBACK_URL_TTL_SECONDS;
  const [posterUrl, captionsUrl] = await Promise.all([sign(video.posterKey), sign(video.captionsKey)]);
  return {
    videoUrl: signedOriginalUrl(video.id, exp),
    hlsUrl: video.hlsKey ? signedPlaylistUrl(video.id, path.posix.basename(video.hlsKey), exp) : null,
    posterUrl,
    captionsUrl,
  };
}
