// GET /api/videos/{id}/hls/{playlist}?exp=&sig= – a ready video's HLS playlist (master.m3u8, {rendition}/index.m3u8) with every URI signed afresh, to a holder of a valid, unexpired signed URL who may watch the lesson now
// GET /api/videos/{id}/hls/{segment}?exp=&sig= – one of its segments ({rendition}/seg-00002.ts; Range honoured), on the same terms
import { getSessionUser } from "@/lib/auth/session";
import { storage } from "@/lib/storage";
import { DiskStorage } from "@/lib/storage/disk";
import { relayStoredObject, serveDiskFile } from "@/lib/storage/serve-file";
import { watchAccess } from "@/lib/videos/hls-access";
import { isHlsFilePath, isPlaylistPath, PlaylistError } from "@/lib/videos/hls-playlist";
import { hlsFileKey, signedPlaylist } from "@/lib/videos/hls-serve";
import { verifyPlaylistUrl } from "@/lib/videos/hls-urls";

export const runtime = "nodejs";

// A segment is relayed, like the original file (../../original/route.ts): the browser never holds a storage
// URL, so no segment plays without a session, and a refund stops the next one.
const NOT_KEPT = "private, no-store";

async function segment(request: Request, videoId: string, filePath: string): Promise<Response> {
  const key = await hlsFileKey(videoId, filePath);
  if (key === null) return plain(404, "Not found");
  const store = storage();
  if (store instanceof DiskStorage) return serveDiskFile(request, key, store.filePath(key), true, NOT_KEPT);
  return relayStoredObject(request, await store.signedGetUrl(key, 60), true, NOT_KEPT);
}

function plain(status: number, message: string) {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

export async function GET(request: Request, { params }: { params: Promise<{ id: string; path: string[] }> }): Promise<Response> {
  const { id, path } = await params;
  const filePath = path.join("/");
  const url = new URL(request.url);
  const exp = url.searchParams.get("exp");
  if (!isHlsFilePath(filePath) || !verifyPlaylistUrl(id, filePath, exp, url.searchParams.get("sig"))) {
    return plain(403, "This link has expired or is not valid.");
  }
  // Access again on every request (the player refetches playlists to renew their URLs): a refund stops the
  // next playlist and the next segment.
  const viewer = await getSessionUser(request);
  const access = await watchAccess(id, viewer);
  if (access === "missing") return plain(404, "Not found");
  if (access === "denied") return viewer ? plain(403, "Enrol in this course to watch its lessons.") : plain(401, "Please sign in and enrol to watch this lesson.");
  if (!isPlaylistPath(filePath)) return segment(request, id, filePath);
  let body: string | null;
  try {
    body = await signedPlaylist(id, filePath);
  } catch (error) {
    if (!(error instanceof PlaylistError)) throw error;
    console.error(`[hls] video ${id}, ${filePath}: ${error.message}`);
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
