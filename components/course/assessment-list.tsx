import { ClipboardCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import type { AssessmentSummary } from "@/lib/courses/types";
import { Link } from "@/lib/i18n/navigation";

type Props = {
  assessments: AssessmentSummary[];
  /** The visitor holds the course (the server read their enrollment: components/personal/); false on the public page. */
  enrolled: boolean;
};

/**
 * 'Assessments (count)': title, 'N questions • M min', 'Passing: X%'. The title links to the assessment for an
 * enrolled student (the assessment page checks again when it opens).
 */
export function AssessmentList({ assessments, enrolled }: Props) {
  const t = useTranslations("CourseDetail");
  const assessment = useTranslations("Assessment");
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
                {enrolled ? (
                  <Link
                    href={`/assessment/${a.id}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                    aria-label={assessment("takeAssessment", { title: a.title })}
                  >
                    <bdi>{a.title}</bdi>
                  </Link>
                ) : (
                  <p className="font-medium">
                    <bdi>{a.title}</bdi>
                  </p>
                )}
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
