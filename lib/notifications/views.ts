import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { fullName } from "@/lib/users/full-name";
import { notificationPath } from "./links";
import type { NotificationKind } from "./notify";
import { titleTranslation } from "@/lib/dashboard/course-title";

/** What the list, the bell and the e-mails show of a notification: plain data, names already joined. */
export type NotificationView = {
  id: string;
  kind: NotificationKind;
  read: boolean;
  createdAt: string;
  /** Null when the actor's account is gone. */
  actorName: string | null;
  threadTitle: string;
  courseTitle: string;
  /** Locale-free path (the thread, at the post). */
  path: string;
};

/** The columns a NotificationView is made of, with the course's title in `locale` where it has one. */
export const notificationViewSelect = (locale: Locale) =>
  ({
    id: true,
    kind: true,
    readAt: true,
    createdAt: true,
    threadId: true,
    postId: true,
    actor: { select: { firstName: true, lastName: true, nameOrder: true, deletedAt: true } },
    thread: { select: { title: true } },
    course: { select: { slug: true, title: true, translations: titleTranslation(locale) } },
  }) as const;

type Row = {
  id: string;
  kind: NotificationKind;
  readAt: Date | null;
  createdAt: Date;
  threadId: string;
  postId: string | null;
  actor: { firstName: string; lastName: string; nameOrder: "given_first" | "family_first"; deletedAt: Date | null } | null;
  thread: { title: string };
  course: { slug: string; title: string; translations: { title: string }[] };
};

export function toView(row: Row): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    actorName: row.actor && !row.actor.deletedAt ? fullName(row.actor) || null : null,
    threadTitle: row.thread.title,
    courseTitle: row.course.translations[0]?.title.trim() || row.course.title,
    path: notificationPath({ courseSlug: row.course.slug, threadId: row.threadId, postId: row.postId }),
  };
}
