import { badRequest } from "./errors";

// The address of a request checked once, before any handler reads it: a NUL character reaches PostgreSQL as an
// error, malformed percent-encoding throws in decodeURIComponent, and a `%` left in a path segment after
// Next.js decoded it means it was encoded twice (%2541), which a handler decoding again would read as another value.

const invalidAddress = () => badRequest("This address is not valid.", { code: "invalid_address" });

function decodeOrRefuse(raw: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw invalidAddress();
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded)) throw invalidAddress();
  return decoded;
}

/** False when a path is malformed, holds control characters, or was percent-encoded twice (for pages, in proxy.ts). */
export function isCleanPath(pathname: string): boolean {
  try {
    for (const segment of pathname.split("/")) {
      if (decodeOrRefuse(segment).includes("%")) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** Throws 400 when the path or query of `url` is malformed or holds control characters. */
export function assertCleanAddress(url: string): void {
  const { pathname, search } = new URL(url);
  for (const segment of pathname.split("/")) decodeOrRefuse(segment);
  for (const pair of search.replace(/^\?/, "").split("&")) {
    for (const part of pair.split("=")) decodeOrRefuse(part.replace(/\+/g, " "));
  }
}

/** Throws 400 when a decoded route parameter holds a control character or a `%` (a doubly encoded address). */
export function assertCleanParams(params: unknown): void {
  if (!params || typeof params !== "object") return;
  for (const value of Object.values(params)) {
    for (const segment of Array.isArray(value) ? value : [value]) {
      if (typeof segment !== "string") continue;
      if (/[\u0000-\u001f\u007f%]/.test(segment)) throw invalidAddress();
    }
  }
}
