import type { Metadata } from "next";
import { ChevronLeft } from "lucide-react";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LessonVideosManager } from "@/components/studio/lesson-page/lesson-videos-manager";
import { LessonWorkspace } from "@/components/studio/lesson-page/lesson-workspace";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { requireStudioPageUser } from "@/lib/studio/access";
import { lessonEditorData } from "@/lib/studio/lesson-editor-data";

type Props = PageProps<"/[locale]/studio/courses/[id]/lessons/[lessonId]">;

// Per request (who asks decides everything). No loading.tsx: a streamed page has already sent 200 when notFound()
// runs, and a lesson the caller may not edit must answer 404.

async function load(params: Props["params"]) {
  const { locale, id, lessonId } = await params;
  // Signed out: to the sign-in page and back. Students: 404, the studio is not theirs to learn about; an instructor
  // of another course: 404 too (lessonEditorData answers null).
  const user = await requireStudioPageUser(locale as Locale, `/studio/courses/${id}/lessons/${lessonId}`);
  return { locale: locale as Locale, id, data: await lessonEditorData(user, id, lessonId) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, data } = await load(params);
  const t = await getTranslations({ locale, namespace: "StudioLesson" });
  return { title: data ? t("metaTitle", { title: data.draft.title }) : t("heading"), robots: { index: false, follow: false } };
}

/** The lesson editor: its text as a draft with autosave, revisions, publishing, settings and videos. */
export default async function LessonEditorPage({ params }: Props) {
  const { locale, id, data } = await load(params);
  setRequestLocale(locale);
  if (!data) notFound();
  const t = await getTranslations("StudioLesson");
  const { lesson } = data;
  const base = `/studio/courses/${id}/lessons/${lesson.id}`;
  return (
    <div className="container mx-auto space-y-6 px-4 py-6 lg:py-8">
      <header className="space-y-2">
        <Link href={`/studio/courses/${id}`} className="inline-flex min-h-11 items-center gap-1 text-sm text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          <span>{t("backToCourse", { course: lesson.courseTitle })}</span>
        </Link>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("heading")}</h1>
        <p className="text-sm text-muted-foreground">{t("lessonNumber", { order: lesson.order })}</p>
      </header>
      <ClientMessages namespaces={["StudioLesson", "Studio", "LessonEditor", "LessonContent", "VideoUpload", "Common"]}>
        <LessonWorkspace
          lesson={lesson}
          draft={data.draft}
          revisions={data.revisions}
          previewHref={localizedPath(locale, `${base}/preview`)}
          courseHref={`/studio/courses/${id}`}
          videos={<LessonVideosManager lessonId={lesson.id} videos={data.videos} />}
        />
      </ClientMessages>
    </div>
  );
}
