"use client";

import { useCallback, useEffect, useState } from "react";
import type { ProcessingState } from "@/lib/videos/processing-state";
import { UploadRequestError, uploadApi } from "./upload-api";

const POLL_MS = 2000;

const running = (state: ProcessingState | null) => state?.status === "processing" || state?.status === "uploading";
/** An answer that polling again will not change: the video is gone or no longer ours to see. */
const final = (error: unknown) => error instanceof UploadRequestError && [401, 403, 404].includes(error.status);

/**
 * A recorded video's processing, polled from GET /api/videos/{id} every 2 s while it runs (the job moves the
 * progress at most every ~2 s), and the instructor's Retry once it failed. `track` starts following a video.
 */
export function useProcessingState(initial: ProcessingState | null = null) {
  const [state, setState] = useState<ProcessingState | null>(initial);
  const id = state?.id ?? null;
  const active = running(state);

  useEffect(() => {
    if (!id || !active) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        setState(await uploadApi.processingState(id, controller.signal));
      } catch (error) {
        if (controller.signal.aborted || final(error)) return;
      }
      timer = setTimeout(poll, POLL_MS); // a finished state re-runs this effect, which stops it
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, active]);

  const track = useCallback((videoId: string | null) => {
    setState(videoId ? { id: videoId, status: "processing", progress: 0, errorCode: null, refused: false } : null);
  }, []);

  /** Queues processing again; resolves false when the server refused (the state is then re-read). */
  const retry = useCallback(async () => {
    if (!id) return false;
    try {
      setState(await uploadApi.retryProcessing(id));
      return true;
    } catch {
      await uploadApi.processingState(id).then(setState, () => undefined);
      return false;
    }
  }, [id]);

  return { state, track, retry };
}
