"use client";

import { CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Progress } from "@/components/ui/progress";
import { cardState, type CardState } from "@/lib/courses/card-state";
import { Link } from "@/lib/i18n/navigation";
import { CARD_BUTTON, CARD_BUTTON_WIDE } from "./state-classes";
import { findEnrollment, useMyEnrollments } from "./use-my-enrollments";

type Props = { courseId: string; slug: string; title: string; price: string };

/** The card footer: the static 'Enroll Now' for everyone, replaced by the signed-in student's own state. */
export function CourseCardAction({ courseId, slug, title, price }: Props) {
  const { enrollments } = useMyEnrollments();
  return <CardFooterView state={cardState(findEnrollment(enrollments, courseId, slug))} slug={slug} title={title} price={price} />;
}

export function CardFooterView({ state, slug, title, price }: { state: CardState; slug: string; title: string; price: string }) {
  const t = useTranslations("CourseCard");
  if (state.kind === "completed") {
    return (
      <p className="flex items-center gap-2 font-medium text-success" data-testid="card-complete">
        <CheckCircle2 aria-hidden className="size-5" />
        {t("complete")}
      </p>
    );
  }
  if (state.kind === "in-progress") {
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
  return (
    <div className="flex items-center justify-between gap-3">
      <span className="text-lg font-bold text-primary" data-testid="card-price">{price}</span>
      <Link href={`/checkout/${slug}`} prefetch={false} aria-label={t("enrollIn", { title })} className={CARD_BUTTON}>
        {t("enrollNow")}
      </Link>
    </div>
  );
}
