import { ChevronLeft } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { IsolatedInSentence } from "@/components/ui/isolated-in-sentence";
import { Link } from "@/lib/i18n/navigation";
import type { CourseForTranslation } from "@/lib/translations/lesson-queries";
import { translationsQuery } from "@/lib/translations/target-language";
import { AssessmentTitleForm } from "./assessment-title-form";
import { EnglishChanges } from "./english-changes";
import { LessonTranslationForm } from "./lesson-translation-form";
import { OutdatedBadge } from "./outdated-badge";
import { QuestionTranslationForm } from "./question-translation-form";

type Props = { data: CourseForTranslation; language: { code: string; name: string } };

/** The translations page's editor for one course's lessons and assessment questions in one language. */
export async function CourseLessonsEditor({ data, language }: Props) {
  const [t, locale] = await Promise.all([getTranslations("LessonTranslations"), getLocale()]);
  const status = (translation: CourseForTranslation["lessons"][number]["translation"]) =>
    !translation ? "statusMissing" : translation.content.trim() ? "statusTranslated" : "statusTitleOnly";

  return (
    <section aria-labelledby="lesson-translations-heading" className="space-y-6" data-testid="lesson-translations">
      <Link href={{ pathname: "/translations", query: translationsQuery(language.code, locale) }} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t("backToCourses")}
      </Link>
      <div>
        <h2 id="lesson-translations-heading" className="text-2xl font-semibold">
          <IsolatedInSentence sentence={(course) => t("editorTitle", { course, language: language.name })} value={data.course.title} />
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("editorHint")}</p>
      </div>
      {data.lessons.map((lesson) => (
        <details key={lesson.id} className="rounded-lg border bg-card p-4" data-lesson-order={lesson.order}>
          <summary className="flex cursor-pointer flex-wrap items-center gap-2 font-semibold">
            <span>
              <IsolatedInSentence sentence={(title) => t("lessonHeading", { order: lesson.order, title })} value={lesson.original.title} lang="en" />
            </span>
            <Badge variant={status(lesson.translation) === "statusTranslated" ? "success" : "secondary"}>{t(status(lesson.translation))}</Badge>
            {lesson.outdated ? <OutdatedBadge /> : null}
          </summary>
          <div className="mt-4 space-y-4">
            {lesson.outdated ? <EnglishChanges outdated={lesson.outdated} /> : null}
            <LessonTranslationForm lesson={lesson} language={language} />
          </div>
        </details>
      ))}
      {data.assessments.map((assessment) => (
        <details key={assessment.id} className="rounded-lg border bg-card p-4">
          <summary className="flex cursor-pointer flex-wrap items-center gap-2 font-semibold">
            <span>
              <IsolatedInSentence sentence={(title) => t("assessmentHeading", { title })} value={assessment.title} lang="en" />
            </span>
            {assessment.questions.some((question) => question.outdated) ? <OutdatedBadge /> : null}
          </summary>
          <div className="mt-4 space-y-4">
            <AssessmentTitleForm assessment={assessment} language={language} />
            {assessment.questions.map((question, i) => (
              <QuestionTranslationForm key={question.id} question={question} number={i + 1} language={language} />
            ))}
          </div>
        </details>
      ))}
    </section>
  );
}
