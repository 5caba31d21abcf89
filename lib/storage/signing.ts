import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from "node:crypto";
import { KeptPerProcess } from "@/lib/cache/kept-per-process";

// Disk-driver URLs carry an expiry and an HMAC-SHA256 of "key\nexpiry", so a URL cannot be stretched
// in time nor pointed at another file. The key is derived from the app secret with a purpose label,
// so a media signature is never valid as anything else.
export type SignedParams = { exp: number; sig: string };

/** What a signature allows: reading an object, writing one object or one multipart part (disk driver), reading a video's HLS playlists or its original file. */
export type SigningPurpose = "media-url" | "upload-put" | "upload-part" | "hls-playlist" | "video-original";

// Each purpose's key, derived from the secret once per process: a lesson page signs a dozen URLs (its video, every
// caption track), and deriving and importing the key again for each cost as much as the signature itself.
const purposeKeys = new KeptPerProcess<KeyObject>(32);

const purposeKey = (secret: string, purpose: SigningPurpose): KeyObject =>
  purposeKeys.get(`${purpose}\u0000${secret}`, () => createSecretKey(createHmac("sha256", secret).update(`bsa:${purpose}:v1`).digest()));

function signature(secret: string, key: string, exp: number, purpose: SigningPurpose): Buffer {
  return createHmac("sha256", purposeKey(secret, purpose)).update(`${key}\n${exp}`).digest();
}

export function signKey(secret: string, key: string, exp: number, purpose: SigningPurpose = "media-url"): SignedParams {
  return { exp, sig: signature(secret, key, exp, purpose).toString("base64url") };
}

/** True when `sig` is the signature of `key` until `exp` and `exp` (seconds) is not past `now` (ms). */
export function verifyKey(secret: string, key: string, exp: number, sig: string, now = Date.now(), purpose: SigningPurpose = "media-url"): boolean {
  if (!Number.isSafeInteger(exp) || exp * 1000 < now) return false;
  const expected = signature(secret, key, exp, purpose);
  let given: Buffer;
  try {
    given = Buffer.from(sig, "base64url");
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}
