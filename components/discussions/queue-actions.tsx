"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { SUSPENSION_DAYS, type ModerationAction } from "@/lib/discussions/schema";
import { useDiscussionRequest } from "./use-discussion-request";

/** What staff do with a reported post: hide, restore, delete or dismiss, and suspend its author for a set time. */
export function QueueActions({ postId, state, courseId, authorId }: { postId: string; state: "visible" | "hidden" | "deleted"; courseId: string; authorId: string | null }) {
  const t = useTranslations("DiscussionModeration");
  const send = useDiscussionRequest();
  const [days, setDays] = useState<(typeof SUSPENSION_DAYS)[number]>(1);
  const act = (action: ModerationAction) => send(`/api/discussions/posts/${postId}/moderation`, "POST", { action });
  const button = "min-h-10";
  async function suspend() {
    if (!authorId) return;
    const result = await send(`/api/courses/${courseId}/discussions/suspensions`, "POST", { userId: authorId, days }, { refresh: false });
    if (result.ok) toast({ title: t("suspended", { count: days }) });
  }
  return (
    <div className="flex flex-wrap items-end gap-2">
      {state === "visible" ? <Button type="button" size="sm" variant="outline" className={button} data-testid="queue-hide" onClick={() => act("hide")}>{t("hide")}</Button> : null}
      {state === "hidden" ? <Button type="button" size="sm" variant="outline" className={button} onClick={() => act("restore")}>{t("restore")}</Button> : null}
      {state !== "deleted" ? <Button type="button" size="sm" variant="destructive" className={button} onClick={() => act("delete")}>{t("delete")}</Button> : null}
      <Button type="button" size="sm" variant="ghost" className={button} onClick={() => act("dismiss")}>{t("dismiss")}</Button>
      {authorId ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className="space-y-1 text-sm">
            <span className="block font-medium">{t("suspendFor")}</span>
            <select value={days} onChange={(event) => setDays(Number(event.target.value) as 1 | 7 | 30)} className="block h-10 rounded-md border border-input bg-background px-3 text-sm">
              {SUSPENSION_DAYS.map((value) => <option key={value} value={value}>{t("days", { count: value })}</option>)}
            </select>
          </label>
          <Button type="button" size="sm" variant="outline" className={button} onClick={suspend}>{t("suspend")}</Button>
        </div>
      ) : null}
    </div>
  );
}
