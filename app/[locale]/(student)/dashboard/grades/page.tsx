import type { Metadata } from "next";
import { ArrowLeft } from "lucide-react";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { GradeCards } from "@/components/dashboard/grade-cards";
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
  const [t, format, rows] = await Promise.all([getTranslations("Dashboard"), getFormatter(), listGrades(user.id, locale as Locale)]);
  const grades = rows.map((grade) => ({
    ...grade,
    scoreText: format.number(grade.score / 100, { style: "percent", maximumFractionDigits: 0 }),
    submittedText: format.dateTime(new Date(grade.submittedAt), { dateStyle: "medium" }),
  }));

  return (
    <div className="container mx-auto px-4 py-8 sm:py-10">
      <h1 id="grades-heading" className="text-3xl font-bold">{t("gradesTitle")}</h1>
      {grades.length === 0 ? (
        <p className="mt-6 text-muted-foreground">{t("noGradesYet")}</p>
      ) : (
        <>
          <div className="mt-6 sm:hidden">
            <GradeCards
              grades={grades}
              labels={{ course: t("gradeCourse"), score: t("gradeScore"), submitted: t("gradeSubmitted"), passed: t("passed"), notPassed: t("notPassed") }}
            />
          </div>
          {/* From a small tablet up, a table; it scrolls sideways if it must, and takes focus so a keyboard can scroll it too. */}
          <div className="mt-6 hidden overflow-x-auto rounded-lg border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:block" role="region" aria-labelledby="grades-heading" tabIndex={0}>
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
                    <td className="p-3 font-medium"><bdi lang={grade.assessmentTitleLang}>{grade.assessmentTitle}</bdi></td>
                    <td className="p-3">
                      <bdi>{grade.courseTitle}</bdi>
                    </td>
                    <td className="p-3 tabular-nums">{grade.scoreText}</td>
                    <td className="p-3">
                      <Badge variant={grade.passed ? "success" : "secondary"}>{grade.passed ? t("passed") : t("notPassed")}</Badge>
                    </td>
                    <td className="p-3">{grade.submittedText}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Button asChild variant="outline" className="mt-6 h-11">
        <Link href="/dashboard">
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t("backToDashboard")}
        </Link>
      </Button>
    </div>
  );
}
