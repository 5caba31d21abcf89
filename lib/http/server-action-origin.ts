// Next.js refuses a server action whose Origin names another host than the request's (its CSRF check in
// app-render/action-handler.js), but it answers that refusal, and an Origin it cannot parse, with a 500.
// proxy.ts makes the same check first and answers 403. It mirrors Next's rule exactly, so it refuses nothing
// Next would run: the host compared is X-Forwarded-Host's first value, or Host; a request without Origin is
// let through, as Next lets it through (no browser sends a cross-site POST without one).

/** A POST Next may run as a server action: one sent by the page's JavaScript, or a form posted without it. */
export function isServerActionPost(request: Request): boolean {
  if (request.method !== "POST") return false;
  return request.headers.has("next-action") || /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
}

/** True when a server action's Origin is not the host it was sent to (or is not an address at all). */
export function isForeignServerAction(request: Request): boolean {
  if (!isServerActionPost(request)) return false;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host");
  try {
    return !host || new URL(origin).host !== host;
  } catch {
    return true; // "null" (a sandboxed page, a redirect across sites) or garbage
  }
}
