import "server-only";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/db/transaction";
import { DEFAULT_EMAIL_MODE } from "./modes";
import { enqueueEmails } from "./email-queue";

export type NotificationKind = "reply" | "answer" | "mention";

export type NotifyInput = {
  /** Who is told; the actor, repeats and deleted accounts are left out. */
  userIds: readonly string[];
  kind: NotificationKind;
  courseId: string;
  threadId: string;
  /** The post the event is about (the reply, the answer, the post with the mention). */
  postId: string | null;
  /** Who did it; never told about their own action. */
  actorId: string | null;
};

/**
 * Tells users about a discussion event: an in-app notification each and, for those who chose an e-mail per
 * event, an outbox row and its sending job. Nothing is sent here: the job sends (lib/notifications/deliver.ts),
 * retried, outside the request. Pass the transaction that writes the post (`tx`) so that the notifications
 * and their jobs exist exactly when the post does; without one, a transaction of its own is used.
 * Answers the ids of the users notified.
 */
export async function notify(input: NotifyInput, tx?: Tx): Promise<string[]> {
  const candidates = [...new Set(input.userIds)].filter((id) => id && id !== input.actorId);
  if (candidates.length === 0) return [];
  const work = async (t: Tx) => {
    const users = await t.user.findMany({
      where: { id: { in: candidates }, deletedAt: null },
      select: { id: true, notificationSetting: { select: { emailMode: true } } },
    });
    if (users.length === 0) return [];
    const created = await t.notification.createManyAndReturn({
      data: users.map((user) => ({
        userId: user.id,
        kind: input.kind,
        courseId: input.courseId,
        threadId: input.threadId,
        postId: input.postId,
        actorId: input.actorId,
      })),
      select: { id: true, userId: true },
    });
    const byEmail = new Set(users.filter((user) => (user.notificationSetting?.emailMode ?? DEFAULT_EMAIL_MODE) === "each").map((user) => user.id));
    const deliveries = await t.emailDelivery.createManyAndReturn({
      data: created.filter((row) => byEmail.has(row.userId)).map((row) => ({ userId: row.userId, notificationId: row.id })),
      select: { id: true },
    });
    await enqueueEmails(
      deliveries.map((row) => row.id),
      t,
    );
    return created.map((row) => row.userId);
  };
  // Its own transaction gets more than Prisma's 5 s: a loaded server must not drop a post's notifications.
  return tx ? work(tx) : db.$transaction(work, { maxWait: 10_000, timeout: 20_000 });
}
