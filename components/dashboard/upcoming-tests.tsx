import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { listUpcomingAssessments } from "@/lib/dashboard/queries";
import type { Locale } from "@/lib/i18n/locales";

/** 'Upcoming Tests': up to three assessments of active courses not yet passed. */
export async function UpcomingTests({ userId, locale }: { userId: string; locale: Locale }) {
  const [t, assessments] = await Promise.all([getTranslations("Dashboard"), listUpcomingAssessments(userId, locale)]);
  if (assessments.length === 0) return <p className="text-sm text-muted-foreground">{t("noUpcoming")}</p>;
  return (
    <ul className="space-y-3">
      {assessments.map((assessment) => (
        <li key={assessment.id} className="flex items-start justify-between gap-3" data-testid="upcoming-test">
          <div className="min-w-0">
            <p className="font-medium">{assessment.title}</p>
            <p className="text-sm text-muted-foreground">{assessment.courseTitle}</p>
          </div>
          <Badge variant="outline" className="shrink-0">
            {t(`assessmentType.${assessment.type}`)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
