import { useFormatter, useTranslations } from "next-intl";
import { CUES, type PoolCues } from "@/lib/studio/pool-cues";

/** One line for the whole pool: how many questions give their answer away, and by which cue. */
export function PoolSummary({ cues }: { cues: PoolCues }) {
  const t = useTranslations("StudioAssessment");
  const format = useFormatter();
  if (cues.pool === 0) return null;
  if (cues.flagged === 0) {
    return (
      <p className="rounded-md border border-success/40 bg-success/5 px-3 py-2 text-sm" data-testid="pool-summary">
        {t("poolSummaryClear", { pool: cues.pool })}
      </p>
    );
  }
  return (
    <div
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      data-testid="pool-summary"
    >
      <p className="font-medium">{t("poolSummary", { flagged: format.number(cues.flagged), pool: format.number(cues.pool) })}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {CUES.filter((cue) => cues.counts[cue] > 0).map((cue) => (
          <li key={cue} data-cue={cue}>
            {t(`cueCount.${cue}`, { count: format.number(cues.counts[cue]), position: format.number(cues.crowded?.position ?? 1) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
