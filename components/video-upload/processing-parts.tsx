"use client";

import { RotateCcw, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { canRetryProcessing, type ProcessingState } from "@/lib/videos/processing-state";

// What the upload card shows of a recorded video's processing, in the form and in the list of unfinished videos.

export function ProcessingProgress({ percent }: { percent: number }) {
  const t = useTranslations("VideoUpload");
  return (
    <>
      <Progress value={percent} aria-label={t("processingLabel")} />
      <p className="text-sm tabular-nums text-muted-foreground">{t("processingProgress", { percent })}</p>
    </>
  );
}

type ProblemProps = {
  state: ProcessingState;
  onRetry: () => void;
  /** Where the video is listed (the lesson page's unfinished videos): Remove it, named by its title for screen readers. */
  remove?: { title: string; busy: boolean; onRemove: () => void };
};

/** Why processing failed, in the instructor's language; Retry when it may help, else a hint to choose another file; Remove where offered. */
export function ProcessingProblem({ state, onRetry, remove }: ProblemProps) {
  const t = useTranslations("VideoUpload");
  const retryable = canRetryProcessing(state);
  return (
    <>
      <p role="alert" className="text-sm text-destructive">
        {t(`processingErrors.${state.errorCode ?? "TRANSCODE_FAILED"}`)}
      </p>
      {!retryable && <p className="text-sm text-muted-foreground">{t("chooseAnotherFile")}</p>}
      {(retryable || remove) && (
        <div className="flex flex-wrap gap-2">
          {retryable && (
            <Button type="button" variant="outline" size="sm" onClick={onRetry}>
              <RotateCcw aria-hidden />
              {t("retryProcessing")}
            </Button>
          )}
          {remove && (
            <Button type="button" variant="outline" size="sm" disabled={remove.busy} aria-label={t("removeLabel", { title: remove.title })} onClick={remove.onRemove}>
              <Trash2 aria-hidden />
              {t("remove")}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
