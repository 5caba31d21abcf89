// GET /icon.svg – the site's icon (lib/brand/icon.ts), with an ETag: 304 to a browser that has it.
import { ICON_SVG } from "@/lib/brand/icon";
import { withEtag } from "@/lib/http/etag";

export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return withEtag(request, ICON_SVG, { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" });
}
