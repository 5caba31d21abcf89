import "server-only";
import { hkdfSync } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { env } from "@/lib/env";

// The unsubscribe link's token: a JWT (jose, HS256) naming the user, signed with a key derived from the
// project's secret for this purpose only, so it is worth nothing anywhere else. It never expires: RFC 8058 asks
// that a List-Unsubscribe link keep working, and all it can do is turn discussion e-mail off for that user.
const AUDIENCE = "bsa:notifications:unsubscribe";
const MAX_TOKEN_LENGTH = 400;

const key = () => new Uint8Array(hkdfSync("sha256", env().NEXTAUTH_SECRET, "", AUDIENCE, 32));

/** The token of `userId`'s unsubscribe links. */
export function unsubscribeToken(userId: string): Promise<string> {
  return new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(userId).setAudience(AUDIENCE).setIssuedAt().sign(key());
}

/** The user a token was made for, or null for anything not made by unsubscribeToken (altered, foreign, garbage). */
export async function userOfUnsubscribeToken(token: string): Promise<string | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, key(), { audience: AUDIENCE, algorithms: ["HS256"] });
    return typeof payload.sub === "string" && payload.sub ? payload.sub : null;
  } catch {
    return null;
  }
}
