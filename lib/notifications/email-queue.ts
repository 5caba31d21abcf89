import "server-only";
import { inTransaction, jobQueue, NOTIFICATION_EMAIL_QUEUE, type SqlRunner } from "@/lib/jobs/queue";

export type NotificationEmailJob = { deliveryId: string };

/** Queues the sending of outbox rows; inside a transaction (`tx`) the jobs commit with it. */
export async function enqueueEmails(deliveryIds: readonly string[], tx?: SqlRunner): Promise<void> {
  if (deliveryIds.length === 0) return;
  const boss = await jobQueue();
  for (const deliveryId of deliveryIds) {
    const job: NotificationEmailJob = { deliveryId };
    await boss.send(NOTIFICATION_EMAIL_QUEUE, job, { singletonKey: deliveryId, ...(tx ? { db: inTransaction(tx) } : {}) });
  }
}
