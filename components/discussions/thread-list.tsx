import { getFormatter, getTranslations } from "next-intl/server";
import { CheckCircle2, Lock, Pin } from "lucide-react";
import { IsolatedInSentence } from "@/components/ui/isolated-in-sentence";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/lib/i18n/navigation";
import type { ThreadListItem } from "@/lib/discussions/list-threads";
import { SpriteIcon } from "./icon-sprite";
import { once } from "./post-texts";

/** A list of threads: title (in whatever language it was written), who asked, when, and what it holds. Its page draws the IconSprite. */
export async function ThreadList({ threads, courseSlug, empty }: { threads: ThreadListItem[]; courseSlug: string; empty: string }) {
  const t = await getTranslations("Discussions");
  const format = await getFormatter();
  if (threads.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  // Looked up once per page: the badges' words, and each count's sentence once per count.
  const badges = { pinned: t("pinned"), locked: t("locked"), answered: t("answered") };
  const replies = once((count: number) => t("replies", { count }));
  const helpful = once((count: number) => t("helpfulCount", { count }));
  return (
    <ul className="divide-y rounded-lg border bg-card" data-testid="thread-list">
      {threads.map(({ lesson, ...thread }) => (
        <li key={thread.id} className="space-y-1 p-4">
          <div className="flex flex-wrap items-center gap-2">
            {thread.pinned ? <Badge variant="secondary"><Pin className="size-3" aria-hidden="true" />{badges.pinned}</Badge> : null}
            {thread.locked ? <Badge variant="outline"><Lock className="size-3" aria-hidden="true" />{badges.locked}</Badge> : null}
            {thread.answered ? <Badge variant="success"><CheckCircle2 className="size-3" aria-hidden="true" />{badges.answered}</Badge> : null}
            <Link href={`/course/${courseSlug}/discussions/${thread.id}`} className="font-semibold text-primary underline-offset-4 hover:underline">
              <bdi dir="auto">{thread.title}</bdi>
            </Link>
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>{t("askedBy", { name: thread.author ?? t("formerMember"), date: format.dateTime(new Date(thread.createdAt), { dateStyle: "medium" }) })}</span>
            {lesson ? <span><IsolatedInSentence sentence={(title) => t("aboutLesson", { order: lesson.order, title })} value={lesson.title} /></span> : null}
            <span className="inline-flex items-center gap-1"><SpriteIcon name="message-square" className="size-3.5" />{replies(thread.replyCount)}</span>
            <span className="inline-flex items-center gap-1"><SpriteIcon name="thumbs-up" className="size-3.5" />{helpful(thread.helpfulCount)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
