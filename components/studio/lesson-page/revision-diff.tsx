"use client";

import { useTranslations } from "next-intl";
import type { RevisionChanges } from "@/lib/studio/lesson-editor-types";
import { condenseSame } from "./condense";

/**
 * A revision's changes against the one before it, word by word (lib/lesson-content/diff.ts): removed words struck
 * through, added ones underlined, each also said in words for screen readers and colour-blind readers; long
 * unchanged stretches shortened. Plain text: the diff carries no markup.
 */
export function RevisionDiff({ changes, language }: { changes: RevisionChanges; language: string }) {
  const t = useTranslations("StudioLesson.history");
  const { segments } = changes;
  const titleChanged = changes.previousTitle !== null && changes.previousTitle !== changes.title;
  const textChanged = segments.some((segment) => segment.kind !== "same");
  return (
    <div className="space-y-2 text-sm">
      {changes.first && <p className="text-muted-foreground">{t("first")}</p>}
      {titleChanged && (
        <p>
          {t("titleChanged")}{" "}
          <del lang={language} dir="auto" className="bg-destructive/10 text-destructive line-through">
            {changes.previousTitle}
          </del>{" "}
          →{" "}
          <ins lang={language} dir="auto" className="bg-success/15 underline decoration-2">
            {changes.title}
          </ins>
        </p>
      )}
      {!changes.first && !textChanged && <p className="text-muted-foreground">{t("noTextChanges")}</p>}
      {(changes.first || textChanged) && (
        <p lang={language} dir="auto" className="whitespace-pre-wrap rounded-md border bg-muted/30 p-3 leading-relaxed" data-testid="revision-diff">
          {segments.map((segment, index) => {
            if (segment.kind === "same") {
              return <span key={index}>{condenseSame(segment.text, { first: index === 0, last: index === segments.length - 1 })}</span>;
            }
            const Tag = segment.kind === "added" ? "ins" : "del";
            return (
              <Tag key={index} className={segment.kind === "added" ? "bg-success/15 underline decoration-2" : "bg-destructive/10 text-destructive line-through"}>
                <span className="sr-only">{t(segment.kind === "added" ? "addedLabel" : "removedLabel")} </span>
                {segment.text}
              </Tag>
            );
          })}
        </p>
      )}
    </div>
  );
}
