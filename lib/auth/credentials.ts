import "server-only";
import { db } from "@/lib/db";
import { unauthorized } from "@/lib/http/errors";
import { clientAddress, UNKNOWN_ADDRESS } from "@/lib/rate-limit/address";
import { awaitBackoffTurn, endBackoffTurn, type BackoffOutcome, type BackoffPolicy } from "@/lib/rate-limit/backoff";
import { LIMITS, RATE_LIMITED, rateLimited } from "@/lib/rate-limit/guards";
import { hit, refund, type RateLimitResult } from "@/lib/rate-limit/limit";
import { toPublicUser } from "@/lib/users/service";
import { verifyPassword } from "./password";
import type { SessionSubject } from "./session-claims";

/** Per account: 5 free failures, then 1 s, 2 s, 4 s … up to 10 minutes between tries; forgotten after an hour. */
const ACCOUNT_BACKOFF: BackoffPolicy = { free: 5, maxDelaySeconds: 10 * 60, forgetSeconds: 60 * 60 };
export { RATE_LIMITED };
export const INVALID_CREDENTIALS = "INVALID_CREDENTIALS";
const TOO_MANY = "Too many sign-in attempts. Please wait and try again.";

const allowedAddress: RateLimitResult = { allowed: true, remaining: 0, retryAfterSeconds: 0 };

/**
 * Checks an e-mail and password. Guesses are slowed per account by an exponential backoff (never a lock
 * that a stranger's ten wrong passwords set on the owner) and limited generously per address; the
 * password is verified (or a dummy hash is) whether or not the account exists, so timing reveals nothing.
 * A successful sign-in clears the account's backoff and gives its hit back to the address: a classroom or
 * a church behind one address signs in all its students, while guesses from it are still limited. Tries of
 * one account at the same time (a classroom on one shared account) wait for each other instead of being
 * refused. No database transaction is open while the password is hashed.
 */
export async function verifyCredentials(email: string, password: string, ip: string): Promise<SessionSubject> {
  const { limit, windowSeconds } = LIMITS.signInPerAddress;
  const addressKey = `signin:ip:${ip}`;
  const byIp = ip === UNKNOWN_ADDRESS ? allowedAddress : await hit(addressKey, limit, windowSeconds);
  if (!byIp.allowed) throw rateLimited(TOO_MANY, byIp.retryAfterSeconds);
  const accountKey = `signin:account:${email}`;
  const turn = await awaitBackoffTurn(accountKey, ACCOUNT_BACKOFF);
  if (!turn.allowed) throw rateLimited(TOO_MANY, turn.retryAfterSeconds);
  // Anything short of a checked, right password (including an error) ends the turn as a failure.
  let outcome: BackoffOutcome = "failure";
  try {
    const user = await db.user.findUnique({ where: { email } });
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    // A deleted account is refused like an unknown one (its e-mail and password are already unusable).
    if (!user || user.deletedAt || !valid) throw unauthorized("Invalid email or password", { code: INVALID_CREDENTIALS });
    outcome = "success";
    return { ...toPublicUser(user), sessionVersion: user.sessionVersion };
  } finally {
    await Promise.all([
      endBackoffTurn(accountKey, outcome, ACCOUNT_BACKOFF),
      outcome === "success" && ip !== UNKNOWN_ADDRESS ? refund(addressKey) : null,
    ]);
  }
}

/** The client's address for the limits (lib/rate-limit/address.ts): TRUSTED_PROXY_HOPS from the end of X-Forwarded-For. */
export function clientIp(headers: Headers): string {
  return clientAddress(headers);
}
