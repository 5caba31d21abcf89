import { Button } from "@/components/ui/button";
import type { DiscussionsT } from "./discussions-t";

/** The course's staff pin a thread to the top of the list, or lock it against new replies (./thread-interactions.tsx acts). */
export function ThreadStaffTools({ pinned, locked, t }: { pinned: boolean; locked: boolean; t: DiscussionsT }) {
  return (
    <div role="group" aria-label={t("staffTools")} className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" className="min-h-10" aria-pressed={pinned} data-thread-action={pinned ? "unpin" : "pin"}>
        {pinned ? t("unpin") : t("pin")}
      </Button>
      <Button type="button" variant="outline" size="sm" className="min-h-10" aria-pressed={locked} data-thread-action={locked ? "unlock" : "lock"}>
        {locked ? t("unlock") : t("lock")}
      </Button>
    </div>
  );
}
