import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import type { DashboardEnrollment } from "@/lib/dashboard/queries";
import { formatDate, formatPercent } from "@/lib/i18n/kept-formatters";
import { Link } from "@/lib/i18n/navigation";
import { PRIMARY_BUTTON } from "./button-styles";

/** One active course (the content of its list item): title, testament badge, progress bar, start date and the way back in. */
export function CourseProgressItem({ enrollment }: { enrollment: DashboardEnrollment }) {
  const t = useTranslations("Dashboard");
  const locale = useLocale();
  const titleId = `course-${enrollment.id}`;
  const percent = formatPercent(locale, enrollment.progress);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          <Link href={`/course/${enrollment.courseSlug}`} className="inline-flex min-h-11 min-w-11 items-center rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <bdi>{enrollment.courseTitle}</bdi>
          </Link>
        </h3>
        <Badge variant="secondary">{t(`group.${enrollment.courseGroup}`)}</Badge>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <Progress value={enrollment.progress} aria-labelledby={titleId} aria-valuetext={percent} className="flex-1" />
        <span className="w-12 text-end text-sm font-medium tabular-nums" data-testid="course-progress">
          {percent}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {t("started", { date: formatDate(locale, enrollment.startedAt) })}
        </p>
        <Link
          href={`/course/${enrollment.courseSlug}/resume`}
          prefetch={false}
          aria-label={t("continueLearningCourse", { course: enrollment.courseTitle })}
          data-button
          className={PRIMARY_BUTTON}
        >
          {t("continueLearning")}
        </Link>
      </div>
    </>
  );
}
