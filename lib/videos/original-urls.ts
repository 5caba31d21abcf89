import "server-only";
import { env } from "@/lib/env";
import { signKey, verifyKey } from "@/lib/storage/signing";

// A video's original file is served by GET /api/videos/{id}/original?exp=&sig=, which checks the viewer's
// session and enrollment on every request (a refund ends it at once); the HMAC (purpose "video-original")
// covers the video id and the expiry, so the URL cannot be stretched in time nor pointed at another video.

/** The signed URL of a video's original file, valid until `exp` (seconds since the epoch). */
export function signedOriginalUrl(videoId: string, exp: number): string {
  const { sig } = signKey(env().NEXTAUTH_SECRET, videoId, exp, "video-original");
  return `/api/videos/${encodeURIComponent(videoId)}/original?exp=${exp}&sig=${sig}`;
}

/** True when `sig` signs this video's original until `exp`, and `exp` is not past. */
export function verifyOriginalUrl(videoId: string, exp: string | null, sig: string | null): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  return verifyKey(env().NEXTAUTH_SECRET, videoId, Number(exp), sig, Date.now(), "video-original");
}
