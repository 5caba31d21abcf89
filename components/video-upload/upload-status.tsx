"use client";

import { Pause, Play, RotateCcw, Upload, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { formatFileSize } from "./file-size";
import type { UploadState } from "./use-video-upload";
import { ProcessingProblem, ProcessingProgress } from "./processing-parts";

type Props = {
  state: UploadState;
  onTogglePause: () => void;
  onCancel: () => void;
  onRetry: () => void;
  onRetryProcessing: () => void;
  /** Opens the file chooser (an interrupted upload asks for its file again). */
  onChooseFile: () => void;
};

// The upload's state label (SPEC section 4), its progress and the pause / resume / cancel / retry controls,
// then processing's progress, and its error with Retry.
export function UploadStatus({ state, onTogglePause, onCancel, onRetry, onRetryProcessing, onChooseFile }: Props) {
  const t = useTranslations("VideoUpload");
  const locale = useLocale();
  const { status, uploaded, total, paused, offline, processing } = state;
  const percent = total > 0 ? Math.round((uploaded / total) * 100) : 0;
  const tone = status === "error" || status === "failed" ? "text-destructive" : status === "completed" ? "text-green-700 dark:text-green-400" : "text-foreground";
  const sizes = t("progress", { percent, uploaded: formatFileSize(uploaded, locale), total: formatFileSize(total, locale) });

  return (
    <div className="space-y-3 rounded-md border p-4" data-testid="video-upload-status">
      <p role="status" aria-live="polite" className={`font-medium ${tone}`}>
        {t(`status.${status}`)}
        {status === "uploading" && paused && <span className="ms-2 text-sm font-normal text-muted-foreground">({t("paused")})</span>}
      </p>
      {(status === "uploading" || status === "interrupted") && (
        <>
          <Progress value={percent} aria-label={t("progressLabel")} aria-valuetext={sizes} />
          <p className="text-sm tabular-nums text-muted-foreground">{status === "interrupted" && state.fileName ? t("interruptedFile", { name: state.fileName, progress: sizes }) : sizes}</p>
        </>
      )}
      {status === "processing" && processing && <ProcessingProgress percent={processing.progress} />}
      {status === "failed" && processing && <ProcessingProblem state={processing} onRetry={onRetryProcessing} />}
      {status === "uploading" && offline && <p className="text-sm text-muted-foreground">{t("offline")}</p>}
      {status === "interrupted" && (
        <>
          <p className="text-sm">{t("resumeHint")}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={onChooseFile}>
              <Upload aria-hidden />
              {t("chooseSameFile")}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
              {t("cancelUpload")}
            </Button>
          </div>
        </>
      )}
      {status === "uploading" && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onTogglePause}>
            {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
            {paused ? t("resume") : t("pause")}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={onCancel}>
            <X aria-hidden />
            {t("cancelUpload")}
          </Button>
        </div>
      )}
      {status === "error" && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            <RotateCcw aria-hidden />
            {t("retry")}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            {t("cancelUpload")}
          </Button>
        </div>
      )}
    </div>
  );
}
