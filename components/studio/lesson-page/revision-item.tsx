"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/studio/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { restoreLessonRevisionAction, revisionChangesAction } from "@/lib/studio/lesson-actions";
import type { EditorDraft, RevisionChanges, RevisionSummary } from "@/lib/studio/lesson-editor-types";
import { RevisionDiff } from "./revision-diff";

type Props = {
  lessonId: string;
  revision: RevisionSummary;
  language: string;
  /** Restore may run now (everything typed is stored, no other action runs). */
  canRestore: boolean;
  /** Restoring this revision would change the draft (not the draft itself, nor the live text with no draft). */
  restorable: boolean;
  onRestored: (draft: EditorDraft) => void;
};

/** One revision: its badges, author and time; "Show changes" loads its diff once; Restore makes it the new draft. */
export function RevisionItem({ lessonId, revision, language, canRestore, restorable, onRestored }: Props) {
  const t = useTranslations("StudioLesson.history");
  const format = useFormatter();
  const locale = useLocale();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [changes, setChanges] = useState<RevisionChanges | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();

  const toggle = () => {
    setOpen(!open);
    if (open || changes) return;
    setProblem(null);
    startTransition(async () => {
      const result = await revisionChangesAction({ lessonId, locale, revisionId: revision.id }).catch(() => null);
      if (result?.ok) setChanges(result.data);
      else setProblem(result?.message ?? t("changesFailed"));
    });
  };

  const restore = () => {
    setConfirming(false);
    startTransition(async () => {
      const result = await restoreLessonRevisionAction({ lessonId, locale, revisionId: revision.id }).catch(() => null);
      if (!result?.ok) return void toast({ variant: "destructive", title: t("restoreFailed"), description: result?.message });
      toast({ title: t("restored") });
      onRestored(result.data);
    });
  };

  const when = format.dateTime(new Date(revision.savedAt), { dateStyle: "medium", timeStyle: "short" });
  const panelId = `${id}-changes`;
  return (
    <li className="space-y-2 rounded-md border p-3" data-testid="revision">
      <div className="flex flex-wrap items-center gap-2">
        <span lang={language} dir="auto" className="font-medium">
          {revision.title}
        </span>
        {revision.isDraft && <Badge variant="outline">{t("draft")}</Badge>}
        {revision.isLive && <Badge variant="success">{t("live")}</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">
        {t("savedBy", { name: revision.authorName ?? t("unknownAuthor"), time: when })}
        {revision.publishedAt && !revision.isLive && (
          <> · {t("publishedAt", { time: format.dateTime(new Date(revision.publishedAt), { dateStyle: "medium", timeStyle: "short" }) })}</>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          {open ? t("hideChanges") : t("showChanges")}
        </Button>
        {restorable && (
          <Button type="button" variant="outline" size="sm" disabled={!canRestore || pending} onClick={() => setConfirming(true)}>
            {t("restore")}
          </Button>
        )}
      </div>
      <div id={panelId} hidden={!open} aria-busy={pending || undefined}>
        {open && (changes ? <RevisionDiff changes={changes} language={language} /> : problem ? <p role="alert" className="text-sm text-destructive">{problem}</p> : <p role="status" className="text-sm text-muted-foreground">{t("loadingChanges")}</p>)}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("restoreConfirmTitle")}
        description={t("restoreConfirmBody", { time: when })}
        confirmLabel={t("restore")}
        cancelLabel={t("cancel")}
        onConfirm={restore}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
