"use client";
import type Hls from "hls.js";
import { useCallback, useEffect, useRef, useState } from "react";
import { FreshUrls, renewPlaylistUrls } from "./fresh-urls";
import type { FreshPlayback } from "./use-playback-renewal";

/** What plays the video: hls.js (Media Source), the browser's own HLS (Safari), or the original file. */
export type PlaybackEngine = "hls.js" | "native" | "file";

export type HlsPlayback = {
  /** Null until decided (hls.js loads on demand). */
  engine: PlaybackEngine | null;
  /** The renditions' heights, by hls.js level index; empty unless hls.js plays. */
  levels: number[];
  /** The chosen level, or -1 for automatic (adaptive) quality. */
  chosenLevel: number;
  chooseLevel: (level: number) => void;
  /** The original file, when HLS failed: keeps the position and whether it was playing. */
  fallBack: () => void;
  /** Moves playback onto freshly signed URLs without stopping it (usePlaybackRenewal). */
  renew: (fresh: FreshPlayback) => void;
};

// Buffer at most this far ahead (hls.js would otherwise fill 60 MB, minutes of video): a student who stops
// watching has not downloaded much more than they saw, and a network that slows down is followed within a
// few segments instead of after minutes of the old quality.
const MAX_BUFFER_SECONDS = 20;

/** Points the element at `src` where it was: same time, same speed, playing if it was (a new source resets them). */
function swapSource(el: HTMLVideoElement, src: string) {
  const at = el.currentTime;
  const rate = el.playbackRate;
  const wasPlaying = !el.paused;
  el.src = src;
  if (at > 0) el.currentTime = at;
  el.playbackRate = rate;
  if (wasPlaying) void el.play().catch(() => undefined);
}

/**
 * Attaches a signed HLS master playlist to the <video>, in the order hls.js's README gives: hls.js where the
 * browser has Media Source (adaptive bitrate), else native HLS (Safari on iOS), else the original file.
 * hls.js is imported only here, when a video has HLS, so it never enters a page's first-load script. A
 * fatal hls.js error falls back to the original file. The signed URLs live minutes (PLAYBACK_URL_TTL_SECONDS):
 * `renew` takes fresh ones, which hls.js then requests through its xhrSetup (fresh-urls.ts) without a pause;
 * the original file and native HLS swap their source where they were.
 */
export function useHlsPlayback(
  videoElement: () => HTMLVideoElement | null,
  { hlsUrl, fileUrl, startAt, onHeight }: { hlsUrl: string | null; fileUrl: string; startAt: number; onHeight: (height: number | null) => void },
): HlsPlayback {
  const [engine, setEngine] = useState<PlaybackEngine | null>(hlsUrl ? null : "file");
  const [levels, setLevels] = useState<number[]>([]);
  const [chosenLevel, setChosenLevel] = useState(-1);
  const hls = useRef<Hls | null>(null);
  const heightOf = useRef(onHeight);
  const start = useRef(startAt);
  const element = useRef(videoElement);
  const file = useRef(fileUrl);
  const freshUrls = useRef(new FreshUrls());
  useEffect(() => {
    heightOf.current = onHeight;
    element.current = videoElement;
  }, [onHeight, videoElement]);

  const fallBack = useCallback(() => {
    const el = element.current();
    if (!el) return;
    hls.current?.destroy();
    hls.current = null;
    setEngine("file");
    setLevels([]);
    swapSource(el, file.current);
  }, []);

  useEffect(() => {
    const el = element.current();
    if (!hlsUrl || !el) return;
    let cancelled = false;
    import("hls.js/light").then(
      ({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          if (el.canPlayType("application/vnd.apple.mpegurl")) {
            el.src = hlsUrl;
            setEngine("native");
          } else fallBack();
          return;
        }
        const player = new Hls({
          startPosition: start.current > 0 ? start.current : -1,
          capLevelToPlayerSize: true,
          maxBufferLength: MAX_BUFFER_SECONDS,
          maxMaxBufferLength: MAX_BUFFER_SECONDS,
          // Each playlist and segment at the newest URL renew() has seen for it (the one hls.js has may have expired).
          xhrSetup: (xhr, url) => {
            const fresh = freshUrls.current.freshest(url, window.location.href);
            if (fresh !== url) xhr.open("GET", fresh, true);
          },
        });
        hls.current = player;
        let recovered = false;
        player.on(Hls.Events.MANIFEST_PARSED, (_event, data) => setLevels(data.levels.map((level) => level.height)));
        // The rendition on screen: the level of the fragment now playing.
        player.on(Hls.Events.FRAG_CHANGED, (_event, data) => heightOf.current(player.levels[data.frag.level]?.height ?? null));
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return; // hls.js retries and recovers these itself
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
            recovered = true;
            player.recoverMediaError();
            return;
          }
          fallBack();
        });
        player.loadSource(hlsUrl);
        player.attachMedia(el);
        setEngine("hls.js");
      },
      () => !cancelled && fallBack(), // the script could not be loaded (offline, blocked)
    );
    return () => {
      cancelled = true;
      hls.current?.destroy();
      hls.current = null;
    };
  }, [hlsUrl, fallBack]);

  const chooseLevel = useCallback((level: number) => {
    if (!hls.current) return;
    hls.current.currentLevel = level; // -1: adaptive again; else switch now, dropping what was buffered
    setChosenLevel(level);
  }, []);

  const renew = useCallback(
    (fresh: FreshPlayback) => {
      file.current = fresh.videoUrl;
      const el = element.current();
      if (!el) return;
      if (hls.current && fresh.hlsUrl) void renewPlaylistUrls(fresh.hlsUrl, freshUrls.current, window.location.href);
      else if (engine === "native" && fresh.hlsUrl) swapSource(el, fresh.hlsUrl);
      else if (engine === "file") swapSource(el, fresh.videoUrl);
    },
    [engine],
  );

  return { engine, levels, chosenLevel, chooseLevel, fallBack, renew };
}
