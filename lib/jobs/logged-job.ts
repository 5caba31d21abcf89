import "server-only";
import { componentLogger } from "@/lib/observability/logger";
import { recordJob } from "@/lib/observability/metrics";

const log = componentLogger("jobs");

/**
 * Wraps a pg-boss handler: one JSON line per job (queue, id, outcome, duration; never its data, which may name
 * people) and the job metrics. A failure is logged and thrown on, so pg-boss still retries it.
 */
export function loggedJob<J extends { id: string }>(queue: string, handler: (jobs: J[]) => Promise<unknown>) {
  return async (jobs: J[]): Promise<void> => {
    const started = performance.now();
    let outcome: "completed" | "failed" = "failed";
    let reason: string | undefined;
    try {
      await handler(jobs);
      outcome = "completed";
    } catch (error) {
      reason = (error as Error)?.message ?? String(error);
      throw error;
    } finally {
      const ms = performance.now() - started;
      recordJob(queue, outcome, ms / 1000);
      for (const job of jobs) {
        const line = { queue, jobId: job.id, outcome, durationMs: Math.round(ms) };
        if (outcome === "completed") log.info(line, "job");
        else log.warn({ ...line, error: reason }, "job");
      }
    }
  };
}
