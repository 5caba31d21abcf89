import { CheckCircle2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { ThreadPost } from "@/lib/discussions/thread-view";
import type { DiscussionsT, Formatter } from "./discussions-t";
import { EditablePost } from "./editable-post";
import { PostActions, type PostViewer } from "./post-actions";

const BODY_CLASSES =
  "space-y-2 leading-relaxed break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_.scripture-ref]:text-primary [&_.scripture-ref]:underline [&_.scripture-ref]:decoration-dotted [&_.scripture-ref]:underline-offset-4";

const WHEN = { dateStyle: "medium", timeStyle: "short" } as const;

/**
 * One post, drawn on the server: who wrote it (staff badged), when, whether edited, what it quotes, its body and
 * the viewer's buttons. Only the viewer's own post still open to editing is a client island (./editable-post.tsx).
 */
export function PostItem({ post, isAnswer, viewer, t, format }: { post: ThreadPost; isAnswer: boolean; viewer: PostViewer; t: DiscussionsT; format: Formatter }) {
  const author = post.author?.name ?? t("formerMember");
  const body =
    post.state === "deleted" ? (
      <p className="italic text-muted-foreground">{t("deletedPost")}</p>
    ) : post.html === null ? (
      <p className="italic text-muted-foreground">{t("hiddenPost")}</p>
    ) : (
      // Rendered from the Markdown subset and sanitised on the server (lib/discussions/markdown.ts).
      <div dir="auto" className={BODY_CLASSES} data-testid="post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
    );
  const actions = post.state !== "deleted" ? <PostActions post={post} author={author} isAnswer={isAnswer} viewer={viewer} t={t} /> : null;
  return (
    <article
      aria-label={t("postBy", { name: author })}
      data-testid="discussion-post"
      data-post-id={post.id}
      id={`post-${post.id}`}
      className={`space-y-3 rounded-lg border bg-card p-4 ${isAnswer ? "border-success" : ""} ${post.state === "hidden" ? "opacity-70" : ""}`.trim()}
    >
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold"><bdi>{author}</bdi></span>
        {post.author?.staff ? <Badge variant="secondary">{t("staffBadge")}</Badge> : null}
        {isAnswer ? <Badge variant="success" data-testid="answer-badge"><CheckCircle2 className="size-3" aria-hidden="true" />{t("answer")}</Badge> : null}
        <time dateTime={post.createdAt} className="text-muted-foreground">{format.dateTime(new Date(post.createdAt), WHEN)}</time>
        {post.editedAt ? <span className="text-muted-foreground" title={format.dateTime(new Date(post.editedAt), WHEN)}>{t("edited")}</span> : null}
        {post.state === "hidden" && viewer.staff ? <Badge variant="destructive">{t("hiddenForStudents")}</Badge> : null}
      </header>
      {post.quoted ? (
        <blockquote className="border-s-4 ps-3 text-sm text-muted-foreground">
          <p className="font-medium"><bdi>{post.quoted.author ?? t("formerMember")}</bdi></p>
          {post.quoted.excerpt ? <p dir="auto">{post.quoted.excerpt}</p> : <p>{t("quotedGone")}</p>}
        </blockquote>
      ) : null}
      {post.editable && post.body !== null ? (
        <EditablePost postId={post.id} body={post.body}>{body}{actions}</EditablePost>
      ) : (
        <>{body}{actions}</>
      )}
    </article>
  );
}
