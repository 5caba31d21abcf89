"use client";
import { useCallback, useEffect, useRef } from "react";
import { postJsonRetryingOnce } from "@/lib/http/retrying-post";

// Saves the player position for an enrolled student: at most every 10 s while playing, and at once on
// pause, end, leaving the page or unmounting. The server keeps the furthest point, so a lost or late save
// does no harm; sendBeacon / keepalive let the last save outlive the page.
const SAVE_INTERVAL_MS = 10_000;
const ENDPOINT = "/api/progress";

type Target = { lessonId: string; videoId: string; enabled: boolean };
export type SaveResult = { completed: boolean } | null;

export function useProgressSaver({ lessonId, videoId, enabled }: Target, onSaved?: (result: SaveResult) => void) {
  const lastSentAt = useRef(0);
  const lastSent = useRef<number | null>(null);
  const latest = useRef<{ position: number; duration: number } | null>(null);

  const send = useCallback(
    (leaving: boolean) => {
      const state = latest.current;
      if (!enabled || !state) return;
      const position = Math.floor(state.position);
      if (position === lastSent.current && !leaving) return;
      lastSent.current = position;
      lastSentAt.current = Date.now();
      const payload = {
        lessonId,
        videoId,
        positionSeconds: position,
        durationSeconds: Number.isFinite(state.duration) && state.duration > 0 ? state.duration : undefined,
      };
      // A beacon carries no headers and is never retried: it goes without an Idempotency-Key.
      if (leaving && typeof navigator.sendBeacon === "function") {
        navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify(payload)], { type: "application/json" }));
        return;
      }
      postJsonRetryingOnce(ENDPOINT, payload, { keepalive: true })
        .then((res) => (res.ok ? res.json() : null))
        .then((json: SaveResult) => onSaved?.(json))
        .catch(() => onSaved?.(null));
    },
    [enabled, lessonId, videoId, onSaved],
  );

  /** On every time update: remembers the position, sends it when 10 s have passed since the last save. */
  const onTime = useCallback(
    (position: number, duration: number) => {
      latest.current = { position, duration };
      if (Date.now() - lastSentAt.current >= SAVE_INTERVAL_MS) send(false);
    },
    [send],
  );

  /** Pause, end, seek: send now. */
  const flush = useCallback(
    (position: number, duration: number) => {
      latest.current = { position, duration };
      send(false);
    },
    [send],
  );

  useEffect(() => {
    const onHide = () => send(true);
    window.addEventListener("pagehide", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      send(true);
    };
  }, [send]);

  return { onTime, flush };
}
