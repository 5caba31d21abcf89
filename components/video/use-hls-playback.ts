"use client";
import type Hls from "hls.js";
import { useCallback, useEffect, useRef, useState } from "react";

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
};

// Buffer at most this far ahead (hls.js would otherwise fill 60 MB, minutes of video): a student who stops
// watching has not downloaded much more than they saw, and a network that slows down is followed within a
// few segments instead of after minutes of the old quality.
const MAX_BUFFER_SECONDS = 20;

/**
 * Attaches a signed HLS master playlist to the <video>, in the order hls.js's README gives: hls.js where the
 * browser has Media Source (adaptive bitrate), else native HLS (Safari on iOS), else the original file.
 * hls.js is imported only here, when a video has HLS, so it never enters a page's first-load script. A
 * fatal hls.js error falls back to the original file. The signed URLs live VIDEO_URL_TTL_SECONDS (4 h):
 * a session longer than that gets 403s on new segments and falls back to the original, whose URL has
 * expired too; reloading the page signs new ones.
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
  useEffect(() => {
    heightOf.current = onHeight;
    element.current = videoElement;
  }, [onHeight, videoElement]);

  const fallBack = useCallback(() => {
    const el = element.current();
    if (!el) return;
    hls.current?.destroy();
    hls.current = null;
    const at = el.currentTime;
    const wasPlaying = !el.paused;
    setEngine("file");
    setLevels([]);
    el.src = fileUrl;
    if (at > 0) el.currentTime = at;
    if (wasPlaying) void el.play().catch(() => undefined);
  }, [fileUrl]);

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

  return { engine, levels, chosenLevel, chooseLevel, fallBack };
}
