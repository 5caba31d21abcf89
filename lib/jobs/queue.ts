import "server-only";
import PgBoss from "pg-boss";
import { envOf } from "@/lib/env";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("jobs");

// The job queue: pg-boss on the school's own PostgreSQL (its tables live in the `pgboss` schema, which it
// creates and migrates itself under an advisory lock, so several servers may start at once). One instance per
// process, shared by code that enqueues (the API) and the workers (instrumentation.ts).
const globalForQueue = globalThis as unknown as { jobQueue?: Promise<PgBoss> };

export const VIDEO_PROCESSING_QUEUE = "video-processing";
export const UPLOAD_CLEANUP_QUEUE = "upload-cleanup";
export const VIDEO_WATCHDOG_QUEUE = "video-watchdog";
export const NOTIFICATION_EMAIL_QUEUE = "notification-email";
export const NOTIFICATION_DIGEST_QUEUE = "notification-digest";
export const NOTIFICATION_SWEEP_QUEUE = "notification-sweep";

/**
 * A video's processing: retried three times with exponential back-off from 30 s; at most one queued and one
 * running per video (stately, keyed by video id). A discussion e-mail: retried five times from a minute (an SMTP
 * server that is down for a while); its outbox row, not the queue, keeps it from being sent twice.
 */
const QUEUES: PgBoss.Queue[] = [
  { name: VIDEO_PROCESSING_QUEUE, policy: "stately", retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 4 * 60 * 60, retentionDays: 7 },
  { name: UPLOAD_CLEANUP_QUEUE, policy: "short", retryLimit: 1, expireInSeconds: 15 * 60 },
  { name: VIDEO_WATCHDOG_QUEUE, policy: "short", retryLimit: 0, expireInSeconds: 60 },
  { name: NOTIFICATION_EMAIL_QUEUE, policy: "standard", retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 5 * 60, retentionDays: 7 },
  { name: NOTIFICATION_DIGEST_QUEUE, policy: "short", retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 },
  { name: NOTIFICATION_SWEEP_QUEUE, policy: "short", retryLimit: 0, expireInSeconds: 5 * 60 },
];

async function start(): Promise<PgBoss> {
  const { DATABASE_URL } = envOf("DATABASE_URL");
  const boss = new PgBoss({ connectionString: DATABASE_URL, max: 3, application_name: "bsa-jobs" });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  await boss.start();
  for (const queue of QUEUES) {
    // createQueue keeps an existing queue as it is; updateQueue brings its options to what this code says.
    await boss.createQueue(queue.name, queue);
    await boss.updateQueue(queue.name, queue);
  }
  return boss;
}

/** The started queue (starting it on first use). */
export function jobQueue(): Promise<PgBoss> {
  globalForQueue.jobQueue ??= start().catch((error) => {
    globalForQueue.jobQueue = undefined; // the next call tries again (the database may come back)
    throw error;
  });
  return globalForQueue.jobQueue;
}

/** The queue if this process has started it (the metrics read its depth without starting one), else null. */
export function startedJobQueue(): Promise<PgBoss> | null {
  return globalForQueue.jobQueue ?? null;
}

/** The names of the school's queues. */
export const QUEUE_NAMES = QUEUES.map((queue) => queue.name);

/** Stops the queue, waiting up to `timeoutMs` for running jobs (tests and shutdown). */
export async function stopJobQueue(timeoutMs = 10_000): Promise<void> {
  const started = globalForQueue.jobQueue;
  globalForQueue.jobQueue = undefined;
  if (started) await (await started).stop({ graceful: true, wait: true, timeout: timeoutMs });
}

/** Runs pg-boss's statements in the caller's Prisma transaction, so a job exists exactly when its row does. */
export type SqlRunner = { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> };
export const inTransaction = (tx: SqlRunner): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values) }),
});
