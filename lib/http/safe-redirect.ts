// Where to go after an action that names its return address (sign-in's callbackUrl): only a path of this site.
// Parsed as a URL the way the browser will follow it, so a tab or newline after the slash ("/\t/evil.example"),
// a backslash, or a scheme cannot turn it into another host. Shared by the browser and the server (no server-only).

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** `value` as a same-origin path (path, query and hash), or null when it could lead anywhere else. */
export function safeReturnPath(value: string | null | undefined, origin: string): string | null {
  if (!value || CONTROL.test(value) || value.includes("\\")) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || !url.pathname.startsWith("/") || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
