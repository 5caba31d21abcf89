"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useDiscussionRequest } from "./use-discussion-request";

/** The course's staff pin a thread to the top of the list, or lock it against new replies. */
export function ThreadStaffTools({ threadId, pinned, locked }: { threadId: string; pinned: boolean; locked: boolean }) {
  const t = useTranslations("Discussions");
  const send = useDiscussionRequest();
  const flag = (flags: { pinned?: boolean; locked?: boolean }) => send(`/api/discussions/threads/${threadId}`, "PATCH", flags);
  return (
    <div role="group" aria-label={t("staffTools")} className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" className="min-h-10" aria-pressed={pinned} onClick={() => flag({ pinned: !pinned })}>
        {pinned ? t("unpin") : t("pin")}
      </Button>
      <Button type="button" variant="outline" size="sm" className="min-h-10" aria-pressed={locked} onClick={() => flag({ locked: !locked })}>
        {locked ? t("unlock") : t("lock")}
      </Button>
    </div>
  );
}
