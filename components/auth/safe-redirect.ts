import { safeReturnPath } from "@/lib/http/safe-redirect";

/**
 * Only same-site paths are followed after sign-in, never another origin (open-redirect protection); null sends
 * the visitor to their dashboard. While rendering on the server the check runs against a stand-in origin: a
 * relative path resolves to the same path on any origin, and anything that leaves it is refused either way.
 */
export function safeCallbackPath(value: string | null | undefined): string | null {
  const origin = typeof window === "undefined" ? "http://localhost" : window.location.origin;
  return safeReturnPath(value, origin);
}
