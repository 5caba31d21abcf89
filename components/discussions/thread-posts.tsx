import { getFormatter, getTranslations } from "next-intl/server";
import { CheckCircle2, Lock, Pin } from "lucide-react";
import { ScriptureHost } from "@/components/scripture/scripture-host";
import { Badge } from "@/components/ui/badge";
import { IsolatedInSentence } from "@/components/ui/isolated-in-sentence";
import type { ThreadView } from "@/lib/discussions/thread-view";
import { Link } from "@/lib/i18n/navigation";
import { IconSprite } from "./icon-sprite";
import { POST_BUTTON_STYLES } from "./post-actions";
import { POST_BODY_STYLES, PostItem } from "./post-item";
import { postTexts } from "./post-texts";
import { ReplyForm } from "./reply-form";
import { ThreadInteractions } from "./thread-interactions";
import { ThreadStaffTools } from "./thread-staff-tools";

type Viewer = { staff: boolean; canPost: boolean };

/**
 * A thread's page of posts and what the viewer may do with them, drawn on the server (the posts' HTML was made
 * safe there too). The browser hydrates one listener for every button, the Scripture popover and the reply form;
 * the posts' data stays out of the page's scripts.
 */
export async function ThreadPosts({ thread, courseSlug, viewer }: { thread: ThreadView; courseSlug: string; viewer: Viewer }) {
  const t = await getTranslations("Discussions");
  const format = await getFormatter();
  const canReply = viewer.canPost && (!thread.locked || viewer.staff);
  const texts = postTexts(t, format);
  const postViewer = { staff: viewer.staff, canReply, chooseAnswer: viewer.staff || thread.mine };
  return (
    <ThreadInteractions threadId={thread.id}>
      <div className="space-y-6">
        <IconSprite />
        <div className="flex flex-wrap items-center gap-2">
          {thread.pinned ? <Badge variant="secondary"><Pin className="size-3" aria-hidden="true" />{t("pinned")}</Badge> : null}
          {thread.locked ? <Badge variant="outline"><Lock className="size-3" aria-hidden="true" />{t("locked")}</Badge> : null}
          {thread.answerPostId ? <Badge variant="success"><CheckCircle2 className="size-3" aria-hidden="true" />{t("answered")}</Badge> : null}
          {thread.lesson ? (
            <Link href={`/course/${courseSlug}/lesson/${thread.lesson.id}`} className="text-sm text-primary underline-offset-4 hover:underline">
              <IsolatedInSentence sentence={(title) => t("lessonLink", { title })} value={thread.lesson.title} />
            </Link>
          ) : null}
        </div>
        {viewer.staff ? <ThreadStaffTools pinned={thread.pinned} locked={thread.locked} t={t} /> : null}
        <ScriptureHost>
          <ol className={`space-y-4 ${POST_BODY_STYLES} ${POST_BUTTON_STYLES}`} aria-label={t("postsLabel")}>
            {thread.posts.map((post) => (
              <li key={post.id}>
                <PostItem post={post} isAnswer={thread.answerPostId === post.id} viewer={postViewer} texts={texts} />
              </li>
            ))}
          </ol>
        </ScriptureHost>
        {thread.locked ? <p role="status" className="rounded-md border p-3 text-sm">{t("lockedNotice")}</p> : null}
        {canReply ? <ReplyForm threadId={thread.id} /> : null}
      </div>
    </ThreadInteractions>
  );
}
