import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LessonContent } from "@/components/lesson/lesson-content";
import { LessonHeader } from "@/components/lesson/lesson-header";
import { originalLanguageMark } from "@/components/lesson/lesson-language";
import { LessonVideos } from "@/components/lesson/lesson-videos";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { requireStudioPageUser } from "@/lib/studio/access";
import { lessonPreview } from "@/lib/studio/lesson-preview";

type Props = PageProps<"/[locale]/studio/courses/[id]/lessons/[lessonId]/preview">;

async function load(params: Props["params"]) {
  const { locale, id, lessonId } = await params;
  const user = await requireStudioPageUser(locale as Locale, `/studio/courses/${id}/lessons/${lessonId}/preview`);
  return { locale: locale as Locale, id, lessonId, preview: await lessonPreview(user, id, lessonId) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, preview } = await load(params);
  const t = await getTranslations({ locale, namespace: "StudioLessonPreview" });
  // Never indexed: a draft is for its staff only (the page also answers 404 to anyone else).
  return { title: preview ? t("metaTitle", { title: preview.lesson.title }) : t("banner"), robots: { index: false, follow: false, nocache: true } };
}

/**
 * "Preview as a student": the draft drawn by the very components of the student's lesson page (header, videos,
 * the text with its Scripture references and their popovers), under a banner saying it is a preview.
 */
export default async function LessonPreviewPage({ params }: Props) {
  const { locale, id, lessonId, preview } = await load(params);
  setRequestLocale(locale);
  if (!preview) notFound();
  const t = await getTranslations("StudioLessonPreview");
  const { course, lesson, videos } = preview;
  return (
    <ClientMessages namespaces={["VideoPlayer"]}>
      <div className="container mx-auto space-y-6 px-4 py-6 lg:py-10">
        <div role="note" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border-2 border-dashed border-primary bg-primary/5 px-4 py-3" data-testid="lesson-preview-banner">
          <p className="text-sm">
            <strong className="me-2 rounded bg-primary px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-primary-foreground">{t("label")}</strong>
            {t("banner")}
          </p>
          <Link href={`/studio/courses/${id}/lessons/${lessonId}`} className="text-sm font-medium text-primary underline underline-offset-4">
            {t("backToEditor")}
          </Link>
        </div>
        <div className="max-w-4xl space-y-6">
          <LessonHeader
            courseSlug={course.slug}
            courseTitle={course.title}
            title={lesson.title}
            titleLanguage={course.language === locale ? undefined : course.language}
            minutes={lesson.estimatedMinutes}
            order={lesson.order}
            total={lesson.total}
            freePreview={lesson.isFreePreview}
          />
          <LessonVideos lessonId={lesson.id} videos={videos} startAt={0} startVideoId={null} trackProgress={false} />
          {lesson.html.trim() ? (
            <LessonContent html={lesson.html} language={originalLanguageMark(locale, course.language)} book={course.book} />
          ) : (
            <p className="rounded-lg border p-6 text-muted-foreground">{t("noText")}</p>
          )}
        </div>
      </div>
    </ClientMessages>
  );
}
