// The address at the other end of a request's TCP connection, which route handlers cannot see (they get a
// web Request). The server's request hook (./request-hook.ts) writes it into this header on every request,
// replacing whatever a client sent, before Next reads the headers; X-Forwarded-For is never consulted for it.
export const PEER_HEADER = "x-school-socket-peer";

// Whether the request arrived with an X-Forwarded-For, i.e. through a proxy. Recorded by the hook from what came
// over the socket: Next itself adds X-Forwarded-For (the socket's address) to every request before a route sees it.
export const PROXIED_HEADER = "x-school-proxied";

/** True when the request reached this server carrying X-Forwarded-For (or no hook recorded it). */
export function cameThroughProxy(headers: Headers): boolean {
  return headers.get(PROXIED_HEADER) !== "0";
}

/** The socket peer the request hook recorded, or null where no hook ran (route handlers called directly). */
export function socketPeer(headers: Headers): string | null {
  return headers.get(PEER_HEADER);
}

/** The same address written one way: IPv4 addresses mapped into IPv6 (::ffff:127.0.0.1) as plain IPv4. */
export function normalizeAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  return lower.startsWith("::ffff:") && lower.includes(".") ? lower.slice("::ffff:".length) : lower;
}

/** 127.0.0.0/8 or ::1: a process on this machine. */
export function isLoopback(address: string): boolean {
  const plain = normalizeAddress(address);
  return plain === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}
