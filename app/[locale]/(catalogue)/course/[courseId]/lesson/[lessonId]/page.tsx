import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LessonDiscussions } from "@/components/discussions/lesson-discussions";
import { LessonContent } from "@/components/lesson/lesson-content";
import { LessonHeader } from "@/components/lesson/lesson-header";
import { LessonInfo } from "@/components/lesson/lesson-info";
import { LessonLanguageNote, originalLanguageMark } from "@/components/lesson/lesson-language";
import { LessonLocked } from "@/components/lesson/lesson-locked";
import { LessonNav } from "@/components/lesson/lesson-nav";
import { LessonSidebar } from "@/components/lesson/lesson-sidebar";
import { LessonVideos } from "@/components/lesson/lesson-videos";
import { OutdatedTranslationNotice } from "@/components/translations/outdated-notice";
import { VideoUploadCard } from "@/components/video-upload/video-upload-card";
import { loginUrl } from "@/lib/auth/guarded-paths";
import { redirectIfMoved } from "@/lib/courses/slug-redirect";
import { getSessionUser } from "@/lib/auth/session";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { ORIGINAL_LANGUAGE } from "@/lib/lessons/dto";
import { loadLessonPage } from "@/lib/lessons/lesson-page";
import { getLessonPageData } from "@/lib/lessons/page-data";

type Props = PageProps<"/[locale]/course/[courseId]/lesson/[lessonId]">;

// Personal (access, progress, signed URLs): rendered per request, never cached. No loading.tsx on purpose:
// a streamed page has already sent 200 when notFound() runs, and a missing lesson must answer 404.
// Navigation between lessons shows its spinner on the Next button instead.
export const dynamic = "force-dynamic";

async function load(params: Props["params"]) {
  const { locale, courseId, lessonId } = await params;
  const user = await getSessionUser();
  return { locale: locale as Locale, data: await getLessonPageData(courseId, lessonId, user, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, data } = await load(params);
  const t = await getTranslations({ locale, namespace: "Lesson" });
  if (!data) return { title: t("notFoundTitle"), robots: { index: false } };
  return { title: `${data.lesson.title} – ${data.course.title}`, robots: data.lesson.isFreePreview ? undefined : { index: false } };
}

/** `?t=` in whole seconds, as the resume link and shared links give it. */
function startFromQuery(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const seconds = raw ? Number.parseInt(raw, 10) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

export default async function LessonPage({ params, searchParams }: Props) {
  const { courseId, lessonId, ...rest } = await params;
  const locale = rest.locale as Locale;
  setRequestLocale(locale);
  const user = await getSessionUser();
  const data = await loadLessonPage(courseId, lessonId, user, locale);
  const queryStart = startFromQuery((await searchParams).t);
  if (!data) {
    // A slug the course had before: the same lesson (and start time) under its current slug.
    await redirectIfMoved(locale, courseId, (slug) => `/course/${slug}/lesson/${lessonId}${queryStart === null ? "" : `?t=${queryStart}`}`);
    notFound();
  }
  // The upload card, the way on after the last lesson and the outdated-translation notice: lib/lessons/lesson-page.ts.
  const { course, lesson, lessons, previous, next, videos, viewer, progress, canUpload, unfinished, nextAssessment, outdatedSince } = data;
  const saved = progress.completed ? 0 : progress.positionSeconds;
  const path = `/course/${course.slug}/lesson/${lesson.id}`;

  const [t, progressT] = await Promise.all([getTranslations("Lesson"), getTranslations("Progress")]);
  // The navigation's few texts from here; the video player and the upload card (staff only) get their messages
  // where they are drawn: the page no longer sends the lesson's whole namespace.
  const navLabels = {
    navigation: t("lessonNavigation"), previous: t("previous"), next: t("next"), completeLesson: t("completeLesson"), loading: t("loading"),
    saveFailed: progressT("saveFailed"),
  };
  return (
    <div className="container mx-auto grid gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-10">
      <div className="min-w-0 space-y-6">
        <LessonHeader
          courseSlug={course.slug}
          courseTitle={course.title}
          title={lesson.title}
          titleLanguage={lesson.titleLanguage === locale ? undefined : lesson.titleLanguage}
          minutes={lesson.estimatedMinutes}
          order={lesson.order}
          total={lessons.length}
          freePreview={lesson.isFreePreview && !viewer.enrolled}
        />
        {outdatedSince ? <OutdatedTranslationNotice changedAt={outdatedSince} path={path} originalLanguage={ORIGINAL_LANGUAGE} /> : null}
        {lesson.accessible ? (
          <>
            {videos.length > 0 && (
              <ClientMessages namespaces={["VideoPlayer"]}>
                <LessonVideos
                  lessonId={lesson.id}
                  videos={videos}
                  startAt={queryStart ?? saved}
                  startVideoId={queryStart == null ? progress.videoId : null}
                  trackProgress={viewer.enrolled}
                />
              </ClientMessages>
            )}
            {canUpload && (
              <ClientMessages namespaces={["VideoUpload"]}>
                <VideoUploadCard lessonId={lesson.id} unfinished={unfinished} />
              </ClientMessages>
            )}
            {lesson.content && (
              <>
                <LessonLanguageNote locale={locale} contentLanguage={lesson.contentLanguage} />
                <LessonContent html={lesson.content} language={originalLanguageMark(locale, lesson.contentLanguage)} book={course.book} />
              </>
            )}
          </>
        ) : (
          <LessonLocked courseSlug={course.slug} courseTitle={course.title} signedIn={viewer.signedIn} loginHref={loginUrl(locale, localizedPath(locale, path))} />
        )}
        <LessonNav
          labels={navLabels}
          courseSlug={course.slug}
          lessonId={lesson.id}
          previous={previous && { id: previous.id, title: previous.title }}
          next={next && { id: next.id, title: next.title }}
          completesOnLeave={viewer.enrolled && lesson.accessible && videos.length === 0 && !progress.completed}
          nextAssessmentId={nextAssessment?.id ?? null}
        />
        <LessonDiscussions user={user} course={course} lessonId={lesson.id} />
      </div>
      <aside className="space-y-6">
        <LessonSidebar courseSlug={course.slug} lessons={lessons} currentId={lesson.id} />
        <LessonInfo minutes={lesson.estimatedMinutes} order={lesson.order} total={lessons.length} videoCount={data.videoCount} updatedAt={lesson.updatedAt} />
      </aside>
    </div>
  );
}
