import { useTranslations } from "next-intl";
import type { GuessingCue } from "@/lib/assessments/guessing-cues";

/**
 * The guessing cues of one question as warnings: each says what gives the answer away and how to fix it. A
 * warning, not a refusal: the question is saved and drawn as it is.
 */
export function CueWarnings({ cues, crowdedPosition, id }: { cues: GuessingCue[]; crowdedPosition: number | null; id?: string }) {
  const t = useTranslations("StudioAssessment");
  if (!cues.length) return null;
  return (
    <div
      id={id}
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      data-testid="cue-warnings"
    >
      <p className="font-medium">{t("cuesTitle")}</p>
      <ul className="mt-1 list-disc space-y-1 ps-5">
        {cues.map((cue) => (
          <li key={cue} data-cue={cue}>
            {cue === "same-position" ? t("cue.same-position", { position: crowdedPosition ?? 1 }) : t(`cue.${cue}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
