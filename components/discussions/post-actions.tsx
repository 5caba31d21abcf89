import { buttonVariants } from "@/components/ui/button-variants";
import type { ThreadPost } from "@/lib/discussions/thread-view";
import { SpriteIcon } from "./icon-sprite";
import type { PostTexts } from "./post-texts";

export type PostViewer = { staff: boolean; canReply: boolean; chooseAnswer: boolean };

// The buttons' classes, made once (min-h-10 adds to the variants' classes, replacing none).
const OUTLINE = buttonVariants({ size: "sm", variant: "outline", className: "min-h-10" });
const SECONDARY = buttonVariants({ size: "sm", variant: "secondary", className: "min-h-10" });
const GHOST = buttonVariants({ size: "sm", variant: "ghost", className: "min-h-10" });

/**
 * What the viewer may do with one post, as plain buttons: each names its action in a data attribute (the post is
 * its article's) and ./thread-interactions.tsx acts on the click; the server decides again for each request.
 */
export function PostActions({ post, isAnswer, viewer, texts }: { post: ThreadPost; isAnswer: boolean; viewer: PostViewer; texts: PostTexts }) {
  const visible = post.state === "visible";
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={texts.postActions}>
      {visible && !post.mine && !viewer.staff ? (
        <button type="button" className={post.votedByMe ? SECONDARY : OUTLINE} aria-pressed={post.votedByMe} data-post-action="helpful">
          <SpriteIcon name="thumbs-up" />{texts.helpful} <span aria-hidden="true">· {post.helpfulCount}</span>
          <span className="sr-only">{texts.helpfulCount(post.helpfulCount)}</span>
        </button>
      ) : visible ? (
        <span className="text-sm text-muted-foreground">{texts.helpfulCount(post.helpfulCount)}</span>
      ) : null}
      {visible && viewer.canReply ? <button type="button" className={GHOST} data-post-action="quote"><SpriteIcon name="quote" />{texts.quote}</button> : null}
      {visible && viewer.chooseAnswer && !post.isOpening ? (
        <button type="button" className={GHOST} data-testid="mark-answer" data-post-action={isAnswer ? "unanswer" : "answer"}>
          {isAnswer ? texts.unmarkAnswer : texts.markAnswer}
        </button>
      ) : null}
      {post.editable ? <button type="button" className={GHOST} data-post-action="edit"><SpriteIcon name="pencil" />{texts.edit}</button> : null}
      {post.mine ? <button type="button" className={GHOST} data-post-action="delete"><SpriteIcon name="trash" />{texts.delete}</button> : null}
      {visible && !post.mine && !post.reportedByMe ? (
        <button type="button" className={GHOST} data-testid="report-post" data-post-action="report"><SpriteIcon name="flag" />{texts.report}</button>
      ) : null}
      {post.reportedByMe ? <span className="text-sm text-muted-foreground">{texts.reportedByMe}</span> : null}
      {viewer.staff && !post.mine ? (
        <button type="button" className={OUTLINE} data-testid={visible ? "hide-post" : "restore-post"} data-post-action={visible ? "hide" : "restore"}>
          {visible ? texts.hide : texts.restore}
        </button>
      ) : null}
    </div>
  );
}
