// What a failed check says about why, short and safe to show on an unauthenticated endpoint: a system
// error's call and code ("connect ECONNREFUSED"), otherwise the first line of the message with any
// credentials in a URL removed.

const MAX_LENGTH = 120;

type SystemError = { message: string; name?: unknown; code?: unknown; syscall?: unknown; errors?: unknown };

// Not `instanceof Error`: errors made by Node's own modules come from another realm under Jest.
const isErrorLike = (value: unknown): value is SystemError =>
  typeof value === "object" && value !== null && typeof (value as { message?: unknown }).message === "string";

export function shortReason(error: unknown): string {
  if (!isErrorLike(error)) return "failed";
  const e = error;
  // Node's connect to a name with several addresses fails with an AggregateError of one error per address.
  if (Array.isArray(e.errors) && isErrorLike(e.errors[0]) && !e.code) return shortReason(e.errors[0]);
  if (typeof e.code === "string" && /^E[A-Z]+$/.test(e.code)) {
    return typeof e.syscall === "string" ? `${e.syscall} ${e.code}` : e.code;
  }
  const line = (e.message.split("\n")[0] ?? "").replace(/([a-z][\w+.-]*:\/\/)[^/@\s]*@/gi, "$1").trim();
  const text = line || (typeof e.name === "string" && e.name) || "failed";
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
