import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { QueueActions } from "@/components/discussions/queue-actions";
import { Badge } from "@/components/ui/badge";
import { requirePageRole } from "@/lib/auth/page-guard";
import { reportQueue } from "@/lib/discussions/report-queue";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/studio/discussions">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "DiscussionModeration" });
  return { title: t("title"), robots: { index: false } };
}

/** The staff's queue of reported posts: the courses they teach (admins: every course), oldest report first. */
export default async function DiscussionQueuePage({ params }: PageProps<"/[locale]/studio/discussions">) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Signed out: to the sign-in page. A student: 404, as for every studio screen.
  const user = await requirePageRole(locale as Locale, "/studio/discussions", ["instructor", "admin"]);
  if (!user) notFound();
  const [t, td, format, items] = await Promise.all([getTranslations("DiscussionModeration"), getTranslations("Discussions"), getFormatter(), reportQueue(user, locale)]);
  return (
    <div className="container mx-auto max-w-4xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </header>
      {items.length === 0 ? <p className="text-muted-foreground" data-testid="queue-empty">{t("empty")}</p> : null}
      {/* The texts of the queue's buttons, sent once for the whole list. */}
      <ClientMessages namespaces={["ApiErrors", "Discussions", "DiscussionModeration"]}>
        <ul className="space-y-4" data-testid="report-queue">
          {items.map((item) => (
            <li key={item.postId} className="space-y-3 rounded-lg border bg-card p-4" data-testid="queue-item" data-post-id={item.postId}>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant={item.state === "visible" ? "outline" : "destructive"}>{t(`state_${item.state}`)}</Badge>
                <span className="text-muted-foreground">{t("reportCount", { count: item.reports.length })}</span>
                <Link href={`/course/${item.course.slug}/discussions/${item.thread.id}`} className="text-primary underline-offset-4 hover:underline">
                  <bdi dir="auto">{item.thread.title}</bdi>
                </Link>
                <span className="text-muted-foreground"><bdi>{item.course.title}</bdi></span>
              </div>
              <p className="text-sm font-medium"><bdi>{item.author?.name ?? td("formerMember")}</bdi></p>
              <p dir="auto" className="whitespace-pre-wrap rounded-md bg-muted p-3 text-sm">{item.excerpt}</p>
              <ul className="space-y-1 text-sm">
                {item.reports.map((report) => (
                  <li key={report.id}>
                    <span className="font-medium">{td(`reason_${report.reason as "spam"}`)}</span>
                    {report.details ? <>: <bdi dir="auto">{report.details}</bdi></> : null}
                    <span className="text-muted-foreground"> — <bdi>{report.reporter ?? td("formerMember")}</bdi>, {format.dateTime(new Date(report.createdAt), { dateStyle: "medium", timeStyle: "short" })}</span>
                  </li>
                ))}
              </ul>
              <QueueActions postId={item.postId} state={item.state} courseId={item.course.id} authorId={item.author?.id ?? null} />
            </li>
          ))}
        </ul>
      </ClientMessages>
    </div>
  );
}
