import "server-only";
import { env } from "@/lib/env";
import { normalizeAddress, socketPeer } from "@/lib/observability/peer";

/** The key used when the client's address cannot be trusted; per-address limits do not apply to it. */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * The client's address. Entries of X-Forwarded-For before the ones our own proxies appended are written by
 * the client and can be forged, so the address is the entry the outermost trusted proxy appended:
 * TRUSTED_PROXY_HOPS entries from the end. With 0 (no proxy, as with `npm start`) the header is the
 * client's own, so the address is unknown: per-address limits are skipped (should a proxy nobody declared be
 * in front, one shared key would let any client lock every visitor out) and the per-account limits hold.
 * A chain shorter than the hops did not come through all our proxies: unknown as well.
 * The header is read only when the connection itself comes from a trusted proxy (TRUSTED_PROXY_ADDRESSES, as
 * the server's request hook recorded it: lib/observability/peer.ts). A client that reached the server's port
 * directly is counted by its connection's address, whatever X-Forwarded-For it sends. Where no hook ran (a
 * route handler called in a test) there is no connection to judge and the header is read as before.
 */
export function clientAddress(headers: Headers, hops = env().TRUSTED_PROXY_HOPS, proxies = env().TRUSTED_PROXY_ADDRESSES): string {
  if (hops === 0) return UNKNOWN_ADDRESS;
  const peer = socketPeer(headers);
  if (peer !== null && !isTrustedProxy(peer, proxies)) return peer ? normalizeAddress(peer) : UNKNOWN_ADDRESS;
  const chain = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  return chain.length >= hops ? chain[chain.length - hops]! : UNKNOWN_ADDRESS;
}

function isTrustedProxy(peer: string, proxies: readonly string[]): boolean {
  const address = normalizeAddress(peer);
  return proxies.some((proxy) => normalizeAddress(proxy) === address);
}
