import "server-only";
import { db } from "@/lib/db";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("rate-limit");

/** Deletes limit rows whose window ended: they count nothing any more. Returns how many went. */
export async function pruneExpired(): Promise<number> {
  return db.$executeRaw`DELETE FROM "rate_limit_buckets" WHERE "resetAt" < now()`;
}

/** Roughly one hit in `every` also prunes, so the table stays small without a scheduler. */
export function maybePruneExpired(every = 200, random = Math.random): void {
  if (random() * every >= 1) return;
  pruneExpired().catch((error) => log.error({ err: error }, "pruning expired rows failed"));
}
