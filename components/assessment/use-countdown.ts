"use client";
import { useEffect, useRef, useState } from "react";

/**
 * Seconds left until `endsAt` (a time on this browser's clock, derived from the server's remaining
 * seconds so a wrong clock does not matter), ticking every second; null while unknown. Calls `onZero` once.
 */
export function useCountdown(endsAt: number | null, onZero: () => void): number | null {
  const [left, setLeft] = useState<number | null>(null);
  const fired = useRef(false);
  const callback = useRef(onZero);
  useEffect(() => {
    callback.current = onZero;
  });

  useEffect(() => {
    if (endsAt == null) return;
    fired.current = false;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0 && !fired.current) {
        fired.current = true;
        callback.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  return endsAt == null ? null : left;
}
