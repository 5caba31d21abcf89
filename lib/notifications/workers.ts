import "server-only";
import type PgBoss from "pg-boss";
import { NOTIFICATION_DIGEST_QUEUE, NOTIFICATION_EMAIL_QUEUE, NOTIFICATION_SWEEP_QUEUE } from "@/lib/jobs/queue";
import { deliverEmail } from "./deliver";
import { queueDailyDigests } from "./digest";
import { sweepEmailOutbox } from "./sweep";
import type { NotificationEmailJob } from "./email-queue";

/** Every hour at :05 (UTC); pg-boss runs a schedule once across all servers. */
export const DIGEST_CRON = "5 * * * *";
/** Every 10 minutes: stalled or orphaned outbox rows (./sweep.ts). */
export const SWEEP_CRON = "*/10 * * * *";

/**
 * Starts this server's discussion e-mail workers: the sender of the outbox (a failed send is thrown, so pg-boss
 * retries it with back-off), the hourly job that queues the day's digests and the outbox's sweep.
 */
export async function workNotificationEmails(boss: PgBoss): Promise<void> {
  await boss.work<NotificationEmailJob>(NOTIFICATION_EMAIL_QUEUE, async (jobs) => {
    for (const job of jobs) await deliverEmail(job.data.deliveryId);
  });
  await boss.work(NOTIFICATION_DIGEST_QUEUE, async () => {
    await queueDailyDigests();
  });
  await boss.schedule(NOTIFICATION_DIGEST_QUEUE, DIGEST_CRON);
  await boss.work(NOTIFICATION_SWEEP_QUEUE, async () => {
    await sweepEmailOutbox();
  });
  await boss.schedule(NOTIFICATION_SWEEP_QUEUE, SWEEP_CRON);
}
