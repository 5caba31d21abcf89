import "server-only";
import { db } from "@/lib/db";
import { tooManyRequests, unauthorized } from "@/lib/http/errors";
import { hit, reset } from "@/lib/rate-limit/limit";
import { toPublicUser, type PublicUser } from "@/lib/users/service";
import { verifyPassword } from "./password";

export const SIGN_IN_LIMIT = { attempts: 10, windowSeconds: 15 * 60 };
export const RATE_LIMITED = "RATE_LIMITED";
export const INVALID_CREDENTIALS = "INVALID_CREDENTIALS";

/**
 * Checks an e-mail and password. Attempts are counted per e-mail and per IP address in PostgreSQL; the
 * password is verified (or a dummy hash is) whether or not the account exists, so timing reveals nothing.
 */
export async function verifyCredentials(email: string, password: string, ip: string): Promise<PublicUser> {
  const [byEmail, byIp] = await Promise.all([
    hit(`signin:email:${email}`, SIGN_IN_LIMIT.attempts, SIGN_IN_LIMIT.windowSeconds),
    hit(`signin:ip:${ip}`, SIGN_IN_LIMIT.attempts, SIGN_IN_LIMIT.windowSeconds),
  ]);
  if (!byEmail.allowed || !byIp.allowed) {
    const wait = Math.max(byEmail.allowed ? 0 : byEmail.retryAfterSeconds, byIp.allowed ? 0 : byIp.retryAfterSeconds);
    throw tooManyRequests("Too many sign-in attempts. Please wait and try again.", { code: RATE_LIMITED, retryAfter: wait });
  }
  const user = await db.user.findUnique({ where: { email } });
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) throw unauthorized("Invalid email or password", { code: INVALID_CREDENTIALS });
  await reset(`signin:email:${email}`);
  return toPublicUser(user);
}

/** The client's address as the load balancer reports it (first hop of X-Forwarded-For). */
export function clientIp(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip") || "unknown";
}
