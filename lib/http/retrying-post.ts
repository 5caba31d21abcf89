// Browser side of replay-safe POSTs (lib/http/idempotency.ts): one Idempotency-Key per action, sent with each
// try, and one more try when the first never got an answer from the app (network error, or nginx's 502/503
// from a server that died): the server answers the retry with the first try's result if it had one.

const RETRIED = new Set([502, 503]);

/** A random (version 4) UUID; crypto.randomUUID exists only on https and localhost pages. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** POSTs `body` as JSON with an Idempotency-Key, trying once more with the same key on a network error, 502 or 503. */
export async function postJsonRetryingOnce(url: string, body: unknown, init: { keepalive?: boolean } = {}): Promise<Response> {
  const headers = { "Content-Type": "application/json", "Idempotency-Key": newIdempotencyKey() };
  const send = () => fetch(url, { method: "POST", body: JSON.stringify(body), headers, keepalive: init.keepalive });
  try {
    const first = await send();
    if (!RETRIED.has(first.status)) return first;
  } catch {
    // No answer at all: the request may or may not have reached the app; the key makes trying again safe.
  }
  return send();
}
