"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useRouter } from "@/lib/i18n/navigation";
import type { UnfinishedVideo } from "@/lib/videos/processing-state";
import { interruptedAtLoad } from "./create-uploader";
import { UnfinishedVideos } from "./unfinished-videos";
import { VideoUploadForm } from "./video-upload-form";

const noSubscribe = () => () => {};

type Props = {
  lessonId: string;
  unfinished: UnfinishedVideo[];
  /** The lesson editor's Replace: the video the next upload takes the place of (the form opens for it). */
  replacing?: { id: string; title: string } | null;
  /** The replacement was recorded, or the instructor stopped replacing. */
  onReplaceEnd?: () => void;
  /** The video the form follows (see UploadCallbacks), for a list of the lesson's videos that leaves it out meanwhile. */
  onTracking?: (videoId: string | null) => void;
  /** Whether the form is open, so the page offers no second upload meanwhile. */
  onOpenChange?: (open: boolean) => void;
};

// The lesson page's Video Management card (SPEC section 2), rendered only for the course's instructors and
// admins (decided on the server). 'Upload Video' reveals the form; 'Cancel' hides it and stops any upload.
// The lesson's videos still processing (or failed) are listed with their progress, so an instructor who left
// the page finds them here; the one the form is following is shown by the form instead.
export function VideoUploadCard({ lessonId, unfinished, replacing = null, onReplaceEnd, onTracking: reportTracking, onOpenChange }: Props) {
  const t = useTranslations("VideoUpload");
  const router = useRouter();
  // An upload this browser had not finished (reload, crash) opens the form, where it continues.
  const interrupted = useSyncExternalStore(noSubscribe, () => interruptedAtLoad(lessonId), () => false);
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = replacing ? true : (choice ?? interrupted);
  // Once replacing, the form stays open after the replacement is recorded, to follow its processing.
  if (replacing && choice !== true) setChoice(true);
  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);
  const [tracked, setTracked] = useState<string | null>(null);
  const headingId = useId();
  const formId = useId();

  const refresh = useCallback(() => router.refresh(), [router]);
  // A video the form stops following while it is still processing joins the list (read again from the server).
  const onTracking = useCallback(
    (videoId: string | null) => {
      setTracked(videoId);
      reportTracking?.(videoId);
      if (videoId && replacing) onReplaceEnd?.();
      if (!videoId) refresh();
    },
    [refresh, reportTracking, replacing, onReplaceEnd],
  );

  // Processing finished: the card no longer holds the video back, so the lesson's list shows it (read again), with
  // its actions (Publish…), while the form still says it is done.
  const onReady = useCallback(() => onTracking(null), [onTracking]);

  function toggle() {
    if (open && tracked) onTracking(null);
    if (replacing) onReplaceEnd?.();
    setChoice(!open);
  }

  const listed = unfinished.filter((video) => video.id !== tracked);
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>
            <h2 id={headingId}>{t("title")}</h2>
          </CardTitle>
          <CardDescription>{t("description")}</CardDescription>
        </div>
        <Button type="button" variant={open ? "outline" : "default"} aria-expanded={open} aria-controls={formId} onClick={toggle}>
          {open ? (
            t("cancel")
          ) : (
            <>
              <Plus aria-hidden />
              {t("uploadVideo")}
            </>
          )}
        </Button>
      </CardHeader>
      {listed.length > 0 && (
        <CardContent>
          <UnfinishedVideos videos={listed} onReady={refresh} />
        </CardContent>
      )}
      <CardContent id={formId} hidden={!open} className="space-y-4">
        {replacing && (
          <p className="rounded-md bg-muted p-3 text-sm" data-testid="replacing-video">
            {t("replacing", { title: replacing.title })}
          </p>
        )}
        {open && (
          <VideoUploadForm lessonId={lessonId} replacesVideoId={replacing?.id} initialTitle={replacing?.title} onTracking={onTracking} onReady={onReady} />
        )}
      </CardContent>
    </Card>
  );
}
