import { useLocale, useTranslations } from "next-intl";
import { IsolatedInSentence } from "@/components/ui/isolated-in-sentence";
import type { DashboardReads } from "@/lib/dashboard/page-data";
import { formatDate } from "@/lib/i18n/kept-formatters";
import { DashboardIcons } from "./icons";

/** 'Recent Achievements': the three newest certificates (of the student's certificates, newest first). */
export function RecentAchievements({ certificates: all }: Pick<DashboardReads, "certificates">) {
  const t = useTranslations("Dashboard");
  const locale = useLocale();
  const certificates = all.slice(0, 3);
  if (certificates.length === 0) return <p className="text-sm text-muted-foreground">{t("noCertificates")}</p>;
  return (
    <ul className="space-y-3">
      {certificates.map((certificate) => (
        <li key={certificate.id} className="flex items-start gap-3" data-testid="achievement">
          <DashboardIcons.Icon name="award" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="min-w-0">
            {/* A course certificate's title is rebuilt in the reader's language; the stored one is English. */}
            <p className="font-medium">
              {certificate.type === "course_completion" && certificate.courseTitle ? (
                <IsolatedInSentence sentence={(course) => t("courseCompletionTitle", { course })} value={certificate.courseTitle} />
              ) : (
                <bdi>{certificate.title}</bdi>
              )}
            </p>
            <p className="text-sm text-muted-foreground">
              {t("issued", { date: formatDate(locale, certificate.issuedAt) })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
