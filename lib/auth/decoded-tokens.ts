import { decode, type JWT, type JWTDecodeParams } from "next-auth/jwt";

/**
 * next-auth's decode (HKDF key derivation, then JWE decryption: about 0.2 ms) memoised by the cookie's exact
 * value: a browser sends the same cookie with every request of its session, so it is decrypted once per process
 * (pages, route handlers and proxy.ts each keep their own). An entry lives until the token's own expiry, so
 * nothing is accepted that next-auth's decode would refuse; another server, or a restart, simply decodes again.
 * Bounded: the oldest entries go first. Who the token names is still checked against the user row by its callers.
 */
const decoded = new Map<string, { token: JWT; expiresAt: number }>();
const DECODED_MAX = 10_000;

export async function memoisedDecode(params: JWTDecodeParams): Promise<JWT | null> {
  const key = `${params.secret}\u0000${params.token ?? ""}`;
  const hit = decoded.get(key);
  if (hit && Date.now() < hit.expiresAt) return hit.token;
  if (hit) decoded.delete(key);
  const token = await decode(params);
  if (token && typeof token.exp === "number") {
    if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value!);
    decoded.set(key, { token, expiresAt: token.exp * 1000 });
  }
  return token;
}
