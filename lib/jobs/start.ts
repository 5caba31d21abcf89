import "server-only";
import { startWorkers } from "./workers";

const RETRY_MS = 30_000;

/** Starts the workers without blocking the server; retries every 30 s while the database is unreachable. */
export function startWorkersWhenReady(): void {
  startWorkers().catch((error: Error) => {
    console.error(`[jobs] could not start the workers (${error.message}); trying again in ${RETRY_MS / 1000} s`);
    setTimeout(startWorkersWhenReady, RETRY_MS).unref();
  });
}
