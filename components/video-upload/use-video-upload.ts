"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/use-toast";
import { videoTypeOf } from "@/lib/uploads/limits";
import type { ProcessingState } from "@/lib/videos/processing-state";
import { createUploader, multipartOf, type UploadFile, type UploadMeta } from "./create-uploader";
import { uploadApi } from "./upload-api";
import { useProcessingState } from "./use-processing-state";

/**
 * idle → uploading (pausable, paused while offline) → processing (recorded; the job's progress is polled)
 * → completed, or failed (processing's error, retryable unless the file was refused). An upload that fails
 * is `error` (retryable, resuming from the parts already stored); one cut by a reload or crash comes back
 * as `interrupted`, waiting for the same file when the browser could not keep it.
 */
export type UploadStatus = "idle" | "interrupted" | "uploading" | "processing" | "completed" | "error" | "failed";
export type UploadState = {
  status: UploadStatus;
  uploaded: number;
  total: number;
  paused: boolean;
  offline: boolean;
  /** The file of an interrupted upload, which the instructor is asked to choose again. */
  fileName: string | null;
  /** The recorded video's processing (processing, completed, failed). */
  processing: ProcessingState | null;
};
type Transfer = Omit<UploadState, "status" | "processing"> & { status: "idle" | "interrupted" | "uploading" | "recorded" | "error" };
type Job = { id: number; fileId: string; size: number; details: UploadMeta };
type Uploader = ReturnType<typeof createUploader>;
type UploadResult = Awaited<ReturnType<Uploader["uppy"]["upload"]>>;
export type UploadCallbacks = {
  /** The video this form follows (recorded, processing), which the card leaves out of its list of unfinished videos; null when it stops following one. */
  onTracking: (videoId: string | null) => void;
  /** Processing finished: the form clears and the lesson's video list refreshes. */
  onCompleted: () => void;
  /** An interrupted upload came back: the form shows the title and description it was started with. */
  onRestored: (details: UploadMeta) => void;
};

const IDLE: Transfer = { status: "idle", uploaded: 0, total: 0, paused: false, offline: false, fileName: null };
const PROGRESS_THROTTLE_MS = 500;

function viewOf(transfer: Transfer, processing: ProcessingState | null): UploadState {
  if (transfer.status !== "recorded") return { ...transfer, status: transfer.status, processing: null };
  const status = processing?.status === "ready" ? "completed" : processing?.status === "failed" ? "failed" : "processing";
  return { ...transfer, status, processing };
}

/** The upload Golden Retriever brought back, if any: one file, not finished. */
const restoredFile = (up: Uploader): UploadFile | undefined => up.uppy.getFiles().find((file) => !file.progress.uploadComplete);

/** The SPEC section 4 upload state machine around one Uppy instance (see UploadStatus). */
export function useVideoUpload(lessonId: string, callbacks: UploadCallbacks) {
  const t = useTranslations("VideoUpload");
  const [transfer, setTransfer] = useState<Transfer>(IDLE);
  const video = useProcessingState();
  const uploader = useRef<Uploader | null>(null);
  const job = useRef<Job | null>(null);
  const urlFailed = useRef(false);
  const runs = useRef(0);
  const notify = useRef(callbacks);
  // Uppy's events call the latest render's functions.
  const resumeLatest = useRef<(up: Uploader, file: UploadFile, details: UploadMeta) => Promise<void>>(async () => {});
  useEffect(() => {
    notify.current = callbacks;
    resumeLatest.current = resume;
  });

  useEffect(() => {
    const counter = runs; // the run counter outlives this instance: bumping it voids its late answers
    const current = createUploader(lessonId, {
      onUrlResult: (failed) => (urlFailed.current = failed),
      onRestored: () => {
        if (uploader.current !== current) return; // an instance already closed (React's double mount in development)
        const file = restoredFile(current);
        if (!file) return;
        const details: UploadMeta = { title: String(file.meta.title ?? ""), description: String(file.meta.description ?? "") };
        if (file.meta.replacesVideoId) details.replacesVideoId = String(file.meta.replacesVideoId);
        notify.current.onRestored(details);
        setTransfer({
          ...IDLE,
          status: "interrupted",
          uploaded: Number(file.progress.bytesUploaded) || 0,
          total: file.size ?? 0,
          offline: !navigator.onLine,
          fileName: file.name ?? null,
        });
        // A file the browser kept (small ones, in IndexedDB) needs nothing from the instructor.
        if (!file.isGhost && file.data) void resumeLatest.current(current, file, details);
      },
    });
    uploader.current = current;
    let last = 0;
    current.uppy.on("upload-progress", (_file, progress) => {
      const now = Date.now();
      const done = progress.bytesTotal != null && progress.bytesUploaded >= progress.bytesTotal;
      if (!done && now - last < PROGRESS_THROTTLE_MS) return;
      last = now;
      setTransfer((s) => ({ ...s, uploaded: progress.bytesUploaded, total: progress.bytesTotal ?? s.total }));
    });
    const network = () => setTransfer((s) => ({ ...s, offline: !navigator.onLine }));
    window.addEventListener("online", network);
    window.addEventListener("offline", network);
    return () => {
      window.removeEventListener("online", network);
      window.removeEventListener("offline", network);
      counter.current++;
      discardGhosts(current);
      current.uppy.destroy(); // cancels the upload and aborts its multipart parts on the server
      uploader.current = null;
    };
  }, [lessonId]);

  // Processing finished: the lesson's list gets the video.
  const finished = video.state?.status === "ready" ? video.state.id : null;
  useEffect(() => {
    if (finished) notify.current.onCompleted();
  }, [finished]);

  const fail = (kind: "url" | "complete") => {
    setTransfer((s) => ({ ...s, status: "error", paused: false }));
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
    const key = up.keyOf(current.fileId);
    if (!key) return fail("complete");
    setTransfer((s) => ({ ...s, uploaded: s.total }));
    let recorded: { id: string };
    try {
      recorded = await uploadApi.createVideo({ lessonId, ...current.details, storageKey: key, fileSize: current.size });
    } catch {
      if (current.id === runs.current) fail("complete");
      return;
    }
    if (current.id !== runs.current) return;
    up.uppy.removeFile(current.fileId); // also clears what Golden Retriever kept
    job.current = null;
    video.track(recorded.id);
    setTransfer((s) => ({ ...s, status: "recorded", fileName: null }));
    notify.current.onTracking(recorded.id);
    toast({ title: t("successTitle"), description: t("successBody") });
  }

  /** Continues a restored upload: a multipart one from the parts the server lists, a single PUT from the start. */
  async function resume(up: Uploader, file: UploadFile, details: UploadMeta) {
    const current: Job = { id: ++runs.current, fileId: file.id, size: file.size ?? 0, details };
    job.current = current;
    urlFailed.current = false;
    setTransfer((s) => ({ ...s, status: "uploading", paused: false, fileName: null }));
    const { currentUploads } = up.uppy.getState();
    const uploadId = Object.keys(currentUploads).find((id) => currentUploads[id]!.fileIDs.includes(file.id));
    up.uppy.setState({ recoveredState: null });
    up.uppy.resumeAll();
    const result = uploadId ? up.uppy.restore(uploadId) : up.uppy.upload();
    await finish(current, await result.catch(() => undefined));
  }

  async function start(file: File, details: UploadMeta) {
    const up = uploader.current;
    if (!up) return;
    const ghost = up.uppy.getFiles().find((f) => f.isGhost);
    if (!ghost) up.uppy.cancelAll();
    urlFailed.current = false;
    stopTracking();
    const type = videoTypeOf(file) ?? file.type;
    let fileId: string;
    try {
      // The same file as an interrupted upload's takes its place (same name, type, size and date).
      fileId = up.uppy.addFile({ name: file.name, type, data: file, source: "lesson-video-upload", meta: details });
    } catch {
      return fail("complete");
    }
    if (ghost && ghost.id === fileId) {
      // The title and description as the form shows them now; a replacement started before the reload stays one.
      const replacesVideoId = details.replacesVideoId ?? (ghost.meta.replacesVideoId ? String(ghost.meta.replacesVideoId) : undefined);
      const resumed = replacesVideoId ? { ...details, replacesVideoId } : details;
      up.uppy.setFileMeta(fileId, resumed);
      return resume(up, up.uppy.getFile(fileId), resumed);
    }
    if (ghost) discardGhosts(up);
    const current: Job = { id: ++runs.current, fileId, size: file.size, details };
    job.current = current;
    setTransfer({ ...IDLE, status: "uploading", total: file.size, offline: !navigator.onLine });
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
    setTransfer((s) => ({ ...s, status: "uploading", paused: false }));
    await finish(again, await up.uppy.retryAll().catch(() => undefined));
  }

  /** A video still processing is handed back to the card's list when the form moves on. */
  function stopTracking() {
    if (!video.state) return;
    video.track(null);
    notify.current.onTracking(null);
  }

  async function retryProcessing() {
    if (!(await video.retry())) toast({ variant: "destructive", title: t("retryFailedTitle"), description: t("retryFailedBody") });
  }

  function togglePause() {
    const up = uploader.current;
    if (!up) return;
    if (transfer.paused) up.uppy.resumeAll();
    else up.uppy.pauseAll();
    setTransfer((s) => ({ ...s, paused: !s.paused }));
  }

  function cancel() {
    runs.current++;
    job.current = null;
    const up = uploader.current;
    if (up) discardGhosts(up);
    up?.uppy.cancelAll();
    stopTracking();
    setTransfer(IDLE);
  }

  return { state: viewOf(transfer, video.state), start, retry, retryProcessing, togglePause, cancel };
}

/**
 * Drops restored files the instructor did not choose again, aborting their multipart uploads on the server
 * (Uppy aborts only uploads it is running).
 */
function discardGhosts(up: Uploader) {
  for (const file of up.uppy.getFiles()) {
    if (!file.isGhost) continue;
    const multipart = multipartOf(file);
    if (multipart) void uploadApi.abort(multipart.key, multipart.uploadId).catch(() => undefined);
    up.uppy.removeFile(file.id);
  }
}
