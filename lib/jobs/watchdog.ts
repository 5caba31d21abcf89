import "server-only";
import { db } from "@/lib/db";
import { jobQueue, VIDEO_PROCESSING_QUEUE } from "./queue";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("jobs");

// A server that dies mid-transcode (a crash, a kill, a deploy whose SIGTERM ended the process before the job's
// failure was written) leaves its job "active" until the job's expiry, up to 4 hours. Processing touches the
// video's row (its progress) many times a minute, so a running job whose video has not changed for
// STALLED_AFTER_MINUTES has no live worker: it is failed here, and pg-boss retries it on a live server.
export const STALLED_AFTER_MINUTES = 10;
export const WATCHDOG_CRON = "*/5 * * * *";

/** Fails the video jobs whose worker is gone; answers their ids. */
export async function failStalledVideoJobs(stalledAfterMinutes = STALLED_AFTER_MINUTES): Promise<string[]> {
  const boss = await jobQueue();
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT j.id::text AS id FROM pgboss.job j JOIN videos v ON v.id = j.data->>'videoId'
    WHERE j.name = ${VIDEO_PROCESSING_QUEUE} AND j.state = 'active'
      AND j.started_on < now() - make_interval(mins => ${stalledAfterMinutes})
      AND v."updatedAt" < now() - make_interval(mins => ${stalledAfterMinutes})`;
  const ids = rows.map((row) => row.id);
  if (ids.length) {
    log.warn({ jobIds: ids }, "video jobs stalled with no live worker; failing them for a retry");
    await boss.fail(VIDEO_PROCESSING_QUEUE, ids);
  }
  return ids;
}
