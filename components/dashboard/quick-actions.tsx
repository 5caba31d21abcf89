import { Award, BookOpen, GraduationCap, Receipt } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { DashboardReads } from "@/lib/dashboard/page-data";
import { LocalizedLink } from "@/components/i18n/localized-link";

/** Shortcuts; 'View Grades' stays disabled until an assessment has been graded. */
export function QuickActions({ activity: { graded } }: Pick<DashboardReads, "activity">) {
  const t = useTranslations("Dashboard");
  const receipts = useTranslations("Receipts");
  return (
    <div className="grid gap-2">
      <Button asChild variant="outline" className="h-11 justify-start">
        <LocalizedLink href="/courses">
          <BookOpen aria-hidden="true" />
          {t("browseCourses")}
        </LocalizedLink>
      </Button>
      {graded ? (
        <Button asChild variant="outline" className="h-11 justify-start">
          <LocalizedLink href="/dashboard/grades">
            <GraduationCap aria-hidden="true" />
            {t("viewGrades")}
          </LocalizedLink>
        </Button>
      ) : (
        <>
          <Button variant="outline" className="h-11 justify-start" disabled aria-describedby="no-grades-hint">
            <GraduationCap aria-hidden="true" />
            {t("viewGrades")}
          </Button>
          <p id="no-grades-hint" className="text-xs text-muted-foreground">
            {t("noGradesYet")}
          </p>
        </>
      )}
      <Button asChild variant="outline" className="h-11 justify-start">
        <LocalizedLink href="/certificates">
          <Award aria-hidden="true" />
          {t("myCertificates")}
        </LocalizedLink>
      </Button>
      <Button asChild variant="outline" className="h-11 justify-start">
        <LocalizedLink href="/purchases">
          <Receipt aria-hidden="true" />
          {receipts("dashboardLink")}
        </LocalizedLink>
      </Button>
    </div>
  );
}
