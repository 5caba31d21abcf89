"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId } from "react";
import { toast } from "@/components/ui/use-toast";
import type { UnfinishedVideo } from "@/lib/videos/processing-state";
import { ProcessingProblem, ProcessingProgress } from "./processing-parts";
import { useProcessingState } from "./use-processing-state";

// The lesson's videos still processing or failed, each following its job until it is ready (then the lesson
// page is refreshed, and the video moves to the player list).
export function UnfinishedVideos({ videos, onReady }: { videos: UnfinishedVideo[]; onReady: () => void }) {
  const t = useTranslations("VideoUpload");
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {t("unfinishedTitle")}
      </h3>
      <ul className="space-y-3">
        {videos.map((video) => (
          <UnfinishedVideoRow key={video.id} video={video} onReady={onReady} />
        ))}
      </ul>
    </section>
  );
}

function UnfinishedVideoRow({ video, onReady }: { video: UnfinishedVideo; onReady: () => void }) {
  const t = useTranslations("VideoUpload");
  const { state, retry } = useProcessingState(video);
  const current = state ?? video;
  const ready = current.status === "ready";
  useEffect(() => {
    if (ready) onReady();
  }, [ready, onReady]);

  const label = ready ? t("status.completed") : current.status === "failed" ? t("status.failed") : t("status.processing");
  return (
    <li className="space-y-2 rounded-md border p-3" data-testid="unfinished-video">
      <p dir="auto" className="font-medium">
        {video.title}
      </p>
      <p role="status" aria-live="polite" className={current.status === "failed" ? "text-sm text-destructive" : "text-sm"}>
        {label}
      </p>
      {current.status === "processing" && <ProcessingProgress percent={current.progress} />}
      {current.status === "failed" && (
        <ProcessingProblem
          state={current}
          onRetry={async () => {
            if (!(await retry())) toast({ variant: "destructive", title: t("retryFailedTitle"), description: t("retryFailedBody") });
          }}
        />
      )}
    </li>
  );
}
