import "server-only";
import { db } from "@/lib/db";

/**
 * Exponential backoff per key (an account's sign-ins), instead of a hard lock: the first `free` failures
 * cost nothing, then each one makes the next try wait twice as long (1 s, 2 s, 4 s … up to `maxDelaySeconds`).
 * Failures are forgotten `forgetSeconds` after the last one. Kept in rate_limit_buckets: `count` is the
 * number of failures, `resetAt` the moment they are forgotten (so the last failure was forgetSeconds before).
 */
export type BackoffPolicy = { free: number; maxDelaySeconds: number; forgetSeconds: number };

export type BackoffTurn = { allowed: boolean; retryAfterSeconds: number };

export const delaySeconds = (failures: number, policy: BackoffPolicy) =>
  failures <= policy.free ? 0 : Math.min(policy.maxDelaySeconds, 2 ** (failures - policy.free - 1));

/**
 * Takes a turn: refused (with the wait) while the backoff runs, otherwise counted as a failure up front, so
 * parallel guesses cannot slip through together; a success then calls clearBackoff.
 */
export async function takeBackoffTurn(key: string, policy: BackoffPolicy): Promise<BackoffTurn> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO "rate_limit_buckets" ("key", "count", "resetAt") VALUES (${key}, 0, now()) ON CONFLICT ("key") DO NOTHING`;
    const [row] = await tx.$queryRaw<{ count: number; resetAt: Date; now: Date }[]>`
      SELECT "count", "resetAt", now() AS "now" FROM "rate_limit_buckets" WHERE "key" = ${key} FOR UPDATE`;
    const now = row!.now.getTime();
    const failures = row!.resetAt.getTime() <= now ? 0 : row!.count;
    const lastFailureAt = row!.resetAt.getTime() - policy.forgetSeconds * 1000;
    const openAt = lastFailureAt + delaySeconds(failures, policy) * 1000;
    if (failures > 0 && openAt > now) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((openAt - now) / 1000)) };
    await tx.$executeRaw`
      UPDATE "rate_limit_buckets" SET "count" = ${failures + 1}, "resetAt" = now() + make_interval(secs => ${policy.forgetSeconds})
      WHERE "key" = ${key}`;
    return { allowed: true, retryAfterSeconds: 0 };
  });
}
