import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { AssessmentHeader } from "@/components/studio/assessment/assessment-header";
import { ItemAnalysisCard } from "@/components/studio/assessment/item-analysis-card";
import { MIN_RESPONSES } from "@/lib/assessments/item-analysis";
import type { Locale } from "@/lib/i18n/locales";
import { requireStudioPageUser, studioCourseAccess } from "@/lib/studio/access";
import { itemAnalysisPageData } from "@/lib/studio/item-analysis-page";

type Props = PageProps<"/[locale]/studio/courses/[id]/assessments/[assessmentId]/analysis">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "StudioItemAnalysis" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** Item analysis, as Moodle's quiz statistics: per question, how students answered it in their submitted attempts. */
export default async function ItemAnalysisPage({ params }: Props) {
  const { locale, id, assessmentId } = await params;
  setRequestLocale(locale);
  const editor = `/studio/courses/${id}/assessments/${assessmentId}`;
  const user = await requireStudioPageUser(locale as Locale, `${editor}/analysis`);
  if (!(await studioCourseAccess(user, id))) notFound();
  const data = await itemAnalysisPageData(id, assessmentId);
  if (!data) notFound();
  const t = await getTranslations("StudioItemAnalysis");

  return (
    <div className="container mx-auto max-w-4xl space-y-6 px-4 py-8">
      <AssessmentHeader course={data.course} assessment={data.assessment} current="analysis" />
      <div className="space-y-3">
        <p className="text-muted-foreground">{t("description")}</p>
        <p className="font-medium" data-testid="attempts-analysed">
          {t("attempts", { count: data.attempts })}
        </p>
        {data.attempts === 0 ? (
          <p className="rounded-md border px-3 py-2 text-sm">{t("noAttempts")}</p>
        ) : data.attempts < MIN_RESPONSES ? (
          // Each card says so for a question too few students have seen; this is about the assessment as a whole.
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50" data-testid="too-few-overall">
            {t("tooFewOverall", { min: MIN_RESPONSES })}
          </p>
        ) : null}
        <details className="rounded-md border px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium">{t("howToRead")}</summary>
          <dl className="mt-2 space-y-2">
            <div>
              <dt className="font-medium">{t("facility")}</dt>
              <dd className="text-muted-foreground">{t("howToReadFacility")}</dd>
            </div>
            <div>
              <dt className="font-medium">{t("discrimination")}</dt>
              <dd className="text-muted-foreground">{t("howToReadDiscrimination", { min: MIN_RESPONSES })}</dd>
            </div>
          </dl>
        </details>
      </div>
      {data.cards.length === 0 ? (
        <p className="rounded-lg border p-6 text-muted-foreground">{t("noQuestions")}</p>
      ) : (
        <ol className="space-y-4" aria-label={t("questionsLabel")}>
          {data.cards.map((card) => (
            <li key={card.questionId}>
              <ItemAnalysisCard card={card} editHref={`${editor}#question-${card.questionId}`} contentLanguage={data.course.language} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
