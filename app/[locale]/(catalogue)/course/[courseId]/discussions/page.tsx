import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { DiscussionsHeader } from "@/components/discussions/discussions-header";
import { IconSprite } from "@/components/discussions/icon-sprite";
import { DiscussionsLocked } from "@/components/discussions/discussions-locked";
import { NewThreadForm } from "@/components/discussions/new-thread-form";
import { Pagination } from "@/components/discussions/pagination";
import { SuspendedNotice } from "@/components/discussions/suspended-notice";
import { ThreadFilters } from "@/components/discussions/thread-filters";
import { ThreadList } from "@/components/discussions/thread-list";
import { IsolatedInSentence } from "@/components/ui/isolated-in-sentence";
import { loginUrl } from "@/lib/auth/guarded-paths";
import { PUBLISHED_LESSON } from "@/lib/courses/visibility";
import { localizedTitle, titleTranslation } from "@/lib/dashboard/course-title";
import { db } from "@/lib/db";
import { countThreads, listThreads } from "@/lib/discussions/list-threads";
import { discussionPageAccess } from "@/lib/discussions/page-access";
import { THREAD_SORTS, type ThreadSort } from "@/lib/discussions/schema";
import { pageNumberParam } from "@/lib/http/page-number";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

type Props = PageProps<"/[locale]/course/[courseId]/discussions">;

// Personal (who may read): rendered per request. Readers get the list, its sort and search, and the form to ask;
// with ?lesson= that lesson's questions come first and a new question is about it ("Ask about this lesson").
export const dynamic = "force-dynamic";

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, courseId } = await params;
  const t = await getTranslations({ locale, namespace: "Discussions" });
  const page = await discussionPageAccess(courseId, locale);
  return { title: page ? t("pageTitle", { course: page.course.title }) : t("heading"), robots: { index: false } };
}

export default async function DiscussionsPage({ params, searchParams }: Props) {
  const { locale, courseId } = await params;
  setRequestLocale(locale);
  const page = await discussionPageAccess(courseId, locale);
  if (!page) notFound();
  const { course, access, user } = page;
  const t = await getTranslations("Discussions");
  const path = `/course/${course.slug}/discussions`;
  if (!access.read) {
    return (
      <div className="container mx-auto max-w-3xl space-y-6 px-4 py-8">
        <DiscussionsHeader course={course} />
        <DiscussionsLocked count={await countThreads(course.id)} courseSlug={course.slug} signedIn={!!user} loginHref={loginUrl(locale as Locale, localizedPath(locale as Locale, path))} />
      </div>
    );
  }
  const query = await searchParams;
  const sortParam = one(query.sort);
  const sort: ThreadSort = (THREAD_SORTS as readonly string[]).includes(sortParam) ? (sortParam as ThreadSort) : "newest";
  const q = one(query.q).slice(0, 200);
  const lessonParam = one(query.lesson);
  const lesson = lessonParam
    ? await db.lesson.findFirst({
        where: { id: lessonParam, courseId: course.id, ...(access.staff ? {} : PUBLISHED_LESSON) },
        select: { id: true, title: true, translations: titleTranslation(locale) },
      })
    : null;
  const pageNumber = pageNumberParam(query.page);
  const [lessonThreads, list] = await Promise.all([
    lesson ? listThreads(course.id, { lessonId: lesson.id, sort, q, locale }) : null,
    listThreads(course.id, { sort, q, page: pageNumber, locale }),
  ]);
  const pageHref = (n: number) => {
    const search = new URLSearchParams({ ...(sort !== "newest" ? { sort } : {}), ...(q ? { q } : {}), ...(lesson ? { lesson: lesson.id } : {}), page: String(n) });
    return `${path}?${search}`;
  };

  return (
    <div className="container mx-auto max-w-3xl space-y-8 px-4 py-8">
      <IconSprite />
      <DiscussionsHeader course={course} />
      <ThreadFilters sort={sort} q={q} lessonId={lesson?.id ?? null} />
      {lessonThreads ? (
        <section aria-labelledby="lesson-threads-heading" className="space-y-3">
          <h2 id="lesson-threads-heading" className="text-xl font-semibold">
            <IsolatedInSentence sentence={(lesson) => t("lessonQuestions", { lesson })} value={localizedTitle(lesson!)} />
          </h2>
          <ThreadList threads={lessonThreads.threads} courseSlug={course.slug} empty={t("lessonQuestionsEmpty")} />
        </section>
      ) : null}
      <section aria-labelledby="ask-heading" id="ask" className="space-y-3 rounded-lg border bg-card p-4 sm:p-6">
        <h2 id="ask-heading" className="text-xl font-semibold">{lesson ? t("askAboutLesson") : t("newThread")}</h2>
        {access.post ? (
          <ClientMessages namespaces={["ApiErrors", "Discussions"]}>
            <NewThreadForm courseId={course.id} courseSlug={course.slug} lesson={lesson && { id: lesson.id, title: localizedTitle(lesson) }} />
          </ClientMessages>
        ) : (
          <SuspendedNotice until={access.suspendedUntil} />
        )}
      </section>
      <section aria-labelledby="all-threads-heading" className="space-y-3">
        <h2 id="all-threads-heading" className="text-xl font-semibold">{t("allDiscussions", { count: list.total })}</h2>
        <ThreadList threads={list.threads} courseSlug={course.slug} empty={q ? t("noResults") : t("empty")} />
        <Pagination page={list.page} pages={list.pages} href={pageHref} />
      </section>
    </div>
  );
}
