// GET /favicon.ico – the site's icon as an ICO file (lib/brand/icon.ts), with an ETag: 304 to a browser that has it.
import { faviconIco } from "@/lib/brand/icon";
import { etagOf, withEtag } from "@/lib/http/etag";

export const dynamic = "force-dynamic";

// Drawn once per server from the SVG (the same bytes on every server, so the same ETag).
let icon: Promise<{ body: Uint8Array<ArrayBuffer>; etag: string }> | null = null;

export async function GET(request: Request) {
  icon ??= faviconIco().then((body) => ({ body, etag: etagOf(body) }));
  const { body, etag } = await icon;
  return withEtag(request, body, { "Content-Type": "image/x-icon", "Cache-Control": "public, max-age=86400" }, etag);
}
