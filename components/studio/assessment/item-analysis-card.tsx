import { Check } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { MIN_RESPONSES } from "@/lib/assessments/item-analysis";
import { Link } from "@/lib/i18n/navigation";
import type { ItemCard } from "@/lib/studio/item-analysis-view";
import { ItemFlags } from "./item-flags";

/**
 * One question's statistics as a card (it reads the same on a phone as on a desktop): facility, discrimination,
 * responses, each option's count and share with the correct one marked, the flags explained, and the way to the
 * question in the editor.
 */
export function ItemAnalysisCard({ card, editHref, contentLanguage }: { card: ItemCard; editHref: string; contentLanguage: string }) {
  const t = useTranslations("StudioItemAnalysis");
  const format = useFormatter();
  const percent = (value: number) => format.number(value / 100, { style: "percent", maximumFractionDigits: 1 });
  const headingId = `item-${card.questionId}-heading`;
  const figure = (value: string | null) =>
    value ?? (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t("notAvailable")}</span>
      </>
    );

  return (
    <article id={`item-${card.questionId}`} aria-labelledby={headingId} className="scroll-mt-24 space-y-4 rounded-lg border bg-card p-4 shadow-sm sm:p-5" data-testid="item-card">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t("questionNumber", { number: card.number })}
        </h2>
        {card.retired ? <Badge variant="secondary">{t("retired")}</Badge> : null}
      </div>
      <p className="font-medium" lang={contentLanguage} dir="auto">
        {card.text}
      </p>

      <dl className="grid grid-cols-1 gap-3 min-[24rem]:grid-cols-3">
        <div className="rounded-md bg-muted/60 p-3">
          <dt className="text-xs text-muted-foreground">{t("facility")}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="facility">
            {figure(card.facility === null ? null : percent(card.facility))}
          </dd>
        </div>
        <div className="rounded-md bg-muted/60 p-3">
          <dt className="text-xs text-muted-foreground">{t("discrimination")}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="discrimination">
            {figure(card.discrimination === null ? null : format.number(card.discrimination, { maximumFractionDigits: 1, signDisplay: "exceptZero" }))}
          </dd>
        </div>
        <div className="rounded-md bg-muted/60 p-3">
          <dt className="text-xs text-muted-foreground">{t("responsesLabel")}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="responses">
            {format.number(card.responses)}
          </dd>
        </div>
      </dl>
      {card.tooFew ? (
        <p className="text-sm text-muted-foreground" data-testid="too-few">
          {card.responses === 0 ? t("tooFewNone") : t("tooFewQuestion", { count: format.number(card.responses), min: format.number(MIN_RESPONSES) })}
        </p>
      ) : null}

      {/* Not a section: every card has this heading, and landmarks must be told apart. */}
      <div className="space-y-2">
        <h3 className="text-sm font-medium">
          {t("optionsCaption")}
        </h3>
        <ul className="space-y-2.5">
          {card.options.map((option) => (
            <li key={option.id} className="space-y-1" data-testid="option-figure" data-correct={option.isCorrect ? "true" : undefined}>
              <div className="flex items-start justify-between gap-3 text-sm">
                <span className="flex min-w-0 items-start gap-1.5">
                  {option.isCorrect ? <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" /> : null}
                  <span className="min-w-0 break-words">
                    <span lang={contentLanguage} dir="auto">
                      {option.text}
                    </span>
                    {option.isCorrect ? <span className="ms-1.5 text-xs font-medium text-success">{t("correctOption")}</span> : null}
                    {option.unpicked ? <span className="ms-1.5 text-xs font-medium text-destructive">{t("unpicked")}</span> : null}
                  </span>
                </span>
                <span className="shrink-0 tabular-nums">{t("chosen", { count: option.count, percent: percent(option.percent) })}</span>
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div className={`h-full rounded-full ${option.isCorrect ? "bg-success" : "bg-primary/60"}`} style={{ width: `${option.percent}%` }} />
              </div>
            </li>
          ))}
          {card.unanswered.count > 0 ? (
            <li className="flex items-start justify-between gap-3 text-sm text-muted-foreground">
              <span>{t("unanswered")}</span>
              <span className="shrink-0 tabular-nums">{t("chosen", { count: card.unanswered.count, percent: percent(card.unanswered.percent) })}</span>
            </li>
          ) : null}
        </ul>
      </div>

      {card.flags.length ? <ItemFlags flags={card.flags} /> : card.tooFew ? null : <p className="text-sm text-muted-foreground">{t("noFlags")}</p>}
      <Link href={editHref} className="inline-flex min-h-10 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t("editLink", { number: card.number })}
      </Link>
    </article>
  );
}
