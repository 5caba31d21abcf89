import { createHash } from "node:crypto";

// Route handlers get no ETag from Next (only pages do): the sitemap, robots.txt and the icons send their own, so a
// crawler or a browser that has the file already asks with If-None-Match and gets 304 with no body.

/** A strong validator for `body`: the same bytes, the same tag. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2: W/ ignored; * names any). */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/**
 * `body` with its ETag, or 304 (the same ETag and caching headers, no body) when the request already has it.
 * `headers` carries Content-Type and Cache-Control.
 */
export function withEtag(request: Request, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string>, etag = etagOf(body)): Response {
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag)) {
    // A 304 carries the validators and caching headers a 200 would, and no body (so no Content-Type).
    const cacheHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== "content-type"));
    return new Response(null, { status: 304, headers: { ...cacheHeaders, ETag: etag } });
  }
  return new Response(body, { headers: { ...headers, ETag: etag } });
}
