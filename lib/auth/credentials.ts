import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { tooManyRequests, unauthorized } from "@/lib/http/errors";
import { hit, refund, reset } from "@/lib/rate-limit/limit";
import { toPublicUser, type PublicUser } from "@/lib/users/service";
import { verifyPassword } from "./password";

const SIGN_IN_LIMIT = { attempts: 10, windowSeconds: 15 * 60 };
export const RATE_LIMITED = "RATE_LIMITED";
export const INVALID_CREDENTIALS = "INVALID_CREDENTIALS";

/**
 * Checks an e-mail and password. Attempts are counted per e-mail and per IP address in PostgreSQL; the
 * password is verified (or a dummy hash is) whether or not the account exists, so timing reveals nothing.
 * A successful sign-in gives its hit back to the address: a classroom or a church behind one address
 * signs in all its students, while guesses from it are still limited.
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
  await Promise.all([reset(`signin:email:${email}`), refund(`signin:ip:${ip}`)]);
  return toPublicUser(user);
}

/**
 * The client's address. The entries of X-Forwarded-For before the ones our own proxies added are written
 * by the client and can be forged, so the address is the one added by the outermost trusted proxy:
 * TRUSTED_PROXY_HOPS entries from the end (default 1, one load balancer; Next.js fills the header from the
 * socket when no proxy set it).
 */
export function clientIp(headers: Headers): string {
  // The schema accepts 0 (no proxy), but at least one hop is still trusted here; a later issue revisits this.
  const hops = Math.max(1, env().TRUSTED_PROXY_HOPS);
  const chain = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  return chain[Math.max(0, chain.length - hops)] || headers.get("x-real-ip") || "unknown";
}
