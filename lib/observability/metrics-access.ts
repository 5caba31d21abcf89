import "server-only";
import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { cameThroughProxy, isLoopback, socketPeer } from "./peer";

/**
 * Who may read /api/metrics: a process on this machine (Prometheus beside the server), judged by the socket's
 * address, never by X-Forwarded-For (nginx on this machine forwards anyone, so a request that came through
 * nginx carrying its client's X-Forwarded-For is refused unless it has the token); or whoever sends
 * `Authorization: Bearer $METRICS_TOKEN`.
 */
export function mayReadMetrics(headers: Headers, token = env().METRICS_TOKEN): boolean {
  if (token && bearerMatches(headers.get("authorization"), token)) return true;
  const peer = socketPeer(headers);
  return peer !== null && isLoopback(peer) && !cameThroughProxy(headers);
}

function bearerMatches(header: string | null, token: string): boolean {
  const sent = Buffer.from(header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : "");
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
