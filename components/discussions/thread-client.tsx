"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { CheckCircle2, Lock, Pin } from "lucide-react";
import { IsolatedInSentence } from "@/components/ui/isolated-in-sentence";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/lib/i18n/navigation";
import { ScriptureHost } from "@/components/scripture/scripture-host";
import type { ThreadView } from "@/lib/discussions/thread-view";
import { PostItem } from "./post-item";
import { ReplyForm, type Quote } from "./reply-form";
import { ThreadStaffTools } from "./thread-staff-tools";

type Viewer = { staff: boolean; canPost: boolean };

/** A thread's posts and what the viewer may do with them; the posts' HTML was made safe on the server. */
export function ThreadClient({ thread, courseSlug, viewer }: { thread: ThreadView; courseSlug: string; viewer: Viewer }) {
  const t = useTranslations("Discussions");
  const [quote, setQuote] = useState<Quote | null>(null);
  const canReply = viewer.canPost && (!thread.locked || viewer.staff);
  const chooseAnswer = viewer.staff || thread.mine;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        {thread.pinned ? <Badge variant="secondary"><Pin className="size-3" aria-hidden="true" />{t("pinned")}</Badge> : null}
        {thread.locked ? <Badge variant="outline"><Lock className="size-3" aria-hidden="true" />{t("locked")}</Badge> : null}
        {thread.answerPostId ? <Badge variant="success"><CheckCircle2 className="size-3" aria-hidden="true" />{t("answered")}</Badge> : null}
        {thread.lesson ? (
          <Link href={`/course/${courseSlug}/lesson/${thread.lesson.id}`} className="text-sm text-primary underline-offset-4 hover:underline">
            <IsolatedInSentence sentence={(title) => t("lessonLink", { title })} value={thread.lesson!.title} />
          </Link>
        ) : null}
      </div>
      {viewer.staff ? <ThreadStaffTools threadId={thread.id} pinned={thread.pinned} locked={thread.locked} /> : null}
      <ScriptureHost>
        <ol className="space-y-4" aria-label={t("postsLabel")}>
          {thread.posts.map((post) => (
            <li key={post.id}>
              <PostItem
                post={post}
                threadId={thread.id}
                isAnswer={thread.answerPostId === post.id}
                viewer={{ staff: viewer.staff, canPost: viewer.canPost, chooseAnswer }}
                onQuote={canReply ? () => setQuote({ id: post.id, author: post.author?.name ?? t("formerMember") }) : undefined}
              />
            </li>
          ))}
        </ol>
      </ScriptureHost>
      {thread.locked ? <p role="status" className="rounded-md border p-3 text-sm">{t("lockedNotice")}</p> : null}
      {canReply ? <ReplyForm threadId={thread.id} quote={quote} onClearQuote={() => setQuote(null)} /> : null}
    </div>
  );
}
