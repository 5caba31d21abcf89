"use client";

import { ArrowDown, ArrowUp, Check, Pencil, RotateCcw, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { EditorLesson, EditorQuestion } from "@/lib/studio/assessment-editor-types";
import { CueWarnings } from "./cue-warnings";
import { ItemFlags } from "./item-flags";

export type QuestionCardActions = {
  onEdit: () => void;
  onMove: (direction: -1 | 1) => void;
  onRetire: (retired: boolean) => void;
  onDelete: () => void;
};

type Props = QuestionCardActions & {
  question: EditorQuestion;
  lessons: EditorLesson[];
  contentLanguage: string;
  /** Where most correct answers sit (for the same-position warning). */
  crowdedPosition: number | null;
  first: boolean;
  last: boolean;
  busy: boolean;
  /** The item-analysis page, linked from the flags. */
  analysisHref: string;
  /** What the last action on this question did, said to screen readers too. */
  status: string | null;
};

/** One question of the pool as it stands: text, options with the key marked, warnings, flags and what can be done. */
export function QuestionCard({ question, lessons, contentLanguage, crowdedPosition, first, last, busy, analysisHref, status, ...actions }: Props) {
  const t = useTranslations("StudioAssessment");
  const [confirming, setConfirming] = useState(false);
  const lesson = lessons.find((l) => l.id === question.lessonId);
  const headingId = `question-${question.id}-heading`;
  const button = (direction: -1 | 1) => `question-${question.id}-move-${direction < 0 ? "up" : "down"}`;

  return (
    <article
      id={`question-${question.id}`}
      aria-labelledby={headingId}
      // Focused after a save, so a keyboard user carries on from the question they wrote.
      tabIndex={-1}
      className={`scroll-mt-24 space-y-3 outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-lg border bg-card p-4 shadow-sm sm:p-5 ${question.retired ? "border-dashed bg-muted/40" : ""}`.trimEnd()}
      data-testid="question-card"
      data-retired={question.retired ? "true" : undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {t("questionNumber", { number: question.number })}
        </h3>
        {question.retired ? <Badge variant="secondary">{t("retiredBadge")}</Badge> : null}
      </div>
      <p className="font-medium" lang={contentLanguage} dir="auto">
        {question.text}
      </p>
      <ol className="space-y-1.5" aria-label={t("optionsLegend")}>
        {question.options.map((option) => (
          <li
            key={option.id}
            className={`flex items-start gap-2 rounded-md border px-3 py-2 text-sm ${option.isCorrect ? "border-success/50 bg-success/5" : ""}`.trimEnd()}
          >
            {option.isCorrect ? <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" /> : <span aria-hidden className="size-4 shrink-0" />}
            <span className="min-w-0 break-words" lang={contentLanguage} dir="auto">
              {option.text}
            </span>
            {option.isCorrect ? <span className="ms-auto shrink-0 text-xs font-medium text-success">{t("correctShort")}</span> : null}
          </li>
        ))}
      </ol>
      {question.explanation ? (
        <p className="text-sm">
          <span className="font-medium">{t("explanationShown")} </span>
          <span className="text-muted-foreground" lang={contentLanguage} dir="auto">
            {question.explanation}
          </span>
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {lesson ? t("testsLesson", { number: lesson.order, title: lesson.title }) : t("noLesson")}
      </p>
      {question.retired ? <p className="text-sm text-muted-foreground">{t("retiredNote")}</p> : null}

      <CueWarnings cues={question.cues} crowdedPosition={crowdedPosition} />
      {question.flags.length ? (
        <div className="space-y-1">
          <ItemFlags flags={question.flags} heading={t("flagsTitle")} />
          <Link href={analysisHref} className="inline-block text-sm text-primary underline-offset-4 hover:underline">
            {t("seeAnalysis")}
          </Link>
        </div>
      ) : null}

      <p role="status" className="text-sm font-medium empty:hidden">
        {status}
      </p>

      {confirming ? (
        <div className="space-y-2 rounded-md border border-destructive/40 p-3" data-testid="delete-confirm">
          <p className="text-sm font-medium">{t("deleteConfirm", { number: question.number })}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="destructive" size="sm" disabled={busy} onClick={actions.onDelete} autoFocus>
              {t("deleteConfirmYes")}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(false)}>
              {t("deleteConfirmNo")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={actions.onEdit}>
            <Pencil aria-hidden />
            {t("edit")}
          </Button>
          <Button id={button(-1)} type="button" variant="ghost" size="sm" disabled={busy || first} onClick={() => actions.onMove(-1)} aria-label={t("moveUp", { number: question.number })}>
            <ArrowUp aria-hidden />
            <span aria-hidden="true">{t("moveUpShort")}</span>
          </Button>
          <Button id={button(1)} type="button" variant="ghost" size="sm" disabled={busy || last} onClick={() => actions.onMove(1)} aria-label={t("moveDown", { number: question.number })}>
            <ArrowDown aria-hidden />
            <span aria-hidden="true">{t("moveDownShort")}</span>
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => actions.onRetire(!question.retired)}>
            {question.retired ? <RotateCcw aria-hidden /> : null}
            {question.retired ? t("restore") : t("retire")}
          </Button>
          {question.inUse ? null : (
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming(true)} className="text-destructive">
              <Trash2 aria-hidden />
              {t("delete")}
            </Button>
          )}
        </div>
      )}
      {question.inUse && !confirming ? <p className="text-xs text-muted-foreground">{t("inUseNote")}</p> : null}
    </article>
  );
}
