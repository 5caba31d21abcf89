// GET /api/videos/{id}/hls/{playlist}?exp=&sig= – a ready video's HLS playlist (master.m3u8, {rendition}/index.m3u8) with every URI signed, to a holder of a valid, unexpired signed URL
import { isPlaylistPath, PlaylistError } from "@/lib/videos/hls-playlist";
import { signedPlaylist } from "@/lib/videos/hls-serve";
import { verifyPlaylistUrl } from "@/lib/videos/hls-urls";

export const runtime = "nodejs";

function plain(status: number, message: string) {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

export async function GET(request: Request, { params }: { params: Promise<{ id: string; path: string[] }> }): Promise<Response> {
  const { id, path } = await params;
  const playlistPath = path.join("/");
  const url = new URL(request.url);
  const exp = url.searchParams.get("exp");
  if (!isPlaylistPath(playlistPath) || !verifyPlaylistUrl(id, playlistPath, exp, url.searchParams.get("sig"))) {
    return plain(403, "This link has expired or is not valid.");
  }
  let body: string | null;
  try {
    body = await signedPlaylist(id, playlistPath, Number(exp));
  } catch (error) {
    if (!(error instanceof PlaylistError)) throw error;
    console.error(`[hls] video ${id}, ${playlistPath}: ${error.message}`);
    return plain(500, "This playlist cannot be served.");
  }
  if (body === null) return plain(404, "Not found");
  // Personal (its URLs are signed) and never kept past the signature's own expiry.
  const maxAge = Math.max(0, Number(exp) - Math.floor(Date.now() / 1000));
  return new Response(body, {
    headers: {
      "Content-Type": "application/vnd.apple.mpegurl",
      "Cache-Control": `private, max-age=${maxAge}`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
