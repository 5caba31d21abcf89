// GET /api/media/{key}?exp=&sig= – serves a disk-stored object to a holder of a valid, unexpired signed URL, honouring Range
import fs from "node:fs";
import { diskStorage } from "@/lib/storage";
import { contentTypeFor } from "@/lib/storage/content-type";
import { fileRangeStream } from "@/lib/storage/file-stream";
import { parseRange } from "@/lib/storage/range";

export const runtime = "nodejs";

function plain(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });
}

async function serve(request: Request, params: Promise<{ key: string[] }>, withBody: boolean): Promise<Response> {
  const key = (await params).key.join("/"); // unsafe keys (%, .., etc.) fail verification below
  const url = new URL(request.url);
  const disk = diskStorage();
  if (!disk.verify(key, url.searchParams.get("exp"), url.searchParams.get("sig"))) {
    return plain(403, "This link has expired or is not valid.");
  }
  const file = disk.filePath(key);
  const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
  if (!file || !stat?.isFile()) return plain(404, "Not found");

  const size = stat.size;
  const exp = Number(url.searchParams.get("exp"));
  // Private (the URL is personal) and never cached past the URL's own expiry.
  const maxAge = Math.max(0, exp - Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = {
    "Content-Type": contentTypeFor(key),
    "Accept-Ranges": "bytes",
    "Cache-Control": `private, max-age=${maxAge}`,
    "Last-Modified": stat.mtime.toUTCString(),
    "X-Content-Type-Options": "nosniff",
  };

  const range = parseRange(request.headers.get("range"), size);
  if (range.kind === "unsatisfiable") return plain(416, "Range Not Satisfiable", { "Content-Range": `bytes */${size}`, "Accept-Ranges": "bytes" });

  const { start, end } = range.kind === "range" ? range.range : { start: 0, end: size - 1 };
  const length = size === 0 ? 0 : end - start + 1;
  headers["Content-Length"] = String(length);
  if (range.kind === "range") headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
  const status = range.kind === "range" ? 206 : 200;
  if (!withBody || length === 0) return new Response(null, { status, headers });
  return new Response(fileRangeStream(file, start, end), { status, headers });
}

export function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  return serve(request, params, true);
}

// HEAD /api/media/{key}?exp=&sig= – the same headers without the body
export function HEAD(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  return serve(request, params, false);
}
