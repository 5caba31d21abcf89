"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Flag, Pencil, Quote, ThumbsUp, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/studio/confirm-dialog";
import type { ThreadPost } from "@/lib/discussions/thread-view";
import { ReportDialog } from "./report-dialog";
import { useDiscussionRequest } from "./use-discussion-request";

type Viewer = { staff: boolean; canPost: boolean; chooseAnswer: boolean };

/** What the viewer may do with one post; the server decides again for each. */
export function PostActions({ post, threadId, isAnswer, viewer, onQuote, onEdit }: {
  post: ThreadPost; threadId: string; isAnswer: boolean; viewer: Viewer; onQuote?: () => void; onEdit: () => void;
}) {
  const t = useTranslations("Discussions");
  const send = useDiscussionRequest();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const visible = post.state === "visible";
  const button = "min-h-10";
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("postActions")}>
      {visible && !post.mine && !viewer.staff ? (
        <Button type="button" size="sm" variant={post.votedByMe ? "secondary" : "outline"} className={button} aria-pressed={post.votedByMe}
          onClick={() => send(`/api/discussions/posts/${post.id}/helpful`, "POST")}>
          <ThumbsUp aria-hidden="true" />{t("helpful")} <span aria-hidden="true">· {post.helpfulCount}</span>
          <span className="sr-only">{t("helpfulCount", { count: post.helpfulCount })}</span>
        </Button>
      ) : visible ? (
        <span className="text-sm text-muted-foreground">{t("helpfulCount", { count: post.helpfulCount })}</span>
      ) : null}
      {visible && onQuote ? <Button type="button" size="sm" variant="ghost" className={button} onClick={onQuote}><Quote aria-hidden="true" />{t("quote")}</Button> : null}
      {visible && viewer.chooseAnswer && !post.isOpening ? (
        <Button type="button" size="sm" variant="ghost" className={button} data-testid="mark-answer"
          onClick={() => send(`/api/discussions/threads/${threadId}/answer`, "PUT", { postId: isAnswer ? null : post.id })}>
          {isAnswer ? t("unmarkAnswer") : t("markAnswer")}
        </Button>
      ) : null}
      {post.editable ? <Button type="button" size="sm" variant="ghost" className={button} onClick={onEdit}><Pencil aria-hidden="true" />{t("edit")}</Button> : null}
      {post.mine ? <Button type="button" size="sm" variant="ghost" className={button} onClick={() => setConfirmDelete(true)}><Trash2 aria-hidden="true" />{t("delete")}</Button> : null}
      {visible && !post.mine && !post.reportedByMe ? (
        <Button type="button" size="sm" variant="ghost" className={button} data-testid="report-post" onClick={() => setReporting(true)}><Flag aria-hidden="true" />{t("report")}</Button>
      ) : null}
      {post.reportedByMe ? <span className="text-sm text-muted-foreground">{t("reportedByMe")}</span> : null}
      {viewer.staff && !post.mine ? (
        <Button type="button" size="sm" variant="outline" className={button} data-testid={visible ? "hide-post" : "restore-post"}
          onClick={() => send(`/api/discussions/posts/${post.id}/moderation`, "POST", { action: visible ? "hide" : "restore" })}>
          {visible ? t("hide") : t("restore")}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        title={t("deleteTitle")}
        description={t("deleteDescription")}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={async () => {
          setConfirmDelete(false);
          await send(`/api/discussions/posts/${post.id}`, "DELETE");
        }}
      />
      <ReportDialog postId={post.id} open={reporting} onClose={() => setReporting(false)} />
    </div>
  );
}
