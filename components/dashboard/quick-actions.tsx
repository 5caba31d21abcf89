import { Award, BookOpen, GraduationCap, Receipt } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { DashboardReads } from "@/lib/dashboard/page-data";
import { Link } from "@/lib/i18n/navigation";

/** Shortcuts; 'View Grades' stays disabled until an assessment has been graded. */
export function QuickActions({ activity: { graded } }: Pick<DashboardReads, "activity">) {
  const t = useTranslations("Dashboard");
  const receipts = useTranslations("Receipts");
  return (
    <div className="grid gap-2">
      <Button asChild variant="outline" className="h-11 justify-start">
        <Link href="/courses">
          <BookOpen aria-hidden="true" />
          {t("browseCourses")}
        </Link>
      </Button>
      {graded ? (
        <Button asChild variant="outline" className="h-11 justify-start">
          <Link href="/dashboard/grades">
            <GraduationCap aria-hidden="true" />
            {t("viewGrades")}
          </Link>
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
        <Link href="/certificates">
          <Award aria-hidden="true" />
          {t("myCertificates")}
        </Link>
      </Button>
      <Button asChild variant="outline" className="h-11 justify-start">
        <Link href="/purchases">
          <Receipt aria-hidden="true" />
          {receipts("dashboardLink")}
        </Link>
      </Button>
    </div>
  );
}
