"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { IsolatedInSentence } from "@/components/ui/isolated-in-sentence";
import { Link } from "@/lib/i18n/navigation";
import { announceNotificationsChanged } from "./notifications-changed";

/** A notification as the list shows it (lib/notifications/views.ts), with its time already written out. */
export type NotificationItem = {
  id: string;
  kind: "reply" | "answer" | "mention";
  read: boolean;
  when: string;
  actorName: string | null;
  threadTitle: string;
  courseTitle: string;
  path: string;
};

async function postRead(body: { all: true } | { ids: string[] }): Promise<number | null> {
  const response = await fetch("/api/notifications/read", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => null);
  if (!response?.ok) return null;
  return ((await response.json()) as { unread: number }).unread;
}

/** One page of notifications, newest first: each opens its post (and counts as read); "Mark all as read" for the rest. */
export function NotificationList({ items, unread }: { items: NotificationItem[]; unread: number }) {
  const t = useTranslations("Notifications");
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(() => new Set(items.filter((item) => item.read).map((item) => item.id)));
  const [allRead, setAllRead] = useState(unread === 0);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function markAll() {
    setPending(true);
    setFailed(false);
    const left = await postRead({ all: true });
    setPending(false);
    if (left === null) {
      setFailed(true);
      return;
    }
    setAllRead(true);
    announceNotificationsChanged(left);
  }

  function open(item: NotificationItem) {
    if (allRead || readIds.has(item.id)) return;
    setReadIds(new Set([...readIds, item.id]));
    void postRead({ ids: [item.id] }).then((left) => left !== null && announceNotificationsChanged(left));
  }

  if (items.length === 0) return <p className="mt-6 text-muted-foreground">{t("empty")}</p>;
  return (
    <div className="mt-6 space-y-4">
      {!allRead && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" className="min-h-11" disabled={pending} onClick={markAll}>
            {pending ? t("marking") : t("markAllRead")}
          </Button>
          {failed && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t("markFailed")}
            </p>
          )}
        </div>
      )}
      <ul className="divide-y rounded-lg border" data-testid="notification-list">
        {items.map((item) => {
          const read = allRead || readIds.has(item.id);
          return (
            <li key={item.id} data-testid="notification" data-read={read}>
              <Link href={item.path} onClick={() => open(item)} className={`flex gap-3 p-4 hover:bg-muted ${read ? "" : "bg-primary/5"}`}>
                <span aria-hidden="true" className={`mt-2 size-2 shrink-0 rounded-full ${read ? "bg-transparent" : "bg-primary"}`} />
                <span className="min-w-0 space-y-1">
                  <span className={`block ${read ? "" : "font-semibold"}`}>
                    {read ? null : <span className="sr-only">{t("unread")} </span>}
                    <IsolatedInSentence sentence={(actor) => t("listEvent", { kind: item.kind, actor })} value={item.actorName ?? t("someone")} />
                  </span>
                  <bdi className="block truncate text-sm" dir="auto">
                    {item.threadTitle}
                  </bdi>
                  <span className="block text-xs text-muted-foreground">
                    <bdi>{item.courseTitle}</bdi> · {item.when}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
