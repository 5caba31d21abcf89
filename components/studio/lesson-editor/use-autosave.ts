"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** What a save answers: nothing or { ok: true } when stored; { ok: false, message } (in the author's language) when refused. */
export type AutosaveResult = void | { ok: true } | { ok: false; message: string };

export type AutosaveStatus =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved"; at: Date }
  /** message: the save's own (a refusal), or none when it threw (network, server error). */
  | { state: "error"; message?: string };

export type Autosave = {
  status: AutosaveStatus;
  /** Edits not stored yet (waiting for the pause, being saved, or failed). */
  dirty: boolean;
  /** Saves the latest value now (the Retry button; also before leaving the page). */
  saveNow: () => void;
};

type Options<T> = {
  value: T;
  save: (value: T) => Promise<AutosaveResult>;
  /** The pause in typing after which the value is saved. */
  delayMs?: number;
};

/**
 * Saves `value` a moment after it stops changing. One save at a time: edits made while one is in flight are saved,
 * latest value only, as soon as it finishes. The value given at mount counts as saved. A failed save keeps the edit
 * and shows its error until the next edit or saveNow() tries again. When the tab is hidden or the page left
 * (visibilitychange, pagehide) or the editor unmounted, a waiting edit is saved at once; while an edit is unsaved,
 * closing the tab asks first (beforeunload).
 */
export function useAutosave<T>({ value, save, delayMs = 1500 }: Options<T>): Autosave {
  const [status, setStatus] = useState<AutosaveStatus>({ state: "idle" });
  const [dirty, setDirty] = useState(false);
  const latest = useRef(value);
  const saved = useRef(value);
  const saveRef = useRef(save);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const run = useCallback(async function run(): Promise<void> {
    clearTimeout(timer.current);
    timer.current = undefined;
    // The in-flight save calls run again when it ends, with whatever is latest by then.
    if (inFlight.current || latest.current === saved.current) return;
    const saving = latest.current;
    inFlight.current = true;
    if (mounted.current) setStatus({ state: "saving" });
    let failure: { message?: string } | null = null;
    try {
      const result = await saveRef.current(saving);
      if (result && !result.ok) failure = { message: result.message };
    } catch {
      failure = {};
    }
    inFlight.current = false;
    if (!failure) saved.current = saving;
    if (mounted.current) {
      setStatus(failure ? { state: "error", ...failure } : { state: "saved", at: new Date() });
      setDirty(latest.current !== saved.current);
    }
    // Edits made meanwhile: saved now, without another pause (they already waited for this save).
    if (latest.current !== saving) await run();
  }, []);

  useEffect(() => {
    if (value === latest.current) return;
    latest.current = value;
    setDirty(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), delayMs);
  }, [value, delayMs, run]);

  useEffect(() => {
    const flush = () => {
      if (latest.current !== saved.current) void run();
    };
    const onVisibility = () => document.visibilityState === "hidden" && flush();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (latest.current === saved.current) return;
      flush();
      event.preventDefault();
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", flush);
    window.addEventListener("beforeunload", onBeforeUnload);
    mounted.current = true;
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", flush);
      window.removeEventListener("beforeunload", onBeforeUnload);
      mounted.current = false;
      // Leaving the editor inside the app: the last edit is still sent.
      flush();
    };
  }, [run]);

  const saveNow = useCallback(() => void run(), [run]);
  return { status, dirty, saveNow };
}
