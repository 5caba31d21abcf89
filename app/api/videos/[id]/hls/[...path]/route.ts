// GET /api/videos/{id}/hls/{playlist}?exp=&sig= – a ready video's HLS playlist (master.m3u8, {rendition}/index.m3u8) with every URI signed afresh, to a holder of a valid, unexpired signed URL who may watch the lesson now
import { getSessionUser } from "@/lib/auth/session";
import { watchAccess } from "@/lib/videos/hls-access";
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
  // Access again on every fetch (the player refetches to renew its URLs): a refund ends it within minutes.
  const viewer = await getSessionUser(request);
  const access = await watchAccess(id, viewer);
  if (access === "missing") return plain(404, "Not found");
  if (access === "denied") return viewer ? plain(403, "Enrol in this course to watch its lessons.") : plain(401, "Please sign in and enrol to watch this lesson.");
  let body: string | null;
  try {
    body = await signedPlaylist(id, playlistPath);
  } catch (error) {
    if (!(error instanceof PlaylistError)) throw error;
    console.error(`[hls] video ${id}, ${playlistPath}: ${error.message}`);
    return plain(500, "This playlist cannot be served.");
  }
  if (body === null) return plain(404, "Not found");
  // Personal (its URLs are signed), and fetched afresh each time: a renewal must reach the access check.
  return new Response(body, {
    headers: {
      "Content-Type": "application/vnd.apple.mpegurl",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
