import "server-only";
import { db } from "@/lib/db";
import { maybePruneExpired } from "./prune";

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Counts one hit against `key` in a fixed window kept in PostgreSQL, so the limit holds across every app
 * server. One atomic statement: the first hit after the window ends starts a new window.
 */
export async function hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const rows = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "rate_limit_buckets" ("key", "count", "resetAt")
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count"   = CASE WHEN "rate_limit_buckets"."resetAt" <= now() THEN 1 ELSE "rate_limit_buckets"."count" + 1 END,
      "resetAt" = CASE WHEN "rate_limit_buckets"."resetAt" <= now()
                       THEN now() + make_interval(secs => ${windowSeconds}) ELSE "rate_limit_buckets"."resetAt" END
    RETURNING "count", "resetAt"`;
  maybePruneExpired();
  const { count, resetAt } = rows[0]!;
  return {
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)),
  };
}

/** Takes back one hit in the current window, e.g. an attempt that turned out to be legitimate. */
export async function refund(key: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "rate_limit_buckets" SET "count" = GREATEST("count" - 1, 0)
    WHERE "key" = ${key} AND "resetAt" > now()`;
}

/** Clears a key, e.g. the per-account sign-in counter after a successful sign-in. */
export async function reset(key: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key } });
}
