"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/components/ui/use-toast";
import { cardState } from "@/lib/courses/card-state";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { COMPLETED_BADGE, PANEL_BUTTON as BUTTON, STATUS_BADGE } from "./state-classes";
import { findEnrollment, useMyEnrollments } from "./use-my-enrollments";

/**
 * `free`: the course costs nothing (isFree, lib/courses/format.ts, on the server); `completedIcon`: drawn by the
 * server (./lesson-icons.tsx). Neither's code is then in the page's script.
 */
type Props = { courseId: string; slug: string; free: boolean; title: string; completedIcon: ReactNode };

/** Course page call to action: enrol (free now, paid through checkout), or progress and 'Continue Learning'. */
export function EnrollPanel({ courseId, slug, free, title, completedIcon }: Props) {
  const t = useTranslations("CourseDetail");
  const router = useRouter();
  const { enrollments, refetch } = useMyEnrollments();
  const [pending, setPending] = useState(false);
  const state = cardState(findEnrollment(enrollments, courseId, slug));

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

  async function enrollFree() {
    setPending(true);
    try {
      const response = await fetch("/api/enrollments", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ courseId }),
      });
      if (response.status === 401) {
        router.push(`/login?callbackUrl=${encodeURIComponent(`/course/${slug}`)}`);
        return;
      }
      if (!response.ok) throw new Error(String(response.status));
      toast({ title: t("enrolledTitle"), description: t("enrolledText") });
      await refetch();
    } catch {
      toast({ variant: "destructive", title: t("enrollErrorTitle"), description: t("enrollErrorText") });
    } finally {
      setPending(false);
    }
  }

  return (
    <button className={BUTTON} onClick={enrollFree} disabled={pending} aria-busy={pending}>
      {pending ? t("enrolling") : t("enroll")}
    </button>
  );
}

/** 'Completed' or 'In Progress' in the Course Information card, for enrolled students only. */
export function EnrollmentStatusRow({ courseId, slug }: { courseId: string; slug: string }) {
  const t = useTranslations("CourseDetail");
  const { enrollments } = useMyEnrollments();
  const state = cardState(findEnrollment(enrollments, courseId, slug));
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
