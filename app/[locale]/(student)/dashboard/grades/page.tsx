import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { requirePageUser } from "@/lib/auth/page-guard";
import { listGrades } from "@/lib/dashboard/grades";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";

export async function generateMetadata({ params }: PageProps<"/[locale]/dashboard/grades">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Dashboard" });
  return { title: t("gradesTitle"), robots: { index: false } };
}

// 'View Grades' from the dashboard: every graded attempt of the signed-in student.
export default async function GradesPage({ params }: PageProps<"/[locale]/dashboard/grades">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser(locale as Locale, "/dashboard/grades");
  const [t, format, grades] = await Promise.all([getTranslations("Dashboard"), getFormatter(), listGrades(user.id, locale as Locale)]);

  return (
    <div className="container mx-auto px-4 py-8 sm:py-10">
      <h1 id="grades-heading" className="text-3xl font-bold">{t("gradesTitle")}</h1>
      {grades.length === 0 ? (
        <p className="mt-6 text-muted-foreground">{t("noGradesYet")}</p>
      ) : (
        // A narrow screen scrolls the table sideways: the region takes focus so a keyboard can scroll it too.
        <div className="mt-6 overflow-x-auto rounded-lg border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" role="region" aria-labelledby="grades-heading" tabIndex={0}>
          <table className="w-full text-sm">
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="p-3 text-start">{t("gradeAssessment")}</th>
                <th scope="col" className="p-3 text-start">{t("gradeCourse")}</th>
                <th scope="col" className="p-3 text-start">{t("gradeScore")}</th>
                <th scope="col" className="p-3 text-start">{t("gradeResult")}</th>
                <th scope="col" className="p-3 text-start">{t("gradeSubmitted")}</th>
              </tr>
            </thead>
            <tbody>
              {grades.map((grade) => (
                <tr key={grade.attemptId} className="border-t">
                  <td className="p-3 font-medium">{grade.assessmentTitle}</td>
                  <td className="p-3">{grade.courseTitle}</td>
                  <td className="p-3 tabular-nums">{format.number(grade.score / 100, { style: "percent", maximumFractionDigits: 0 })}</td>
                  <td className="p-3">
                    <Badge variant={grade.passed ? "success" : "secondary"}>{grade.passed ? t("passed") : t("notPassed")}</Badge>
                  </td>
                  <td className="p-3">{format.dateTime(new Date(grade.submittedAt), { dateStyle: "medium" })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Button asChild variant="outline" className="mt-6">
        <Link href="/dashboard">{t("backToDashboard")}</Link>
      </Button>
    </div>
  );
}
