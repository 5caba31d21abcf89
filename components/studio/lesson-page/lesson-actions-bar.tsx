"use client";

import { Eye } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/studio/confirm-dialog";
import { Button } from "@/components/ui/button";
import type { EditorLesson } from "@/lib/studio/lesson-editor-types";

type Props = {
  lesson: Pick<EditorLesson, "state" | "hasProgress">;
  previewHref: string;
  /** Everything typed is stored and not stale: revision, publish and restore act on exactly what the author sees. */
  draftSaved: boolean;
  busy: boolean;
  onSaveRevision: () => void;
  onPublish: () => void;
  onUnpublish: () => void;
  onDelete: () => void;
};

/** The lesson's actions; those that cannot be undone in one click ask first. */
export function LessonActionsBar({ lesson, previewHref, draftSaved, busy, onSaveRevision, onPublish, onUnpublish, onDelete }: Props) {
  const t = useTranslations("StudioLesson.actions");
  const [confirm, setConfirm] = useState<"unpublish" | "delete" | null>(null);
  const waiting = !draftSaved || busy;
  const close = () => setConfirm(null);
  return (
    <div className="space-y-2">
      <div role="group" aria-label={t("label")} aria-describedby={!draftSaved ? "lesson-actions-wait" : undefined} className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          {/* A new tab: the editor stays as it is. */}
          <a href={previewHref} target="_blank" rel="noopener">
            <Eye aria-hidden />
            {t("preview")}
            <span className="sr-only"> {t("newTab")}</span>
          </a>
        </Button>
        <Button type="button" variant="secondary" disabled={waiting} onClick={onSaveRevision}>
          {t("saveRevision")}
        </Button>
        <Button type="button" disabled={waiting} onClick={onPublish}>
          {t("publish")}
        </Button>
        {lesson.state === "published" && (
          <Button type="button" variant="outline" disabled={busy} onClick={() => setConfirm("unpublish")}>
            {t("unpublish")}
          </Button>
        )}
        <Button type="button" variant="outline" className="text-destructive" disabled={busy} onClick={() => setConfirm("delete")}>
          {t("delete")}
        </Button>
      </div>
      {!draftSaved && (
        <p id="lesson-actions-wait" className="text-xs text-muted-foreground">
          {t("waitForSave")}
        </p>
      )}
      <ConfirmDialog
        open={confirm === "unpublish"}
        title={t("unpublishTitle")}
        description={t("unpublishBody")}
        confirmLabel={t("unpublish")}
        cancelLabel={t("cancel")}
        onConfirm={() => {
          close();
          onUnpublish();
        }}
        onCancel={close}
      />
      <ConfirmDialog
        open={confirm === "delete"}
        title={t("deleteTitle")}
        description={lesson.hasProgress ? t("deleteBodyProgress") : t("deleteBody")}
        confirmLabel={lesson.hasProgress ? t("unpublishInstead") : t("delete")}
        cancelLabel={t("cancel")}
        onConfirm={() => {
          close();
          onDelete();
        }}
        onCancel={close}
      />
    </div>
  );
}
