"use client";

import { useTranslations } from "next-intl";
import { Bell } from "lucide-react";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { useUnreadCount } from "./unread-count";

/** The count as the badge shows it: up to 99, then "99+". */
export const badgeText = (count: number) => (count > 99 ? "99+" : String(count));

/**
 * The signed-in user's bell: a link to /notifications with the unread count. The header renders it only once the
 * session is known (components/layout/header-nav.tsx), so pages stay static for everyone; the count comes from
 * GET /api/notifications/unread-count, again at each navigation and when the list marks notifications read.
 */
export function NotificationBell({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations("NotificationBell");
  const count = useUnreadCount(usePathname()) ?? 0;
  const label = count > 0 ? t("labelUnread", { count }) : t("label");
  return (
    <Link
      href="/notifications"
      onClick={onNavigate}
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-foreground/80 hover:bg-muted hover:text-primary"
    >
      <Bell className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute end-0.5 top-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs font-semibold leading-5 text-destructive-foreground"
        >
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}
