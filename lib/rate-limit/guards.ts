import "server-only";
import { tooManyRequests } from "@/lib/http/errors";
import { UNKNOWN_ADDRESS } from "./address";
import { hit } from "./limit";

export const RATE_LIMITED = "RATE_LIMITED";

// The limits in one place. Per address they are generous: a church network or a carrier's shared address
// holds many honest people. The sign-in's per-account limit is a backoff (lib/auth/credentials.ts).
export const LIMITS = {
  signInPerAddress: { limit: 100, windowSeconds: 15 * 60 },
  signUpPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  resetRequestPerAddress: { limit: 20, windowSeconds: 60 * 60 },
  paymentIntentPerAddress: { limit: 30, windowSeconds: 10 * 60 },
} as const;

/** A 429 with Retry-After; `retryAfter` also travels in the body, for server actions (no headers there). */
export function rateLimited(message: string, retryAfter: number) {
  return tooManyRequests(message, { code: RATE_LIMITED, retryAfter, details: { retryAfter } });
}

/** Counts one request from `address` under `name`; a 429 when over the limit. Unknown addresses are not counted. */
export async function limitAddress(name: keyof typeof LIMITS, address: string, message: string): Promise<void> {
  if (address === UNKNOWN_ADDRESS) return;
  const { limit, windowSeconds } = LIMITS[name];
  const result = await hit(`${name}:${address}`, limit, windowSeconds);
  if (!result.allowed) throw rateLimited(message, result.retryAfterSeconds);
}

export const limitSignUp = (address: string) =>
  limitAddress("signUpPerAddress", address, "Too many accounts were created from your network. Please wait and try again.");

export const limitResetRequest = (address: string) =>
  limitAddress("resetRequestPerAddress", address, "Too many password reset requests. Please wait and try again.");

export const limitPaymentIntent = (address: string) =>
  limitAddress("paymentIntentPerAddress", address, "Too many payment requests. Please wait a moment and try again.");
