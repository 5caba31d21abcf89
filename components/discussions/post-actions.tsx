import { Flag, Pencil, Quote, ThumbsUp, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ThreadPost } from "@/lib/discussions/thread-view";
import type { DiscussionsT } from "./discussions-t";

export type PostViewer = { staff: boolean; canReply: boolean; chooseAnswer: boolean };

/**
 * What the viewer may do with one post, as plain buttons: each names its action and post in data attributes and
 * ./thread-interactions.tsx acts on the click (the server decides again for each request).
 */
export function PostActions({ post, author, isAnswer, viewer, t }: { post: ThreadPost; author: string; isAnswer: boolean; viewer: PostViewer; t: DiscussionsT }) {
  const visible = post.state === "visible";
  const button = "min-h-10";
  const data = (action: string) => ({ "data-post-action": action, "data-post-id": post.id });
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("postActions")}>
      {visible && !post.mine && !viewer.staff ? (
        <Button type="button" size="sm" variant={post.votedByMe ? "secondary" : "outline"} className={button} aria-pressed={post.votedByMe} {...data("helpful")}>
          <ThumbsUp aria-hidden="true" />{t("helpful")} <span aria-hidden="true">· {post.helpfulCount}</span>
          <span className="sr-only">{t("helpfulCount", { count: post.helpfulCount })}</span>
        </Button>
      ) : visible ? (
        <span className="text-sm text-muted-foreground">{t("helpfulCount", { count: post.helpfulCount })}</span>
      ) : null}
      {visible && viewer.canReply ? <Button type="button" size="sm" variant="ghost" className={button} data-author={author} {...data("quote")}><Quote aria-hidden="true" />{t("quote")}</Button> : null}
      {visible && viewer.chooseAnswer && !post.isOpening ? (
        <Button type="button" size="sm" variant="ghost" className={button} data-testid="mark-answer" {...data(isAnswer ? "unanswer" : "answer")}>
          {isAnswer ? t("unmarkAnswer") : t("markAnswer")}
        </Button>
      ) : null}
      {post.editable ? <Button type="button" size="sm" variant="ghost" className={button} {...data("edit")}><Pencil aria-hidden="true" />{t("edit")}</Button> : null}
      {post.mine ? <Button type="button" size="sm" variant="ghost" className={button} {...data("delete")}><Trash2 aria-hidden="true" />{t("delete")}</Button> : null}
      {visible && !post.mine && !post.reportedByMe ? (
        <Button type="button" size="sm" variant="ghost" className={button} data-testid="report-post" {...data("report")}><Flag aria-hidden="true" />{t("report")}</Button>
      ) : null}
      {post.reportedByMe ? <span className="text-sm text-muted-foreground">{t("reportedByMe")}</span> : null}
      {viewer.staff && !post.mine ? (
        <Button type="button" size="sm" variant="outline" className={button} data-testid={visible ? "hide-post" : "restore-post"} {...data(visible ? "hide" : "restore")}>
          {visible ? t("hide") : t("restore")}
        </Button>
      ) : null}
    </div>
  );
}
