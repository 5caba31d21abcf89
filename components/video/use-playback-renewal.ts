"use client";
import { useEffect, useRef } from "react";
import { PLAYBACK_URL_RENEW_MS } from "@/lib/videos/hls-url-lifetime";

export type FreshPlayback = { videoUrl: string; hlsUrl: string | null };

/**
 * Asks the server for the video's freshly signed URLs every PLAYBACK_URL_RENEW_MS (half their life), through
 * GET /api/lessons/{lessonId}/videos, which applies the lesson page's access rules again: once the viewer may
 * no longer watch (a refund), the answers are 401/403 and renewing stops, so the player runs out of URLs
 * within minutes. A failed request (offline) is retried at the next tick.
 */
export function usePlaybackRenewal(lessonId: string, videoId: string, onFresh: (fresh: FreshPlayback) => void) {
  const handler = useRef(onFresh);
  useEffect(() => {
    handler.current = onFresh;
  }, [onFresh]);

  useEffect(() => {
    const timer = window.setInterval(async () => {
      try {
        const res = await fetch(`/api/lessons/${encodeURIComponent(lessonId)}/videos`, { cache: "no-store", credentials: "same-origin" });
        if (res.status === 401 || res.status === 403 || res.status === 404) return window.clearInterval(timer);
        if (!res.ok) return;
        const videos = (await res.json()) as ({ id: string } & FreshPlayback)[];
        const fresh = videos.find((v) => v.id === videoId);
        if (fresh) handler.current({ videoUrl: fresh.videoUrl, hlsUrl: fresh.hlsUrl });
      } catch {
        // offline or aborted: the next tick tries again
      }
    }, PLAYBACK_URL_RENEW_MS);
    return () => window.clearInterval(timer);
  }, [lessonId, videoId]);
}
