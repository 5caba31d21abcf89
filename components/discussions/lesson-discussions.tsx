import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { SessionUser } from "@/lib/auth/session";
import { discussionAccess } from "@/lib/discussions/access";
import { countThreads, firstLessonThreads } from "@/lib/discussions/list-threads";

const SHOWN = 5;

/**
 * "Ask about this lesson" under a lesson: its questions first (a few, newest activity first) and the way to ask,
 * for those who may read the course's discussions; for anyone else how many discussions the course has.
 */
export async function LessonDiscussions({ user, course, lessonId }: { user: SessionUser | null; course: { id: string; slug: string }; lessonId: string }) {
  const t = await getTranslations("Discussions");
  const access = await discussionAccess(user, course.id);
  if (!access) return null;
  const base = `/course/${course.slug}/discussions`;
  if (!access.read) {
    return (
      <section aria-labelledby="lesson-discussions-heading" className="space-y-2 rounded-lg border bg-card p-4" data-testid="lesson-discussions">
        <h2 id="lesson-discussions-heading" className="text-lg font-semibold">{t("heading")}</h2>
        <p className="text-sm text-muted-foreground">{t("lockedCount", { count: await countThreads(course.id) })} — {t("lockedEnrol")}</p>
      </section>
    );
  }
  // The first few and whether there are more: one statement, not a page of the list and its count.
  const { threads, more } = await firstLessonThreads(course.id, lessonId, SHOWN);
  return (
    <section aria-labelledby="lesson-discussions-heading" className="space-y-3 rounded-lg border bg-card p-4" data-testid="lesson-discussions">
      <h2 id="lesson-discussions-heading" className="text-lg font-semibold">{t("lessonPanelHeading")}</h2>
      {threads.length ? (
        <ul className="space-y-1">
          {threads.map((thread) => (
            <li key={thread.id}>
              <Link href={`${base}/${thread.id}`} className="text-primary underline-offset-4 hover:underline">
                <bdi dir="auto">{thread.title}</bdi>
              </Link>{" "}
              <span className="text-sm text-muted-foreground">{t("replies", { count: thread.replyCount })}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t("lessonQuestionsEmpty")}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {access.post ? (
          <Button asChild className="min-h-11">
            <Link href={`${base}?lesson=${lessonId}#ask`} data-testid="ask-about-lesson">{t("askAboutLesson")}</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline" className="min-h-11">
          <Link href={more ? `${base}?lesson=${lessonId}` : base}>{t("allDiscussionsLink")}</Link>
        </Button>
      </div>
    </section>
  );
}
