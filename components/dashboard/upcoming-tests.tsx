import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { DashboardReads } from "@/lib/dashboard/page-data";
import { Link } from "@/lib/i18n/navigation";
import { DashboardIcons } from "./icons";

/** 'Upcoming Tests': up to three assessments of active courses not yet passed, each a link to the assessment. */
export function UpcomingTests({ upcoming: assessments }: Pick<DashboardReads, "upcoming">) {
  const t = useTranslations("Dashboard");
  if (assessments.length === 0) return <p className="text-sm text-muted-foreground">{t("noUpcoming")}</p>;
  return (
    // The links' classes set once on the list, not carried by each test twice (the HTML and the page's data).
    <ul className="-mx-2 space-y-1 [&_a]:flex [&_a]:min-h-11 [&_a]:items-center [&_a]:gap-3 [&_a]:rounded-md [&_a]:px-2 [&_a]:py-2 [&_a]:hover:bg-accent [&_a]:focus-visible:outline-none [&_a]:focus-visible:ring-2 [&_a]:focus-visible:ring-ring">
      {assessments.map((assessment) => (
        <li key={assessment.id} data-testid="upcoming-test">
          <Link href={`/assessment/${assessment.id}`} prefetch={false}>
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
            <DashboardIcons.Icon name="chevron" className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
