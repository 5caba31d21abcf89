"use client";

import { useLocale, useTranslations } from "next-intl";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { addAssessmentAction } from "@/lib/studio/course-actions";
import { AddItemForm } from "./add-item-form";
import { SELECT_CLASS } from "./field-styles";

export type AssessmentRow = { id: string; title: string; type: "quiz" | "midterm" | "final"; poolSize: number; questionsPerAttempt: number | null };

const TYPES = ["quiz", "midterm", "final"] as const;

/** The Assessments tab: each with its type, pool and questions drawn per attempt; a new one opens in its editor. */
export function AssessmentsTab({ courseId, assessments }: { courseId: string; assessments: AssessmentRow[] }) {
  const t = useTranslations("CourseEditor");
  const locale = useLocale();
  const router = useRouter();
  return (
    <div className="space-y-6">
      {assessments.length === 0 ? (
        <p className="rounded-md border p-4 text-muted-foreground">{t("assessmentsEmpty")}</p>
      ) : (
        <ul className="divide-y rounded-md border" data-testid="studio-assessments">
          {assessments.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3">
              <Link href={`/studio/courses/${courseId}/assessments/${a.id}`} className="font-medium text-primary underline-offset-4 hover:underline" dir="auto">
                {a.title}
              </Link>
              <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <span>{t(`type_${a.type}`)}</span>
                <span>{t("poolSize", { count: a.poolSize })}</span>
                <span>{a.questionsPerAttempt === null ? t("drawnAll") : t("drawn", { count: a.questionsPerAttempt })}</span>
              </span>
              {a.questionsPerAttempt !== null && a.questionsPerAttempt > a.poolSize ? <p className="basis-full text-sm font-medium text-destructive">{t("drawnMoreThanPool")}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="add-assessment" className="space-y-2">
        <h3 id="add-assessment" className="text-base font-semibold">
          {t("addAssessment")}
        </h3>
        <AddItemForm
          titleLabel={t("newAssessmentTitle")}
          submitLabel={t("addAssessment")}
          busyLabel={t("adding")}
          failedLabel={t("addFailed")}
          onSubmit={async ({ title, type }) => {
            const result = await addAssessmentAction(locale, courseId, { title, type });
            if (result.ok) router.push(`/studio/courses/${courseId}/assessments/${result.data.assessmentId}`);
            return result;
          }}
        >
          <div className="space-y-1.5">
            <label htmlFor="new-assessment-type" className="text-sm font-medium">
              {t("assessmentType")}
            </label>
            <select id="new-assessment-type" name="type" defaultValue="quiz" className={SELECT_CLASS}>
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`type_${type}`)}
                </option>
              ))}
            </select>
          </div>
        </AddItemForm>
      </section>
    </div>
  );
}
