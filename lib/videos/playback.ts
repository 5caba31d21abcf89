import "server-only";
import path from "node:path";
import { locales } from "@/lib/i18n/locales";
import { storage } from "@/lib/storage";
import { CAPTIONS_LANGUAGE } from "./captions";
import { PLAYBACK_URL_TTL_SECONDS } from "./hls-url-lifetime";
import { signedPlaylistUrl } from "./hls-urls";
import { signedOriginalUrl } from "./original-urls";

/** What the player needs of a video row to be given its URLs. */
export type PlayableSource = {
  id: string;
  storageKey: string;
  captionsKey: string | null;
  /** Caption tracks in other languages (VideoCaption rows). */
  captions?: { languageCode: string; storageKey: string }[];
  hlsKey: string | null;
  posterKey: string | null;
};

/** One caption track the player offers: its language and signed address. */
export type CaptionTrack = { language: string; url: string };

export type PlaybackUrls = {
  /** The original file (through a route that checks the session each time): played while processing runs, and where HLS cannot play. */
  videoUrl: string;
  /** The signed HLS master playlist, once processing made one. */
  hlsUrl: string | null;
  posterUrl: string | null;
  /** The video's own captions (English). */
  captionsUrl: string | null;
  /** Every caption track, the video's own first, then the other languages in the picker's order. */
  captionTracks: CaptionTrack[];
};

/**
 * Freshly signed URLs for one video, all living PLAYBACK_URL_TTL_SECONDS (minutes: the player renews them
 * through GET /api/lessons/{id}/videos, which checks access again). Build them only for an authorised viewer.
 */
export async function playbackUrls(video: PlayableSource): Promise<PlaybackUrls> {
  const store = storage();
  const sign = (key: string | null) => (key ? store.signedGetUrl(key, PLAYBACK_URL_TTL_SECONDS) : Promise.resolve(null));
  const exp = Math.floor(Date.now() / 1000) + PLAYBACK_URL_TTL_SECONDS;
  const others = (video.captions ?? [])
    .filter((c) => c.languageCode !== CAPTIONS_LANGUAGE && (locales as readonly string[]).includes(c.languageCode))
    .sort((a, b) => locales.indexOf(a.languageCode as never) - locales.indexOf(b.languageCode as never));
  const [posterUrl, captionsUrl, ...otherUrls] = await Promise.all([sign(video.posterKey), sign(video.captionsKey), ...others.map((c) => sign(c.storageKey))]);
  const captionTracks: CaptionTrack[] = [
    ...(captionsUrl ? [{ language: CAPTIONS_LANGUAGE, url: captionsUrl }] : []),
    ...others.map((c, i) => ({ language: c.languageCode, url: otherUrls[i]! })),
  ];
  return {
    videoUrl: signedOriginalUrl(video.id, exp),
    hlsUrl: video.hlsKey ? signedPlaylistUrl(video.id, path.posix.basename(video.hlsKey), exp) : null,
    posterUrl,
    captionsUrl,
    captionTracks,
  };
}
