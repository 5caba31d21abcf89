"use client";

import { ArrowUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/studio/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClassName } from "@/components/ui/button";
import { formatTime } from "@/components/video/format-time";
import { ProcessingProgress } from "@/components/video-upload/processing-parts";
import { useProcessingState } from "@/components/video-upload/use-processing-state";
import type { StudioVideo } from "@/lib/studio/lesson-editor-types";
import { VideoRenameForm } from "./video-rename-form";

const moveClass = buttonClassName({ variant: "outline", size: "sm", className: "aria-disabled:opacity-50" });

export type VideoRowCommand =
  | { kind: "move"; direction: "up" | "down" }
  | { kind: "publish"; published: boolean }
  | { kind: "rename"; title: string }
  | { kind: "replace" }
  | { kind: "delete" };

type Props = {
  video: StudioVideo;
  position: number;
  total: number;
  busy: boolean;
  /** Replace opens the upload card, which holds one upload at a time. */
  canReplace: boolean;
  /** This video was just moved with this button: focus goes back to it. */
  focusMove: "up" | "down" | null;
  onMoveFocused: () => void;
  onCommand: (command: VideoRowCommand) => void;
  /** Processing finished while the page was open: the list is read again. */
  onReady: () => void;
};

/**
 * One video of the lesson: title, processing state (followed live while it runs), whether students see it, and its
 * actions. Buttons that cannot act right now stay focusable (aria-disabled), so moving a video to the top with the
 * keyboard keeps focus on it.
 */
export function VideoRow({ video, position, total, busy, canReplace, focusMove, onMoveFocused, onCommand, onReady }: Props) {
  const t = useTranslations("StudioLesson.videos");
  const upload = useTranslations("VideoUpload");
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const { state } = useProcessingState(video.status === "processing" || video.status === "uploading" ? video : null);
  const current = state ?? video;
  const ready = current.status === "ready";

  useEffect(() => {
    if (ready && video.status !== "ready") onReady();
  }, [ready, video.status, onReady]);
  useEffect(() => {
    if (!focusMove) return;
    (focusMove === "up" ? up : down).current?.focus();
    onMoveFocused();
  }, [focusMove, onMoveFocused]);

  const refused = current.status === "failed" && current.refused;
  const canPublish = !refused && current.status !== "failed";
  const act = (enabled: boolean, command: VideoRowCommand) => () => enabled && !busy && onCommand(command);
  const disabled = (enabled: boolean) => (!enabled || busy ? { "aria-disabled": true as const } : {});

  return (
    <li className="space-y-3 rounded-md border p-3" data-testid="studio-video" data-video-id={video.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <p id={`${id}-title`} dir="auto" className="break-words font-medium">
            <span className="sr-only">{t("position", { position, total })} </span>
            {video.title}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <VideoStatusText status={current.status} refused={refused} />
            {video.published ? <Badge variant="success">{t("published")}</Badge> : <Badge variant="outline">{t("notPublished")}</Badge>}
            {video.duration != null && <span className="font-mono tabular-nums text-muted-foreground">{formatTime(video.duration)}</span>}
          </p>
        </div>
      </div>
      {current.status === "processing" && <ProcessingProgress percent={current.progress} />}
      {current.status === "failed" && (
        <p className="text-sm text-destructive">
          {upload(`processingErrors.${current.errorCode ?? "TRANSCODE_FAILED"}`)} {refused && t("refusedHint")}
        </p>
      )}
      {renaming ? (
        <VideoRenameForm
          initial={video.title}
          onCancel={() => setRenaming(false)}
          onSave={(title) => {
            setRenaming(false);
            onCommand({ kind: "rename", title });
          }}
        />
      ) : (
        <div role="group" aria-labelledby={`${id}-title`} className="flex flex-wrap gap-2">
          {/* Plain buttons: focus returns to them by ref after a move. */}
          <button ref={up} type="button" className={moveClass} onClick={act(position > 1, { kind: "move", direction: "up" })} {...disabled(position > 1)}>
            <ArrowUp aria-hidden />
            {t("moveUp")}
          </button>
          <button ref={down} type="button" className={moveClass} onClick={act(position < total, { kind: "move", direction: "down" })} {...disabled(position < total)}>
            <ArrowUp aria-hidden className="rotate-180" />
            {t("moveDown")}
          </button>
          {canPublish && (
            <Button type="button" size="sm" variant={video.published ? "outline" : "secondary"} onClick={act(true, { kind: "publish", published: !video.published })} {...disabled(true)}>
              {video.published ? t("unpublish") : t("publish")}
            </Button>
          )}
          <Button type="button" size="sm" variant="outline" onClick={() => !busy && setRenaming(true)} {...disabled(true)}>
            {t("rename")}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={act(canReplace, { kind: "replace" })} {...disabled(canReplace)}>
            {t("replace")}
          </Button>
          <Button type="button" size="sm" variant="outline" className="text-destructive" onClick={() => !busy && setConfirmDelete(true)} {...disabled(true)}>
            {refused ? t("remove") : t("delete")}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={refused ? t("removeTitle") : t("deleteTitle")}
        description={refused ? t("removeBody", { title: video.title }) : video.published ? t("deleteBodyPublished", { title: video.title }) : t("deleteBody", { title: video.title })}
        confirmLabel={refused ? t("remove") : t("delete")}
        cancelLabel={t("cancel")}
        onConfirm={() => {
          setConfirmDelete(false);
          onCommand({ kind: "delete" });
        }}
        onCancel={() => setConfirmDelete(false)}
      />
    </li>
  );
}

function VideoStatusText({ status, refused }: { status: StudioVideo["status"]; refused: boolean }) {
  const t = useTranslations("StudioLesson.videos.status");
  const key = refused ? "refused" : status;
  return (
    <span className={status === "failed" ? "font-medium text-destructive" : "text-muted-foreground"} data-status={key}>
      {t(key)}
    </span>
  );
}
