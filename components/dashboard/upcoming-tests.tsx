import { ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { DashboardReads } from "@/lib/dashboard/page-data";
import { Link } from "@/lib/i18n/navigation";

/** 'Upcoming Tests': up to three assessments of active courses not yet passed, each a link to the assessment. */
export function UpcomingTests({ upcoming: assessments }: Pick<DashboardReads, "upcoming">) {
  const t = useTranslations("Dashboard");
  if (assessments.length === 0) return <p className="text-sm text-muted-foreground">{t("noUpcoming")}</p>;
  return (
    <ul className="-mx-2 space-y-1">
      {assessments.map((assessment) => (
        <li key={assessment.id} data-testid="upcoming-test">
          <Link
            href={`/assessment/${assessment.id}`}
            prefetch={false}
            className="flex min-h-11 items-center gap-3 rounded-md px-2 py-2 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-medium">
                <bdi lang={assessment.titleLang}>{assessment.title}</bdi>
              </span>
              <span className="block text-sm text-muted-foreground">
                <bdi>{assessment.courseTitle}</bdi>
              </span>
            </span>
            <Badge variant="outline" className="shrink-0">
              {t(`assessmentType.${assessment.type}`)}
            </Badge>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
