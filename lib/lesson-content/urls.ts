// Which link targets a lesson may hold: web pages (http, https), e-mail addresses (mailto) and pages of this
// site (a path starting with one "/", or "#section"). Everything else is refused, not rewritten: javascript:,
// data:, vbscript:, file:, protocol-relative "//host" and "/\host" (browsers read a backslash as a slash), and
// anything with spaces or control characters, which browsers strip before reading the scheme ("java\tscript:").
// Pure, no DOM: the editor's link dialog, Tiptap's link extension, the document check and the sanitiser share it.

export const MAX_HREF_LENGTH = 2048;

const EXTERNAL = /^(https?|mailto):/i;
// Any whitespace, C0/C1 control, backslash, or invisible formatting character (zero-width, bidi controls).
const FORBIDDEN_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\\\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/;

export function isAllowedHref(href: unknown): href is string {
  if (typeof href !== "string" || href.length === 0 || href.length > MAX_HREF_LENGTH) return false;
  if (FORBIDDEN_CHARACTERS.test(href)) return false;
  if (href.startsWith("#")) return true;
  if (href.startsWith("/")) return !href.startsWith("//");
  if (!EXTERNAL.test(href)) return false;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol === "mailto:") return url.pathname.includes("@");
  // A web address needs a host ("https:foo" parses, but means a relative path in some browsers).
  return url.hostname.length > 0 && /^https?:\/\/[^/]/i.test(href);
}

/**
 * What an author typed in the link dialog, made into an address: "example.org/page" becomes
 * "https://example.org/page", "name@example.org" a mailto: link. Null when it still is not allowed.
 */
export function normaliseHref(typed: string): string | null {
  const value = typed.trim();
  if (isAllowedHref(value)) return value;
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(value)) return isAllowedHref(`mailto:${value}`) ? `mailto:${value}` : null;
  // No scheme at all ("example.org/…"): a web address. A scheme we refuse stays refused.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value) && /^[^/\s]+\.[^/\s]+/.test(value)) {
    const web = `https://${value}`;
    return isAllowedHref(web) ? web : null;
  }
  return null;
}
