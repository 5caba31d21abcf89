"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/use-toast";
import { videoTypeOf } from "@/lib/uploads/limits";
import { createUploader } from "./create-uploader";
import { readVideoDuration } from "./read-duration";
import { uploadApi } from "./upload-api";

export type UploadStatus = "idle" | "uploading" | "processing" | "completed" | "error";
export type UploadState = { status: UploadStatus; uploaded: number; total: number; paused: boolean; offline: boolean };
type Details = { title: string; description: string };
type Job = { id: number; file: File; fileId: string; details: Details; duration: Promise<number | null> };
type UploadResult = Awaited<ReturnType<ReturnType<typeof createUploader>["uppy"]["upload"]>>;

const IDLE: UploadState = { status: "idle", uploaded: 0, total: 0, paused: false, offline: false };
const PROGRESS_THROTTLE_MS = 500;

/**
 * The SPEC section 4 upload state machine around one Uppy instance: idle → uploading (pausable, paused
 * while offline) → processing (the Video record is created) → completed, or error (retryable, resuming
 * from the parts already stored). `onCompleted` clears the form and refreshes the lesson's video list.
 */
export function useVideoUpload(lessonId: string, onCompleted: () => void) {
  const t = useTranslations("VideoUpload");
  const [state, setState] = useState<UploadState>(IDLE);
  const uploader = useRef<ReturnType<typeof createUploader> | null>(null);
  const job = useRef<Job | null>(null);
  const urlFailed = useRef(false);
  const runs = useRef(0);
  const completed = useRef(onCompleted);
  useEffect(() => {
    completed.current = onCompleted;
  }, [onCompleted]);

  useEffect(() => {
    const counter = runs; // the run counter outlives this instance: bumping it voids its late answers
    const current = createUploader(lessonId, { onUrlResult: (failed) => (urlFailed.current = failed) });
    uploader.current = current;
    let last = 0;
    current.uppy.on("upload-progress", (_file, progress) => {
      const now = Date.now();
      const done = progress.bytesTotal != null && progress.bytesUploaded >= progress.bytesTotal;
      if (!done && now - last < PROGRESS_THROTTLE_MS) return;
      last = now;
      setState((s) => ({ ...s, uploaded: progress.bytesUploaded, total: progress.bytesTotal ?? s.total }));
    });
    const network = () => setState((s) => ({ ...s, offline: !navigator.onLine }));
    window.addEventListener("online", network);
    window.addEventListener("offline", network);
    return () => {
      window.removeEventListener("online", network);
      window.removeEventListener("offline", network);
      counter.current++;
      current.uppy.destroy(); // cancels the upload and aborts its multipart parts on the server
      uploader.current = null;
    };
  }, [lessonId]);

  const fail = (kind: "url" | "complete") => {
    setState((s) => ({ ...s, status: "error", paused: false }));
    toast(
      kind === "url"
        ? { variant: "destructive", title: t("urlErrorTitle"), description: t("urlErrorBody") }
        : { variant: "destructive", title: t("failedTitle"), description: t("failedBody") },
    );
  };

  async function finish(current: Job, result: UploadResult | undefined) {
    const up = uploader.current;
    if (!up || current.id !== runs.current) return; // cancelled or replaced meanwhile
    if (!result || (result.failed?.length ?? 0) > 0 || !result.successful?.length) return fail(urlFailed.current ? "url" : "complete");
    const key = up.keys.get(current.fileId);
    if (!key) return fail("complete");
    setState((s) => ({ ...s, status: "processing", uploaded: s.total }));
    try {
      await uploadApi.createVideo({ lessonId, ...current.details, storageKey: key, fileSize: current.file.size, duration: await current.duration });
    } catch {
      if (current.id === runs.current) fail("complete");
      return;
    }
    if (current.id !== runs.current) return;
    up.uppy.removeFile(current.fileId);
    job.current = null;
    setState((s) => ({ ...s, status: "completed" }));
    toast({ title: t("successTitle"), description: t("successBody") });
    completed.current();
  }

  async function start(file: File, details: Details) {
    const up = uploader.current;
    if (!up) return;
    up.uppy.cancelAll();
    urlFailed.current = false;
    const type = videoTypeOf(file) ?? file.type;
    const fileId = up.uppy.addFile({ name: file.name, type, data: file, source: "lesson-video-upload" });
    const current: Job = { id: ++runs.current, file, fileId, details, duration: readVideoDuration(file) };
    job.current = current;
    setState({ status: "uploading", uploaded: 0, total: file.size, paused: false, offline: !navigator.onLine });
    await finish(current, await up.uppy.upload().catch(() => undefined));
  }

  /** After a failure: again, from the parts already stored (Uppy lists them first). */
  async function retry() {
    const up = uploader.current;
    const current = job.current;
    if (!up || !current) return;
    urlFailed.current = false;
    const again: Job = { ...current, id: ++runs.current };
    job.current = again;
    setState((s) => ({ ...s, status: "uploading", paused: false }));
    await finish(again, await up.uppy.retryAll().catch(() => undefined));
  }

  function togglePause() {
    const up = uploader.current;
    if (!up) return;
    if (state.paused) up.uppy.resumeAll();
    else up.uppy.pauseAll();
    setState((s) => ({ ...s, paused: !s.paused }));
  }

  function cancel() {
    runs.current++;
    job.current = null;
    uploader.current?.uppy.cancelAll();
    setState(IDLE);
  }

  return { state, start, retry, togglePause, cancel };
}
