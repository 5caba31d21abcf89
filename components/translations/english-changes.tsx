import { useFormatter, useTranslations } from "next-intl";
import type { FieldChange } from "@/lib/translations/english-changes";
import type { OutdatedMark } from "@/lib/translations/outdated";
import { WordDiff } from "./word-diff";

const FIELD_LABEL = {
  title: "fieldTitle",
  description: "fieldDescription",
  outcomes: "fieldOutcomes",
  content: "fieldContent",
  text: "fieldText",
  explanation: "fieldExplanation",
  option: "fieldOption",
} as const;

function FieldDiff({ change }: { change: FieldChange }) {
  const t = useTranslations("TranslationStatus");
  return (
    <div className="space-y-1">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t(FIELD_LABEL[change.field], { number: change.number ?? 0 })}</p>
      {change.segments.length ? (
        <div lang="en" dir="ltr">
          <WordDiff segments={change.segments} labels={{ removed: t("removed"), added: t("added") }} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t("formattingOnly")}</p>
      )}
    </div>
  );
}

/**
 * Under an outdated translation on the translations screen: when the English changed, and (folded) what changed
 * in it since the translation was saved, field by field.
 */
export function EnglishChanges({ outdated }: { outdated: OutdatedMark }) {
  const t = useTranslations("TranslationStatus");
  const format = useFormatter();
  const date = format.dateTime(new Date(outdated.changedAt), { dateStyle: "long", timeZone: "UTC" });
  return (
    <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50/60 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40" data-testid="english-changes">
      <p>{t("outdatedText", { date })}</p>
      {outdated.changes ? (
        <details>
          <summary className="cursor-pointer font-medium">{t("changesSummary")}</summary>
          <div className="mt-2 space-y-3">
            <p className="text-xs text-muted-foreground">{t("legend")}</p>
            {outdated.changes.map((change) => (
              <FieldDiff key={`${change.field}-${change.number ?? 0}`} change={change} />
            ))}
          </div>
        </details>
      ) : (
        <p className="text-muted-foreground">{t("changesUnknown")}</p>
      )}
    </div>
  );
}
