import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { DiscussionsHeader } from "@/components/discussions/discussions-header";
import { DiscussionsLocked } from "@/components/discussions/discussions-locked";
import { Pagination } from "@/components/discussions/pagination";
import { SuspendedNotice } from "@/components/discussions/suspended-notice";
import { ThreadPosts } from "@/components/discussions/thread-posts";
import { loginUrl } from "@/lib/auth/guarded-paths";
import { countThreads } from "@/lib/discussions/list-threads";
import { discussionThreadPage } from "@/lib/discussions/page-access";
import { threadView } from "@/lib/discussions/thread-view";
import { pageNumberParam } from "@/lib/http/page-number";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

type Props = PageProps<"/[locale]/course/[courseId]/discussions/[threadId]">;

// Personal: rendered per request. A thread of another course, or none, is a 404; a thread of a course the viewer
// does not take shows only how many discussions the course has.
export const dynamic = "force-dynamic";

async function load(params: Props["params"]) {
  const { locale, courseId, threadId } = await params;
  return discussionThreadPage(courseId, threadId, locale);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Discussions" });
  const loaded = await load(params);
  const title = loaded?.access.read ? loaded.thread.title : t("heading");
  return { title, robots: { index: false } };
}

export default async function ThreadPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const loaded = await load(params);
  if (!loaded) notFound();
  const { course, access, user, thread } = loaded;
  const path = `/course/${course.slug}/discussions/${thread.id}`;
  if (!access.read || !user) {
    return (
      <div className="container mx-auto max-w-3xl space-y-6 px-4 py-8">
        <DiscussionsHeader course={course} />
        <DiscussionsLocked count={await countThreads(course.id)} courseSlug={course.slug} signedIn={!!user} loginHref={loginUrl(locale as Locale, localizedPath(locale as Locale, path))} />
      </div>
    );
  }
  const view = await threadView(thread.id, { ...access, userId: user.id }, locale, pageNumberParam((await searchParams).page));
  return (
    <div className="container mx-auto max-w-3xl space-y-6 px-4 py-8">
      <DiscussionsHeader course={course} title={view.title} />
      <ClientMessages namespaces={["ApiErrors", "Discussions", "Scripture"]}>
        <ThreadPosts thread={view} courseSlug={course.slug} viewer={{ staff: access.staff, canPost: access.post }} />
      </ClientMessages>
      <Pagination page={view.page} pages={view.pages} href={(n) => `${path}?page=${n}`} />
      {access.post ? null : <SuspendedNotice until={access.suspendedUntil} />}
    </div>
  );
}
