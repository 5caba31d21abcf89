import "server-only";
import fs from "node:fs";
import { contentTypeFor } from "./content-type";
import { fileRangeStream } from "./file-stream";
import { parseRange } from "./range";

/** A short plain-text answer that no cache keeps. */
export function plainAnswer(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });
}

/**
 * A stored file on disk as a video element asks for it: whole (200) or the Range asked for (206, 416 past
 * the end), typed by its key; 404 when there is no such file. `cacheControl` says who may keep it and how long.
 */
export async function serveDiskFile(request: Request, key: string, file: string | null, withBody: boolean, cacheControl: string): Promise<Response> {
  const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
  if (!file || !stat?.isFile()) return plainAnswer(404, "Not found");

  const size = stat.size;
  const headers: Record<string, string> = {
    "Content-Type": contentTypeFor(key),
    "Accept-Ranges": "bytes",
    "Cache-Control": cacheControl,
    "Last-Modified": stat.mtime.toUTCString(),
    "X-Content-Type-Options": "nosniff",
  };

  const range = parseRange(request.headers.get("range"), size);
  if (range.kind === "unsatisfiable") return plainAnswer(416, "Range Not Satisfiable", { "Content-Range": `bytes */${size}`, "Accept-Ranges": "bytes" });

  const { start, end } = range.kind === "range" ? range.range : { start: 0, end: size - 1 };
  const length = size === 0 ? 0 : end - start + 1;
  headers["Content-Length"] = String(length);
  if (range.kind === "range") headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
  const status = range.kind === "range" ? 206 : 200;
  if (!withBody || length === 0) return new Response(null, { status, headers });
  return new Response(fileRangeStream(file, start, end), { status, headers });
}

const PASSED_ON = ["content-type", "content-length", "content-range", "accept-ranges", "last-modified", "etag"];

/**
 * A stored object fetched from S3 through a short-lived signed GET and passed on as it comes (the Range
 * asked for too), so the browser never holds a URL that works without the app's checks. 404 when missing.
 */
export async function relayStoredObject(request: Request, signedUrl: string, withBody: boolean, cacheControl: string): Promise<Response> {
  const range = request.headers.get("range");
  const upstream = await fetch(signedUrl, { method: withBody ? "GET" : "HEAD", headers: range ? { range } : {}, cache: "no-store" });
  // S3 answers a missing key with 403 to credentials that may not list the bucket.
  if (upstream.status === 404 || upstream.status === 403) return plainAnswer(404, "Not found");
  const headers: Record<string, string> = { "Cache-Control": cacheControl, "X-Content-Type-Options": "nosniff" };
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name);
    if (value) headers[name] = value;
  }
  return new Response(withBody ? upstream.body : null, { status: upstream.status, headers });
}
