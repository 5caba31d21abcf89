import { createHmac, timingSafeEqual } from "node:crypto";

// Disk-driver URLs carry an expiry and an HMAC-SHA256 of "key\nexpiry", so a URL cannot be stretched
// in time nor pointed at another file. The key is derived from the app secret with a purpose label,
// so a media signature is never valid as anything else.
export type SignedParams = { exp: number; sig: string };

function signature(secret: string, key: string, exp: number): Buffer {
  const derived = createHmac("sha256", secret).update("bsa:media-url:v1").digest();
  return createHmac("sha256", derived).update(`${key}\n${exp}`).digest();
}

export function signKey(secret: string, key: string, exp: number): SignedParams {
  return { exp, sig: signature(secret, key, exp).toString("base64url") };
}

/** True when `sig` is the signature of `key` until `exp` and `exp` (seconds) is not past `now` (ms). */
export function verifyKey(secret: string, key: string, exp: number, sig: string, now = Date.now()): boolean {
  if (!Number.isSafeInteger(exp) || exp * 1000 < now) return false;
  const expected = signature(secret, key, exp);
  let given: Buffer;
  try {
    given = Buffer.from(sig, "base64url");
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}
