// GET /api/media/{key}?exp=&sig= – serves a disk-stored object to a holder of a valid, unexpired signed URL, honouring Range
import { diskStorage } from "@/lib/storage";
import { plainAnswer, serveDiskFile } from "@/lib/storage/serve-file";

export const runtime = "nodejs";

async function serve(request: Request, params: Promise<{ key: string[] }>, withBody: boolean): Promise<Response> {
  const key = (await params).key.join("/"); // unsafe keys (%, .., etc.) fail verification below
  const url = new URL(request.url);
  const disk = diskStorage();
  if (!disk.verify(key, url.searchParams.get("exp"), url.searchParams.get("sig"))) {
    return plainAnswer(403, "This link has expired or is not valid.");
  }
  // Private (the URL is personal) and never cached past the URL's own expiry.
  const maxAge = Math.max(0, Number(url.searchParams.get("exp")) - Math.floor(Date.now() / 1000));
  return serveDiskFile(request, key, disk.filePath(key), withBody, `private, max-age=${maxAge}`);
}

export function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  return serve(request, params, true);
}

// HEAD /api/media/{key}?exp=&sig= – the same headers without the body
export function HEAD(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  return serve(request, params, false);
}
