"use client";

import { CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { Enrollment } from "./use-checkout";

type Props = {
  courseTitle: string;
  /** Set when the title is shown in another language than the page's (an untranslated course). */
  courseTitleLang?: string;
  enrollment: Enrollment;
};

// Stands in for the title inside the translated sentence, so the title can be wrapped in its own <bdi>.
const TITLE_SLOT = "\u{F0000}";

/**
 * Shown in place of the card form once the server has enrolled the student, and stays: the next step is
 * the course's first lesson (chosen by the server), with the course page and the dashboard beside it.
 * It takes focus, since the Pay button it replaces held it.
 */
export function PaymentSuccess({ courseTitle, courseTitleLang, enrollment }: Props) {
  const t = useTranslations("Checkout");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const coursePath = `/course/${encodeURIComponent(enrollment.courseSlug)}`;
  const lessonPath = enrollment.firstLessonId ? `${coursePath}/lesson/${encodeURIComponent(enrollment.firstLessonId)}` : null;
  const [before, after = ""] = t("enrolledTitle", { course: TITLE_SLOT }).split(TITLE_SLOT);

  return (
    <div className="flex flex-col items-center py-4 text-center" data-testid="payment-success">
      <CheckCircle2 className="h-12 w-12 text-green-700" aria-hidden="true" />
      <p className="mt-3 text-sm font-medium text-green-800 dark:text-green-300">{t("successTitle")}</p>
      <h2 ref={heading} tabIndex={-1} className="mt-1 text-xl font-semibold">
        {before}
        <bdi lang={courseTitleLang}>{courseTitle}</bdi>
        {after}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{t("enrolledText")}</p>
      <div className="mt-6 flex w-full flex-col gap-3">
        {lessonPath && (
          <Button asChild className="min-h-11 w-full">
            <Link href={lessonPath}>{t("startLesson1")}</Link>
          </Button>
        )}
        <Button asChild variant={lessonPath ? "outline" : "default"} className="min-h-11 w-full">
          <Link href={coursePath}>{t("goToCourse")}</Link>
        </Button>
        <Button asChild variant="ghost" className="min-h-11 w-full">
          <Link href="/dashboard">{t("goToDashboard")}</Link>
        </Button>
      </div>
    </div>
  );
}
