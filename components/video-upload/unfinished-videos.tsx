"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import type { UnfinishedVideo } from "@/lib/videos/processing-state";
import { ProcessingProblem, ProcessingProgress } from "./processing-parts";
import { uploadApi } from "./upload-api";
import { useProcessingState } from "./use-processing-state";

// The lesson's videos still processing, each following its job until it is ready (then the lesson page is
// refreshed, and the video moves to the player list), and those processing failed or refused, with the reason
// and Remove (DELETE /api/videos/{id}), so none stays listed for good.
export function UnfinishedVideos({ videos, onReady }: { videos: UnfinishedVideo[]; onReady: () => void }) {
  const [removed, setRemoved] = useState<string[]>([]);
  const shown = videos.filter((video) => !removed.includes(video.id));
  const onRemoved = (id: string) => {
    setRemoved((ids) => [...ids, id]);
    onReady(); // the page reads its lists again
  };
  return (
    <div className="space-y-4">
      <VideoList titleKey="unfinishedTitle" videos={shown.filter((video) => video.status !== "failed")} onReady={onReady} onRemoved={onRemoved} />
      <VideoList titleKey="failedListTitle" videos={shown.filter((video) => video.status === "failed")} onReady={onReady} onRemoved={onRemoved} />
    </div>
  );
}

type ListProps = { titleKey: "unfinishedTitle" | "failedListTitle"; videos: UnfinishedVideo[]; onReady: () => void; onRemoved: (id: string) => void };

function VideoList({ titleKey, videos, onReady, onRemoved }: ListProps) {
  const t = useTranslations("VideoUpload");
  const headingId = useId();
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {t(titleKey)}
      </h3>
      <ul className="space-y-3">
        {videos.map((video) => (
          <UnfinishedVideoRow key={video.id} video={video} onReady={onReady} onRemoved={onRemoved} />
        ))}
      </ul>
    </section>
  );
}

function UnfinishedVideoRow({ video, onReady, onRemoved }: { video: UnfinishedVideo; onReady: () => void; onRemoved: (id: string) => void }) {
  const t = useTranslations("VideoUpload");
  const { state, retry } = useProcessingState(video);
  const [removing, setRemoving] = useState(false);
  const current = state ?? video;
  const ready = current.status === "ready";
  useEffect(() => {
    if (ready) onReady();
  }, [ready, onReady]);

  async function remove() {
    setRemoving(true);
    try {
      await uploadApi.removeFailedVideo(video.id);
      toast({ title: t("removedToast") });
      onRemoved(video.id);
    } catch {
      setRemoving(false);
      toast({ variant: "destructive", title: t("removeFailedTitle"), description: t("removeFailedBody") });
    }
  }

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
          remove={{ title: video.title, busy: removing, onRemove: remove }}
        />
      )}
    </li>
  );
}
