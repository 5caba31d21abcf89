import { BookOpen, GraduationCap, Receipt } from "lucide-react";
import { useTranslations } from "next-intl";
import type { DashboardReads } from "@/lib/dashboard/page-data";
import { Link } from "@/lib/i18n/navigation";
import { QUICK_ACTION_BUTTON } from "./button-styles";
import { DashboardIcons } from "./icons";

/** Shortcuts; 'View Grades' stays disabled until an assessment has been graded. Styled as buttons by the page (./button-styles.ts). */
export function QuickActions({ activity: { graded } }: Pick<DashboardReads, "activity">) {
  const t = useTranslations("Dashboard");
  const receipts = useTranslations("Receipts");
  return (
    <div className="grid gap-2">
      <Link href="/courses" data-button className={QUICK_ACTION_BUTTON}>
        <BookOpen aria-hidden="true" />
        {t("browseCourses")}
      </Link>
      {graded ? (
        <Link href="/dashboard/grades" data-button className={QUICK_ACTION_BUTTON}>
          <GraduationCap aria-hidden="true" />
          {t("viewGrades")}
        </Link>
      ) : (
        <>
          <button type="button" data-button className={QUICK_ACTION_BUTTON} disabled aria-describedby="no-grades-hint">
            <GraduationCap aria-hidden="true" />
            {t("viewGrades")}
          </button>
          <p id="no-grades-hint" className="text-xs text-muted-foreground">
            {t("noGradesYet")}
          </p>
        </>
      )}
      <Link href="/certificates" data-button className={QUICK_ACTION_BUTTON}>
        <DashboardIcons.Icon name="award" />
        {t("myCertificates")}
      </Link>
      <Link href="/purchases" data-button className={QUICK_ACTION_BUTTON}>
        <Receipt aria-hidden="true" />
        {receipts("dashboardLink")}
      </Link>
    </div>
  );
}
