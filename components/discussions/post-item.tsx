"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { CheckCircle2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { ThreadPost } from "@/lib/discussions/thread-view";
import { EditPostForm } from "./edit-post-form";
import { PostActions } from "./post-actions";

type Viewer = { staff: boolean; canPost: boolean; chooseAnswer: boolean };

const BODY_CLASSES =
  "space-y-2 leading-relaxed break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_.scripture-ref]:text-primary [&_.scripture-ref]:underline [&_.scripture-ref]:decoration-dotted [&_.scripture-ref]:underline-offset-4";

/** One post: who wrote it (staff badged), when, whether edited, what it quotes, its body, and the viewer's actions. */
export function PostItem({ post, threadId, isAnswer, viewer, onQuote }: { post: ThreadPost; threadId: string; isAnswer: boolean; viewer: Viewer; onQuote?: () => void }) {
  const t = useTranslations("Discussions");
  const format = useFormatter();
  const [editing, setEditing] = useState(false);
  const author = post.author?.name ?? t("formerMember");
  return (
    <article
      aria-label={t("postBy", { name: author })}
      data-testid="discussion-post"
      data-post-id={post.id}
      className={`space-y-3 rounded-lg border bg-card p-4 ${isAnswer ? "border-success" : ""} ${post.state === "hidden" ? "opacity-70" : ""}`.trim()}
    >
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold"><bdi>{author}</bdi></span>
        {post.author?.staff ? <Badge variant="secondary">{t("staffBadge")}</Badge> : null}
        {isAnswer ? <Badge variant="success" data-testid="answer-badge"><CheckCircle2 className="size-3" aria-hidden="true" />{t("answer")}</Badge> : null}
        <time dateTime={post.createdAt} className="text-muted-foreground">{format.dateTime(new Date(post.createdAt), { dateStyle: "medium", timeStyle: "short" })}</time>
        {post.editedAt ? <span className="text-muted-foreground" title={format.dateTime(new Date(post.editedAt), { dateStyle: "medium", timeStyle: "short" })}>{t("edited")}</span> : null}
        {post.state === "hidden" && viewer.staff ? <Badge variant="destructive">{t("hiddenForStudents")}</Badge> : null}
      </header>
      {post.quoted ? (
        <blockquote className="border-s-4 ps-3 text-sm text-muted-foreground">
          <p className="font-medium"><bdi>{post.quoted.author ?? t("formerMember")}</bdi></p>
          {post.quoted.excerpt ? <p dir="auto">{post.quoted.excerpt}</p> : <p>{t("quotedGone")}</p>}
        </blockquote>
      ) : null}
      {post.state === "deleted" ? (
        <p className="italic text-muted-foreground">{t("deletedPost")}</p>
      ) : post.html === null ? (
        <p className="italic text-muted-foreground">{t("hiddenPost")}</p>
      ) : editing && post.body !== null ? (
        <EditPostForm postId={post.id} body={post.body} onDone={() => setEditing(false)} />
      ) : (
        // Rendered from the Markdown subset and sanitised on the server (lib/discussions/markdown.ts).
        <div dir="auto" className={BODY_CLASSES} data-testid="post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
      )}
      {post.state !== "deleted" && !editing ? (
        <PostActions post={post} threadId={threadId} isAnswer={isAnswer} viewer={viewer} onQuote={onQuote} onEdit={() => setEditing(true)} />
      ) : null}
    </article>
  );
}
