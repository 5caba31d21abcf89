import { CheckCircle2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { ThreadPost } from "@/lib/discussions/thread-view";
import { EditablePost } from "./editable-post";
import { PostActions, type PostViewer } from "./post-actions";
import type { PostTexts } from "./post-texts";

// The bodies' elements are styled once, from the list of posts (./thread-posts.tsx), not in each of 50 posts.
export const POST_BODY_STYLES =
  "[&_.post-body]:space-y-2 [&_.post-body]:leading-relaxed [&_.post-body]:break-words [&_.post-body_a]:text-primary [&_.post-body_a]:underline [&_.post-body_blockquote]:border-s-4 [&_.post-body_blockquote]:ps-3 [&_.post-body_blockquote]:text-muted-foreground [&_.post-body_code]:rounded [&_.post-body_code]:bg-muted [&_.post-body_code]:px-1 [&_.post-body_ol]:list-decimal [&_.post-body_ol]:ps-6 [&_.post-body_ul]:list-disc [&_.post-body_ul]:ps-6 [&_.post-body_.scripture-ref]:text-primary [&_.post-body_.scripture-ref]:underline [&_.post-body_.scripture-ref]:decoration-dotted [&_.post-body_.scripture-ref]:underline-offset-4";

/**
 * One post, drawn on the server: who wrote it (staff badged), when, whether edited, what it quotes, its body and
 * the viewer's buttons. Only the viewer's own post still open to editing is a client island (./editable-post.tsx).
 */
export function PostItem({ post, isAnswer, viewer, texts }: { post: ThreadPost; isAnswer: boolean; viewer: PostViewer; texts: PostTexts }) {
  const author = post.author?.name ?? texts.formerMember;
  const body =
    post.state === "deleted" ? (
      <p className="italic text-muted-foreground">{texts.deletedPost}</p>
    ) : post.html === null ? (
      <p className="italic text-muted-foreground">{texts.hiddenPost}</p>
    ) : (
      // Rendered from the Markdown subset and sanitised on the server (lib/discussions/markdown.ts).
      <div dir="auto" className="post-body" data-testid="post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
    );
  const actions = post.state !== "deleted" ? <PostActions post={post} isAnswer={isAnswer} viewer={viewer} texts={texts} /> : null;
  return (
    <article
      aria-label={texts.postBy(author)}
      data-testid="discussion-post"
      data-post-id={post.id}
      data-author={author}
      id={`post-${post.id}`}
      className={`space-y-3 rounded-lg border bg-card p-4 ${isAnswer ? "border-success" : ""} ${post.state === "hidden" ? "opacity-70" : ""}`.trim()}
    >
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold"><bdi>{author}</bdi></span>
        {post.author?.staff ? <Badge variant="secondary">{texts.staffBadge}</Badge> : null}
        {isAnswer ? <Badge variant="success" data-testid="answer-badge"><CheckCircle2 className="size-3" aria-hidden="true" />{texts.answer}</Badge> : null}
        <time dateTime={post.createdAt} className="text-muted-foreground">{texts.when(post.createdAt)}</time>
        {post.editedAt ? <span className="text-muted-foreground" title={texts.when(post.editedAt)}>{texts.edited}</span> : null}
        {post.state === "hidden" && viewer.staff ? <Badge variant="destructive">{texts.hiddenForStudents}</Badge> : null}
      </header>
      {post.quoted ? (
        <blockquote className="border-s-4 ps-3 text-sm text-muted-foreground">
          <p className="font-medium"><bdi>{post.quoted.author ?? texts.formerMember}</bdi></p>
          {post.quoted.excerpt ? <p dir="auto">{post.quoted.excerpt}</p> : <p>{texts.quotedGone}</p>}
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
