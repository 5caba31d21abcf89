import { ClipboardCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { AssessmentTitleLink } from "@/components/assessment/assessment-title-link";
import type { AssessmentSummary } from "@/lib/courses/types";

/** 'Assessments (count)': title (a link to the assessment for enrolled students), 'N questions • M min', 'Passing: X%'. */
export function AssessmentList({ assessments, courseId, slug }: { assessments: AssessmentSummary[]; courseId: string; slug: string }) {
  const t = useTranslations("CourseDetail");
  return (
    <section aria-labelledby="assessments-heading">
      <h2 id="assessments-heading" className="mb-4 font-serif text-2xl font-semibold">
        {t("assessmentsHeading", { count: assessments.length })}
      </h2>
      {assessments.length === 0 ? (
        <p className="text-muted-foreground">{t("noAssessments")}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {assessments.map((a) => (
            <li key={a.id} className="flex items-center gap-4 p-4">
              <ClipboardCheck aria-hidden className="size-5 shrink-0 text-primary" />
              <div className="flex-1">
                <AssessmentTitleLink id={a.id} title={a.title} courseId={courseId} slug={slug} />
                <p className="text-sm text-muted-foreground">
                  {t("assessmentMeta", { questions: a.totalQuestions, minutes: a.timeLimit })}
                </p>
              </div>
              <span className="text-sm font-medium">{t("passing", { score: a.passingScore })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
