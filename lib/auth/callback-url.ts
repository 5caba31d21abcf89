import "server-only";
import type { NextRequest } from "next/server";
import { badRequest } from "@/lib/http/errors";
import { ownOrigins } from "@/lib/http/origin";
import { errorResponse } from "@/lib/http/route";
import { safeReturnPath } from "@/lib/http/safe-redirect";

// next-auth returns to `callbackUrl` (query or posted form) or to its callback-url cookie after signing in or
// out. An address it cannot parse made it answer 500 (INVALID_CALLBACK_URL_ERROR, or "Invalid URL" in its
// redirect callback), and one of another site it silently replaced. Our pages only ever send a page of this
// site, so anything else is refused with a 400 that says so, before next-auth reads it.

/** next-auth's callback-url cookie: `__Secure-` on an https site, as next-auth decides; both are checked. */
const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

/** True for a path of this site, or an absolute http(s) address on one of this request's own origins. */
export function isOwnCallbackUrl(value: string, request: Request): boolean {
  if (value.startsWith("/")) return safeReturnPath(value, new URL(request.url).origin) !== null;
  if (CONTROL_OR_BACKSLASH.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && ownOrigins(request).has(url.origin.toLowerCase());
  } catch {
    return false;
  }
}

const refusal = () =>
  badRequest("The address to return to (callbackUrl) must be a page of this site.", { code: "invalid_callback_url" });

/**
 * A 400 when the query, the posted `fields` or a callback-url cookie names an address that is not this
 * site's; null when all is well. A bad cookie is also cleared (it was planted, or left by another address of
 * the site), so the visitor's next request works.
 */
export function foreignCallbackRefusal(request: NextRequest, fields: Record<string, unknown> = {}): Response | null {
  // next-auth ignores an empty one, as it does a missing one.
  const given = [...request.nextUrl.searchParams.getAll("callbackUrl"), fields.callbackUrl].filter((value) => value !== undefined && value !== "");
  if (given.some((value) => typeof value !== "string" || !isOwnCallbackUrl(value, request))) return errorResponse(refusal());
  const bad = CALLBACK_COOKIES.filter((name) => {
    const cookie = request.cookies.get(name);
    return cookie !== undefined && cookie.value !== "" && !isOwnCallbackUrl(cookie.value, request);
  });
  if (bad.length === 0) return null;
  const response = errorResponse(refusal());
  for (const name of bad) {
    response.headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`);
  }
  return response;
}
