import { badRequest, HttpError } from "./errors";

// Request bodies read in one place: JSON only, at most MAX_JSON_BODY_BYTES (counted while the stream is read,
// so a 10 MB body is never held whole), and no text PostgreSQL would refuse (NUL) or nesting that only a script sends.

export const MAX_JSON_BODY_BYTES = 1024 * 1024;
const MAX_JSON_DEPTH = 32;

const tooLarge = () =>
  new HttpError(413, "The request is too large (at most 1 MB).", { code: "body_too_large" });

const unsupported = () =>
  new HttpError(415, "The request body must be JSON (Content-Type: application/json).", { code: "unsupported_media_type" });

/** application/json, or a +json type, with any parameters (charset). */
export function isJsonContentType(value: string | null): boolean {
  const type = value?.split(";")[0]?.trim().toLowerCase();
  return !!type && (type === "application/json" || (type.startsWith("application/") && type.endsWith("+json")));
}

/** Throws 415 unless the request declares a JSON body. */
export function assertJsonContentType(request: Request): void {
  if (!isJsonContentType(request.headers.get("content-type"))) throw unsupported();
}

/**
 * Throws 415 when a request declares a body of another type (an HTML form's urlencoded, multipart or text/plain),
 * unless it is one of `allowed` (a route taking raw bytes, e.g. an image): none of those is a type an HTML form
 * can send, so the cross-site request rule holds.
 */
export function assertNoForeignBody(request: Request, allowed: readonly string[] = []): void {
  const type = request.headers.get("content-type");
  if (type === null || isJsonContentType(type)) return;
  if (!allowed.includes(type.split(";")[0]!.trim().toLowerCase())) throw unsupported();
}

/** The body's bytes, refusing with `refusal` (by default a 413) as soon as they pass `limit` bytes. */
export async function readLimitedBytes(request: Request, limit: number, refusal: () => HttpError = tooLarge): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw refusal();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw refusal();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as UTF-8 text, refusing (413) as soon as it passes `limit` bytes. */
export async function readLimitedText(request: Request, limit = MAX_JSON_BODY_BYTES): Promise<string> {
  const bytes = await readLimitedBytes(request, limit);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("The request body must be UTF-8 text.", { code: "invalid_encoding" });
  }
}

/** Throws 400 when a parsed JSON value holds a NUL character (in a key or a string) or nests too deeply. */
export function assertCleanJson(value: unknown): void {
  // Iterative: a deeply nested body must not overflow the stack of the check meant to refuse it.
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === "string") {
      if (current.includes("\u0000")) throw badRequest("Text must not contain NUL characters.", { code: "nul_character" });
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) throw badRequest("The request body is nested too deeply.", { code: "too_deep" });
    for (const [key, child] of Object.entries(current)) {
      if (key.includes("\u0000")) throw badRequest("Text must not contain NUL characters.", { code: "nul_character" });
      stack.push({ value: child, depth: depth + 1 });
    }
  }
}
