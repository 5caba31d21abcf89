import type { ThreadPost } from "@/lib/discussions/thread-view";
import { SpriteIcon } from "./icon-sprite";
import type { PostTexts } from "./post-texts";

export type PostViewer = { staff: boolean; canReply: boolean; chooseAnswer: boolean };

// What every post button shares (shape, size, focus ring, icon size) is set once on the list of posts, for all
// its buttons: 50 posts' buttons each carrying the 330 characters of a Button's classes, twice (the HTML and the
// page's data), were a third of the page's bytes. Each button keeps only its variant's colours.
// Written out whole, for Tailwind to find.
export const POST_BUTTON_STYLES =
  "[&_[data-post-action]]:inline-flex [&_[data-post-action]]:items-center [&_[data-post-action]]:justify-center [&_[data-post-action]]:gap-2 [&_[data-post-action]]:whitespace-nowrap [&_[data-post-action]]:rounded-md [&_[data-post-action]]:font-medium [&_[data-post-action]]:transition-colors [&_[data-post-action]]:h-9 [&_[data-post-action]]:px-3 [&_[data-post-action]]:text-sm [&_[data-post-action]]:min-h-10 [&_[data-post-action]:focus-visible]:outline-none [&_[data-post-action]:focus-visible]:ring-2 [&_[data-post-action]:focus-visible]:ring-ring [&_[data-post-action]:focus-visible]:ring-offset-2 [&_[data-post-action]_svg]:pointer-events-none [&_[data-post-action]_svg]:size-4 [&_[data-post-action]_svg]:shrink-0";

// The variants' own classes (components/ui/button-variants.ts).
const OUTLINE = "border border-input bg-background hover:bg-accent hover:text-accent-foreground";
const SECONDARY = "bg-secondary text-secondary-foreground hover:bg-secondary/80";
const GHOST = "hover:bg-accent hover:text-accent-foreground";

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
