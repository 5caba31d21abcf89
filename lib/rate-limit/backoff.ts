import "server-only";
import { db } from "@/lib/db";

/**
 * Exponential backoff per key (an account's sign-ins), instead of a hard lock: the first `free` failures
 * cost nothing, then each one makes the next try wait twice as long (1 s, 2 s, 4 s … up to `maxDelaySeconds`).
 * Failures are forgotten `forgetSeconds` after the last try. Kept in rate_limit_buckets: `count` is the number
 * of failures, `pending` the tries still being checked, `resetAt` the moment all is forgotten (so the last try
 * began forgetSeconds before). Every change is one atomic statement (no transaction, no lock held while a
 * password is hashed), so tries on several servers at once cannot race. A try whose server dies before its end
 * stays counted as a failure until it is forgotten.
 */
export type BackoffPolicy = { free: number; maxDelaySeconds: number; forgetSeconds: number };

/** `inFlight`: for a refused turn, the other tries still being checked, whose end may open the way. */
export type BackoffTurn = { allowed: boolean; retryAfterSeconds: number; inFlight: number };

export type BackoffOutcome = "success" | "failure";

export const delaySeconds = (failures: number, policy: BackoffPolicy) =>
  failures <= policy.free ? 0 : Math.min(policy.maxDelaySeconds, 2 ** (failures - policy.free - 1));

/** How long a refused turn waits for tries in flight to end before it answers 429 (they take an argon2 check). */
const IN_FLIGHT_WAIT_MS = 15_000;
const POLL_MS = 100;

/**
 * Takes a turn if the backoff allows one now: a try in flight counts as a failure until it ends, so parallel
 * guesses cannot slip through together. Refused, it says how long to wait and how many tries are in flight.
 */
export async function takeBackoffTurn(key: string, policy: BackoffPolicy): Promise<BackoffTurn> {
  // A refusal read after a concurrent success removed the row, or as the wait ran out, is tried again at once.
  for (let attempt = 0; ; attempt++) {
    if (await claimTurn(key, policy)) return { allowed: true, retryAfterSeconds: 0, inFlight: 0 };
    const [row] = await db.$queryRaw<{ count: number; pending: number; resetAt: Date; now: Date }[]>`
      SELECT "count", "pending", "resetAt", clock_timestamp() AS "now" FROM "rate_limit_buckets" WHERE "key" = ${key}`;
    const now = row?.now.getTime() ?? 0;
    const lastTryAt = row ? row.resetAt.getTime() - policy.forgetSeconds * 1000 : 0;
    const waitMs = row && row.resetAt.getTime() > now ? lastTryAt + delaySeconds(row.count + row.pending, policy) * 1000 - now : 0;
    if (waitMs > 0 || attempt >= 2) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), inFlight: row?.pending ?? 0 };
    }
  }
}

/**
 * Takes a turn, waiting while the refusal may only be owed to tries in flight (a classroom signing in on one
 * account at once): each success clears the failures, so the next turn opens; failures keep it closed, and
 * the answer is then the backoff's wait. Waiting happens before any password is checked, so it reveals nothing.
 */
export async function awaitBackoffTurn(key: string, policy: BackoffPolicy, waitMs = IN_FLIGHT_WAIT_MS): Promise<BackoffTurn> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const turn = await takeBackoffTurn(key, policy);
    if (turn.allowed || turn.inFlight === 0 || Date.now() >= deadline) return turn;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Ends a turn: a failure is counted; a success forgets the failures (the row goes once no try is in flight). */
export async function endBackoffTurn(key: string, outcome: BackoffOutcome, policy: BackoffPolicy): Promise<void> {
  if (outcome === "failure") {
    await db.$executeRaw`
      INSERT INTO "rate_limit_buckets" AS b ("key", "count", "pending", "resetAt")
      VALUES (${key}, 1, 0, clock_timestamp() + make_interval(secs => ${policy.forgetSeconds}))
      ON CONFLICT ("key") DO UPDATE SET "count" = b."count" + 1, "pending" = GREATEST(b."pending" - 1, 0)`;
    return;
  }
  await db.$executeRaw`UPDATE "rate_limit_buckets" SET "count" = 0, "pending" = GREATEST("pending" - 1, 0) WHERE "key" = ${key}`;
  // A turn taken in between keeps the row (its pending is 1 again).
  await db.$executeRaw`DELETE FROM "rate_limit_buckets" WHERE "key" = ${key} AND "count" = 0 AND "pending" = 0`;
}

/**
 * One atomic statement: a new row, a forgotten one, or one whose wait is over takes the turn; true if it did.
 * The wait is delaySeconds' in SQL, its exponent capped so that a long run of failures cannot overflow.
 */
async function claimTurn(key: string, { free, maxDelaySeconds, forgetSeconds }: BackoffPolicy): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`
    INSERT INTO "rate_limit_buckets" AS b ("key", "count", "pending", "resetAt")
    VALUES (${key}, 0, 1, clock_timestamp() + make_interval(secs => ${forgetSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count"   = CASE WHEN b."resetAt" <= clock_timestamp() THEN 0 ELSE b."count" END,
      "pending" = CASE WHEN b."resetAt" <= clock_timestamp() THEN 1 ELSE b."pending" + 1 END,
      "resetAt" = clock_timestamp() + make_interval(secs => ${forgetSeconds})
    WHERE b."resetAt" <= clock_timestamp()
       OR b."count" + b."pending" <= ${free}
       OR b."resetAt" - make_interval(secs => ${forgetSeconds})
          + make_interval(secs => LEAST(${maxDelaySeconds}::float8, power(2, LEAST(b."count" + b."pending" - ${free} - 1, 40)))) <= clock_timestamp()
    RETURNING 1`;
  return rows.length > 0;
}
