import { useLocale, useTranslations } from "next-intl";
import { verifyPath } from "@/lib/certificates/verify-url";
import type { CertificateDto } from "@/lib/dashboard/certificates";
import type { DashboardEnrollment } from "@/lib/dashboard/queries";
import { formatDate } from "@/lib/i18n/kept-formatters";
import { Link } from "@/lib/i18n/navigation";
import { OUTLINE_BUTTON, PRIMARY_BUTTON } from "./button-styles";
import { DashboardIcons } from "./icons";

type Props = { enrollment: DashboardEnrollment; certificate: CertificateDto | null };

/** One completed course (inside its list item, see CurrentCourses): its title, when it was completed, its certificate and the way back to review it. */
export function CompletedCourseItem({ enrollment, certificate }: Props) {
  const t = useTranslations("MyLearning");
  const locale = useLocale();
  const course = enrollment.courseTitle;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h4 className="text-lg font-semibold">
          <Link href={`/course/${enrollment.courseSlug}`} className="inline-flex min-h-11 items-center rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {course}
          </Link>
        </h4>
        {enrollment.completedAt && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <DashboardIcons.Icon name="check" className="size-4 text-success" />
            {t("completedOn", { date: formatDate(locale, enrollment.completedAt) })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {certificate && (
          <Link href={verifyPath(certificate.serial)} aria-label={t("viewCertificateLabel", { course })} data-button className={PRIMARY_BUTTON}>
            <DashboardIcons.Icon name="award" />
            {t("viewCertificate")}
          </Link>
        )}
        <Link href={`/course/${enrollment.courseSlug}`} aria-label={t("reviewCourseLabel", { course })} data-button className={OUTLINE_BUTTON}>
          {t("reviewCourse")}
        </Link>
      </div>
    </div>
  );
}
