"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import type { StaleDraft } from "@/lib/studio/lesson-editor-types";

type Props = { stale: StaleDraft; onLoad: () => void; onOverwrite: () => void };

/**
 * The draft was saved elsewhere (another tab or instructor) after this page loaded it: this page's edits since
 * then were not saved, so nothing was overwritten. The author chooses: load the newer text (losing the edits here)
 * or save theirs over it.
 */
export function StaleDraftNotice({ stale, onLoad, onOverwrite }: Props) {
  const t = useTranslations("StudioLesson.stale");
  const format = useFormatter();
  const id = useId();
  const when = format.dateTime(new Date(stale.savedAt), { dateStyle: "medium", timeStyle: "short" });
  return (
    <section role="alert" aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-destructive bg-destructive/5 p-4">
      <h2 id={`${id}-title`} className="font-semibold text-destructive">
        {t("title")}
      </h2>
      <p className="text-sm">{stale.authorName ? t("body", { name: stale.authorName, time: when }) : t("bodyUnknown", { time: when })}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onLoad}>
          {t("load")}
        </Button>
        <Button type="button" variant="outline" onClick={onOverwrite}>
          {t("overwrite")}
        </Button>
      </div>
    </section>
  );
}
