import { useTranslations } from "next-intl";
import { Progress } from "@/components/ui/progress";
import { cardState, type MyEnrollment } from "@/lib/courses/card-state";
import { Link } from "@/lib/i18n/navigation";
import { FreeEnrollButton } from "./free-enroll-button";
import { completedIcon } from "./lesson-icons";
import { COMPLETED_BADGE, PANEL_BUTTON as BUTTON, STATUS_BADGE } from "./state-classes";

/**
 * `enrollment`: the signed-in visitor's in this course, as the server read it (components/personal/), null on the
 * public page; `free`: the course costs nothing (isFree, lib/courses/format.ts).
 */
type Props = { enrollment: MyEnrollment | null; courseId: string; slug: string; free: boolean; title: string };

/**
 * Course page call to action: enrol (free now, paid through checkout), or progress and 'Continue Learning'. Drawn by
 * the server for the visitor; only the free course's button is client code (./free-enroll-button.tsx).
 */
export function EnrollPanel({ enrollment, courseId, slug, free, title }: Props) {
  const t = useTranslations("CourseDetail");
  const state = cardState(enrollment);

  if (state.kind !== "not-enrolled") {
    return (
      <div className="space-y-3" data-testid="enrolled-panel">
        {state.kind === "completed" ? (
          <span className={COMPLETED_BADGE}>
            {completedIcon}
            {t("completed")}
          </span>
        ) : (
          <>
            <div className="flex justify-between text-sm">
              <span>{t("yourProgress")}</span>
              <span className="font-medium">{t("percent", { percent: state.percent })}</span>
            </div>
            <Progress value={state.barWidth} aria-label={t("progressOf", { title })} />
          </>
        )}
        <Link href={`/course/${slug}/resume`} prefetch={false} className={BUTTON}>
          {t("continueLearning")}
        </Link>
      </div>
    );
  }

  if (!free) {
    // Paid course: checkout takes the payment (it sends signed-out visitors to sign in first). The refund rule is
    // stated here, before paying, as well as on the checkout.
    return (
      <div className="space-y-2">
        <Link href={`/checkout/${slug}`} className={BUTTON}>
          {t("enroll")}
        </Link>
        <p className="text-sm text-muted-foreground" data-testid="refund-rule">{t("refundRule")}</p>
      </div>
    );
  }

  return <FreeEnrollButton courseId={courseId} slug={slug} />;
}

/** 'Completed' or 'In Progress' in the Course Information card, for enrolled students only. */
export function EnrollmentStatusRow({ enrollment }: { enrollment: MyEnrollment | null }) {
  const t = useTranslations("CourseDetail");
  const state = cardState(enrollment);
  if (state.kind === "not-enrolled") return null;
  return (
    <div className="flex items-center justify-between gap-2 py-2">
      <dt className="text-muted-foreground">{t("status")}</dt>
      <dd>
        <span className={STATUS_BADGE[state.kind]}>{state.kind === "completed" ? t("completed") : t("inProgress")}</span>
      </dd>
    </div>
  );
}
