import "server-only";
import { env } from "@/lib/env";

/** The key used when the client's address cannot be trusted; per-address limits do not apply to it. */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * The client's address. Entries of X-Forwarded-For before the ones our own proxies appended are written by
 * the client and can be forged, so the address is the entry the outermost trusted proxy appended:
 * TRUSTED_PROXY_HOPS entries from the end. With 0 (no proxy, as with `npm start`) the header is the
 * client's own and route handlers cannot see the socket, so the address is unknown: per-address limits
 * are skipped (one shared key would let any client lock every visitor out) and the per-account limits hold.
 * A chain shorter than the hops did not come through all our proxies: unknown as well.
 */
export function clientAddress(headers: Headers, hops = env().TRUSTED_PROXY_HOPS): string {
  if (hops === 0) return UNKNOWN_ADDRESS;
  const chain = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  return chain.length >= hops ? chain[chain.length - hops]! : UNKNOWN_ADDRESS;
}
