import "server-only";
import { startWorkers } from "./workers";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("jobs");

const RETRY_MS = 30_000;

/** Starts the workers without blocking the server; retries every 30 s while the database is unreachable. */
export function startWorkersWhenReady(): void {
  startWorkers().catch((error: Error) => {
    log.error({ reason: error.message, retryInSeconds: RETRY_MS / 1000 }, "could not start the workers");
    setTimeout(startWorkersWhenReady, RETRY_MS).unref();
  });
}
