import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

// nginx's $request_id is 32 hex digits; other proxies send UUIDs. Anything else (too long, other characters)
// is not trusted into a log line or a response header: a fresh id replaces it.
const ACCEPTED = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: the one the proxy in front set, when it looks like an id, or a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && ACCEPTED.test(value) ? value : randomUUID();
}
