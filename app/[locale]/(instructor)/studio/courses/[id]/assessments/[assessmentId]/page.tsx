import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AssessmentHeader } from "@/components/studio/assessment/assessment-header";
import { PoolSummary } from "@/components/studio/assessment/pool-summary";
import { QuestionList } from "@/components/studio/assessment/question-list";
import { SettingsForm } from "@/components/studio/assessment/settings-form";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { requireStudioPageUser, studioCourseAccess } from "@/lib/studio/access";
import { questionsShown } from "@/lib/assessments/draw";
import { assessmentEditorData } from "@/lib/studio/assessment-editor";

type Props = PageProps<"/[locale]/studio/courses/[id]/assessments/[assessmentId]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "StudioAssessment" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The assessment editor: its settings, and its pool of questions with guessing cues and item-analysis flags. */
export default async function AssessmentEditorPage({ params }: Props) {
  const { locale, id, assessmentId } = await params;
  setRequestLocale(locale);
  const path = `/studio/courses/${id}/assessments/${assessmentId}`;
  // Signed out: to the sign-in page. Students, and instructors of other courses: 404.
  const user = await requireStudioPageUser(locale as Locale, path);
  if (!(await studioCourseAccess(user, id))) notFound();
  const data = await assessmentEditorData(id, assessmentId);
  if (!data) notFound();
  const t = await getTranslations("StudioAssessment");
  const { assessment, cues } = data;
  const retired = data.questions.filter((q) => q.retired).length;
  const drawn = assessment.questionsPerAttempt;
  // Retiring questions can shrink the pool under a saved draw; attempts then show only a third of it.
  const shown = questionsShown(drawn, cues.pool);

  return (
    <ClientMessages namespaces={["StudioAssessment", "StudioItemAnalysis", "Studio"]}>
      <div className="container mx-auto max-w-4xl space-y-8 px-4 py-8">
        <AssessmentHeader course={data.course} assessment={assessment} current="editor" />
        <section className="rounded-lg border bg-card p-4 shadow-sm sm:p-6">
          <SettingsForm assessmentId={assessment.id} settings={assessment} pool={cues.pool} retired={retired} contentLanguage={data.course.language} />
        </section>
        <section aria-labelledby="questions-heading" className="space-y-4">
          <div>
            <h2 id="questions-heading" className="text-xl font-semibold">
              {t("questionsTitle")}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t("questionsDescription")}</p>
          </div>
          {drawn !== null && shown < drawn ? (
            <p className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm" data-testid="draw-warning">
              {t("drawExceedsPool", { drawn, pool: cues.pool, most: shown })}
            </p>
          ) : null}
          <PoolSummary cues={cues} />
          <p className="text-sm text-muted-foreground">
            {t("flagsFromAttempts", { count: data.attempts })}{" "}
            <Link href={`${path}/analysis`} className="text-primary underline underline-offset-4">
              {t("seeAnalysis")}
            </Link>
          </p>
          <QuestionList
            assessmentId={assessment.id}
            questions={data.questions}
            lessons={data.lessons}
            contentLanguage={data.course.language}
            crowdedPosition={cues.crowded?.position ?? null}
            analysisHref={`${path}/analysis`}
          />
        </section>
      </div>
    </ClientMessages>
  );
}
