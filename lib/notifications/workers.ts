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
 * E-mails a worker takes at each fetch. pg-boss's worker fetches once per polling interval (2 s, counted from the
 * start of the last fetch, whether it found jobs or not): one job a fetch capped each server at one e-mail every
 * 2 s, so the 90 reply e-mails of a class of 50 took 90 s on two servers (e2e/cluster/discussions-load.spec.ts).
 */
export const EMAILS_PER_FETCH = 20;

/**
 * Starts this server's discussion e-mail workers: the sender of the outbox (a failed send fails its own job, which
 * pg-boss retries with back-off; the others of its fetch are sent and completed), the hourly job that queues the
 * day's digests and the outbox's sweep.
 */
export async function workNotificationEmails(boss: PgBoss): Promise<void> {
  await boss.work<NotificationEmailJob>(NOTIFICATION_EMAIL_QUEUE, { batchSize: EMAILS_PER_FETCH }, async (jobs) => {
    for (const job of jobs) {
      try {
        await deliverEmail(job.data.deliveryId);
      } catch (error) {
        // pg-boss then completes the fetch's other jobs: only those still active, so not this one.
        await boss.fail(NOTIFICATION_EMAIL_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    }
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
