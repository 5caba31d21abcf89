import "server-only";
import { env } from "@/lib/env";
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

/** A 429 for sign-ups over the site's or a domain's limit: the visitor's own network is not the reason. */
export const SIGN_UPS_BUSY = "SIGN_UPS_BUSY";

/**
 * Counts a sign-up: per client address when it can be trusted; otherwise against the e-mail's domain and
 * the whole site (the domain first, so one busy domain does not use up the site's allowance).
 */
export async function limitSignUp(address: string, email: string): Promise<void> {
  if (address !== UNKNOWN_ADDRESS) {
    return limitAddress("signUpPerAddress", address, "Too many accounts were created from your network. Please wait and try again.");
  }
  // Only where the client's address is unknown (no TRUSTED_PROXY_HOPS, as under `npm start`): without them a
  // script could create accounts without end. Per e-mail domain (a list of one organisation's addresses), and
  // for the whole site; generous (SIGN_UP_LIMIT_PER_DOMAIN, SIGN_UP_LIMIT_SITE an hour), since every honest
  // sign-up of the hour counts against them.
  const domain = email.slice(email.lastIndexOf("@") + 1);
  const { SIGN_UP_LIMIT_PER_DOMAIN, SIGN_UP_LIMIT_SITE } = env();
  for (const [key, limit] of [[`signUpPerDomain:${domain}`, SIGN_UP_LIMIT_PER_DOMAIN], ["signUpSite", SIGN_UP_LIMIT_SITE]] as const) {
    const result = await hit(key, limit, 60 * 60);
    if (!result.allowed) {
      throw tooManyRequests("Too many accounts are being created right now. Please wait and try again.", {
        code: SIGN_UPS_BUSY,
        retryAfter: result.retryAfterSeconds,
        details: { retryAfter: result.retryAfterSeconds },
      });
    }
  }
}

export const limitResetRequest = (address: string) =>
  limitAddress("resetRequestPerAddress", address, "Too many password reset requests. Please wait and try again.");

export const limitPaymentIntent = (address: string) =>
  limitAddress("paymentIntentPerAddress", address, "Too many payment requests. Please wait a moment and try again.");
