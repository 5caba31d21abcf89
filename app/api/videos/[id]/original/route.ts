// GET /api/videos/{id}/original?exp=&sig= – a video's original file (Range honoured) to a holder of a valid, unexpired signed URL who may watch the lesson at the time of this very request
// HEAD /api/videos/{id}/original?exp=&sig= – the same headers without the body
import { getSessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { storage } from "@/lib/storage";
import { DiskStorage } from "@/lib/storage/disk";
import { plainAnswer, relayStoredObject, serveDiskFile } from "@/lib/storage/serve-file";
import { watchAccess } from "@/lib/videos/hls-access";
import { verifyOriginalUrl } from "@/lib/videos/original-urls";

export const runtime = "nodejs";

// Every range request reaches the access check: a URL copied out of the page, or kept past a refund, stops at once.
const NOT_KEPT = "private, no-store";

async function serve(request: Request, params: Promise<{ id: string }>, withBody: boolean): Promise<Response> {
  const { id } = await params;
  const url = new URL(request.url);
  if (!verifyOriginalUrl(id, url.searchParams.get("exp"), url.searchParams.get("sig"))) {
    return plainAnswer(403, "This link has expired or is not valid.");
  }
  const viewer = await getSessionUser(request);
  const access = await watchAccess(id, viewer);
  if (access === "missing") return plainAnswer(404, "Not found");
  if (access === "denied") return viewer ? plainAnswer(403, "Enrol in this course to watch its lessons.") : plainAnswer(401, "Please sign in and enrol to watch this lesson.");
  const video = await db.video.findUnique({ where: { id }, select: { storageKey: true } });
  if (!video) return plainAnswer(404, "Not found");
  const store = storage();
  if (store instanceof DiskStorage) return serveDiskFile(request, video.storageKey, store.filePath(video.storageKey), withBody, NOT_KEPT);
  return relayStoredObject(request, await store.signedGetUrl(video.storageKey, 60), withBody, NOT_KEPT);
}

export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return serve(request, params, true);
}

export function HEAD(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return serve(request, params, false);
}
