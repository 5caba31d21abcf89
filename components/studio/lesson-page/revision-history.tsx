"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { EditorDraft, RevisionSummary } from "@/lib/studio/lesson-editor-types";
import { RevisionItem } from "./revision-item";

type Props = {
  lessonId: string;
  revisions: RevisionSummary[];
  language: string;
  /** Restore is offered only while the draft is stored (nothing typed would be lost) and the page is not busy. */
  canRestore: boolean;
  onRestored: (draft: EditorDraft) => void;
};

/** The lesson's revisions, newest first: who saved each and when, its changes on demand, and Restore. */
export function RevisionHistory({ lessonId, revisions, language, canRestore, onRestored }: Props) {
  const t = useTranslations("StudioLesson.history");
  const headingId = useId();
  const hasDraft = revisions.some((revision) => revision.isDraft);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border bg-card p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t("heading")}
      </h2>
      {revisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ol className="space-y-3" data-testid="revision-history">
          {revisions.map((revision) => (
            <RevisionItem
              key={revision.id}
              lessonId={lessonId}
              revision={revision}
              language={language}
              canRestore={canRestore}
              // With no draft, the live text is what the editor holds: restoring it would change nothing.
              restorable={!revision.isDraft && !(revision.isLive && !hasDraft)}
              onRestored={onRestored}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
