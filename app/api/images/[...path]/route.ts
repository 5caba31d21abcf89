// GET /api/images/{kind}/{sha-256}.webp – a picture stored by the studio (lesson figures, covers, portraits).
// Public and immutable: the name is the content's hash, so a changed picture has a new address.
import { IMAGE_KEY_PATTERN, imageKeyOf } from "@/lib/images/rules";
import { storage } from "@/lib/storage";

export const runtime = "nodejs";

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const key = imageKeyOf((await params).path);
  const body = IMAGE_KEY_PATTERN.test(key) ? await storage().read(key) : null;
  if (!body) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
