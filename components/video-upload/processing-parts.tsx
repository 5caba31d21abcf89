"use client";

import { RotateCcw } from "lucide-react";
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

/** Why processing failed, in the instructor's language; Retry when it may help, else a hint to choose another file. */
export function ProcessingProblem({ state, onRetry }: { state: ProcessingState; onRetry: () => void }) {
  const t = useTranslations("VideoUpload");
  return (
    <>
      <p role="alert" className="text-sm text-destructive">
        {t(`processingErrors.${state.errorCode ?? "TRANSCODE_FAILED"}`)}
      </p>
      {canRetryProcessing(state) ? (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <RotateCcw aria-hidden />
          {t("retryProcessing")}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{t("chooseAnotherFile")}</p>
      )}
    </>
  );
}
