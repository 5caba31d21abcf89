import "server-only";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { pageCount, pageSlice } from "@/lib/pagination";
import { notificationViewSelect, toView, type NotificationView } from "./views";

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** How many of the user's notifications are unread (the bell). */
export function unreadCount(userId: string): Promise<number> {
  return db.notification.count({ where: { userId, readAt: null } });
}

export type NotificationPage = { items: NotificationView[]; page: number; pages: number; unread: number };

/** One page of the user's notifications, newest first; a page past the end is the last one. */
export async function notificationPage(userId: string, page: number, locale: Locale): Promise<NotificationPage> {
  const [total, unread] = await Promise.all([db.notification.count({ where: { userId } }), unreadCount(userId)]);
  const pages = pageCount(total, NOTIFICATIONS_PAGE_SIZE);
  const current = Math.min(page, pages);
  const rows = await db.notification.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    ...pageSlice(current, NOTIFICATIONS_PAGE_SIZE),
    select: notificationViewSelect(locale),
  });
  return { items: rows.map(toView), page: current, pages, unread };
}

/** Marks the user's notifications read: those of `ids` that are theirs, or all. Answers how many changed. */
export async function markRead(userId: string, which: { all: true } | { ids: string[] }): Promise<number> {
  const where = "all" in which ? { userId, readAt: null } : { userId, readAt: null, id: { in: which.ids } };
  const { count } = await db.notification.updateMany({ where, data: { readAt: new Date() } });
  return count;
}
