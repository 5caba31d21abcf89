import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { NextResponse } from "next/server";
import { idempotentSql, sql } from "@/lib/db";
import { badRequest, conflict, HttpError } from "./errors";

// Replay-safe POSTs (payment confirmation, progress save). The client makes one UUID per action and sends
// it as `Idempotency-Key` with each try, so a retry after a dropped connection or a 502 (nginx, the client
// itself) gets the first answer instead of running again. Rows live in PostgreSQL, so every server sees them.
//
// A try that finds the key still running on another server waits for it (up to the lease) rather than
// answering 409 at once: the usual cause is the client's own retry of a request whose first try is still
// being answered, and the buyer should see that answer, not an error. When the server running it died, its
// lease runs out and the waiting try takes the key over; the work under it is idempotent in itself
// (lib/purchases locks the payment, progress credit only grows), so a takeover never doubles anything.

const KEY_HEADER = "idempotency-key";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How long a claim holds before another try may take it over: far past a confirmation's provider round trip. */
const LEASE_SECONDS = 10;
/** How long an answer is kept for replays. */
const KEEP_HOURS = 24;
const POLL_MS = 100;

type Scope = { userId: string; route: string; input: unknown };
type StoredRow = { route: string; requestHash: string; status: number | null; body: string | null };

/**
 * Runs `work` once per (user, Idempotency-Key): a 2xx answer is stored and replayed to every later try with
 * that key (same status and body, `Idempotent-Replayed: true`); another answer is not kept, since it changed
 * nothing, so the action may be tried again. Without the header, runs `work` as it is. A key that is not a
 * UUID is a 400; the same key with another route or body a 422; a key still running after the wait a 409.
 */
export async function idempotent(request: Request, scope: Scope, work: () => Promise<unknown>): Promise<Response> {
  const key = request.headers.get(KEY_HEADER);
  if (key === null) return asResponse(await work());
  if (!UUID.test(key)) throw badRequest("The Idempotency-Key header must be a UUID.", { code: "BAD_IDEMPOTENCY_KEY" });
  const requestHash = createHash("sha256").update(`${scope.route}\n${JSON.stringify(scope.input)}`).digest("hex");
  const claim = await claimKey(scope.userId, key.toLowerCase(), scope.route, requestHash);
  if (claim instanceof Response) return claim;

  let answer: Response;
  try {
    answer = asResponse(await work());
  } catch (error) {
    if (claim) await releaseKey(scope.userId, key.toLowerCase(), claim);
    throw error;
  }
  const body = await answer.text();
  if (claim && answer.ok) {
    await idempotentSql`UPDATE idempotency_keys SET status = ${answer.status}, body = ${body}, "claimToken" = NULL
              WHERE "userId" = ${scope.userId} AND key = ${key.toLowerCase()}::uuid AND "claimToken" = ${claim}::uuid`;
  } else if (claim) {
    await releaseKey(scope.userId, key.toLowerCase(), claim);
  }
  return new Response(body, { status: answer.status, headers: answer.headers });
}

function asResponse(result: unknown): Response {
  return result instanceof Response ? result : NextResponse.json(result);
}

/**
 * Takes the key (a new one, or one whose holder's lease ran out) and returns the claim's token; or the
 * stored answer; or null when there is no account to keep it under (the work then answers, a 401). Throws
 * the 422 of a key used for another request, and the 409 of one still running after the wait.
 */
async function claimKey(userId: string, key: string, route: string, requestHash: string): Promise<string | null | Response> {
  maybePruneExpiredKeys();
  const token = randomUUID();
  const deadline = Date.now() + (LEASE_SECONDS + 1) * 1000;
  for (;;) {
    // Idempotent (so retried on a dropped connection): run again, it finds its own token and claims again.
    const [claimed] = await idempotentSql<{ claimToken: string }>`
      INSERT INTO idempotency_keys ("userId", key, route, "requestHash", "claimToken", "lockedUntil", "expiresAt")
      SELECT id, ${key}::uuid, ${route}, ${requestHash}, ${token}::uuid, now() + make_interval(secs => ${LEASE_SECONDS}), now() + make_interval(hours => ${KEEP_HOURS})
      FROM users WHERE id = ${userId}
      ON CONFLICT ("userId", key) DO UPDATE SET "claimToken" = EXCLUDED."claimToken", "lockedUntil" = EXCLUDED."lockedUntil"
        WHERE idempotency_keys.status IS NULL
          AND (idempotency_keys."lockedUntil" < now() OR idempotency_keys."claimToken" = EXCLUDED."claimToken")
          AND idempotency_keys.route = EXCLUDED.route AND idempotency_keys."requestHash" = EXCLUDED."requestHash"
      RETURNING "claimToken"`;
    if (claimed) return token;
    const [row] = await sql<StoredRow>`
      SELECT route, "requestHash", status, body FROM idempotency_keys WHERE "userId" = ${userId} AND key = ${key}::uuid`;
    if (!row) return null;
    if (row.route !== route || row.requestHash !== requestHash) {
      throw new HttpError(422, "This Idempotency-Key was already used for a different request.", { code: "IDEMPOTENCY_KEY_REUSED" });
    }
    if (row.status !== null) {
      return new Response(row.body, {
        status: row.status,
        headers: { "Content-Type": "application/json", "Cache-Control": "private, no-store", "Idempotent-Replayed": "true" },
      });
    }
    if (Date.now() > deadline) {
      throw conflict("This request is still being answered. Please try again in a moment.", { code: "IDEMPOTENCY_IN_FLIGHT", retryAfter: 1 });
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Gives the key up after an answer that changed nothing (or a failure), so the action may be tried again. */
async function releaseKey(userId: string, key: string, token: string): Promise<void> {
  await idempotentSql`DELETE FROM idempotency_keys WHERE "userId" = ${userId} AND key = ${key}::uuid AND "claimToken" = ${token}::uuid AND status IS NULL`;
}

/** Deletes answers past their day. Returns how many went. */
export async function pruneExpiredKeys(): Promise<number> {
  const rows = await sql<{ n: number }>`WITH gone AS (DELETE FROM idempotency_keys WHERE "expiresAt" < now() RETURNING 1) SELECT count(*)::int AS n FROM gone`;
  return rows[0]!.n;
}

/** Roughly one claim in 200 also prunes, as the rate-limit buckets are, so the table stays small without a scheduler. */
function maybePruneExpiredKeys(random = Math.random): void {
  if (random() * 200 >= 1) return;
  pruneExpiredKeys().catch((error) => console.error("[idempotency] pruning expired keys failed", error));
}
