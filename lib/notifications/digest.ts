import "server-only";
import { db } from "@/lib/db";
import { digestDayOf, digestWindow } from "./digest-window";
import { enqueueEmails } from "./email-queue";

const BATCH = 500;

/**
 * Queues today's digest (UTC) of every reader who chose one and has unread notifications from yesterday: one
 * outbox row per reader and day (its unique key), so running this again, on any server, queues nothing more.
 * Runs every hour (lib/notifications/workers.ts), so a missed hour is caught up by the next. Answers how many
 * digests it queued.
 */
export async function queueDailyDigests(now = new Date()): Promise<number> {
  const day = digestDayOf(now);
  const { from, to } = digestWindow(day);
  let queued = 0;
  for (;;) {
    const readers = await db.user.findMany({
      where: {
        deletedAt: null,
        notificationSetting: { emailMode: "daily" },
        notifications: { some: { readAt: null, createdAt: { gte: from, lt: to } } },
        emailDeliveries: { none: { digestDay: day } },
      },
      select: { id: true },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    if (readers.length === 0) return queued;
    const rows = await db.$transaction(async (tx) => {
      // ON CONFLICT DO NOTHING: another server queuing the same digest at once inserts it, this one skips it.
      const inserted = await tx.emailDelivery.createManyAndReturn({
        data: readers.map((reader) => ({ userId: reader.id, digestDay: day })),
        skipDuplicates: true,
        select: { id: true },
      });
      await enqueueEmails(
        inserted.map((row) => row.id),
        tx,
      );
      return inserted;
    }, { maxWait: 10_000, timeout: 20_000 });
    queued += rows.length;
    if (readers.length < BATCH) return queued;
  }
}
