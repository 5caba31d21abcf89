import { CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Progress } from "@/components/ui/progress";
import type { CardState } from "@/lib/courses/card-state";
import { Link } from "@/lib/i18n/navigation";
import { CARD_BUTTON_WIDE } from "./state-classes";

type Props = { state: Exclude<CardState, { kind: "not-enrolled" }>; slug: string; title: string };

/**
 * A card's footer for a course the signed-in student holds: 'Complete' with a tick, or the progress and 'Continue'.
 * No client code of its own: the server draws it on the pages it renders for that student (./course-card.tsx), and
 * the catalogue's live search, loaded on first use (./catalogue-live.ts), for the cards it draws. The card itself
 * draws the price and 'Enroll Now' everyone else sees (./course-card-view.tsx).
 */
export function CardProgressFooter({ state, slug, title }: Props) {
  const t = useTranslations("CourseCard");
  if (state.kind === "completed") {
    return (
      <p className="flex items-center gap-2 font-medium text-success" data-testid="card-complete">
        <CheckCircle2 aria-hidden className="size-5" />
        {t("complete")}
      </p>
    );
  }
  return (
    <div className="space-y-2" data-testid="card-in-progress">
      <div className="flex items-center justify-between text-sm">
        <span>{t("progress")}</span>
        <span className="font-medium">{t("percent", { percent: state.percent })}</span>
      </div>
      <Progress value={state.barWidth} aria-label={t("progressOf", { title })} />
      <Link href={`/course/${slug}/resume`} prefetch={false} aria-label={t("continueCourse", { title })} className={CARD_BUTTON_WIDE}>
        {t("continue")}
      </Link>
    </div>
  );
}
