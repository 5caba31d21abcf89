import "server-only";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/db/transaction";
import { notFound } from "@/lib/http/errors";

// An upload arrives unpublished: the course's staff see it on the lesson page and check it; students see and
// play it once staff publish it (lib/lessons/page-data.ts, lib/videos/hls-access.ts). Callers authorise the
// user for the video's lesson first (lib/uploads/authorize.ts), as for uploads.

/**
 * Publishes or unpublishes a video that is not deleted; 404 otherwise. Answers whether anything changed. `client`:
 * the caller's transaction, so an audit entry commits with the change (lib/studio/lesson-videos.ts).
 */
export async function setVideoPublished(videoId: string, published: boolean, client: Pick<Tx, "video"> = db): Promise<boolean> {
  const { count } = await client.video.updateMany({ where: { id: videoId, deletedAt: null, published: !published }, data: { published } });
  if (count > 0) return true;
  if (!(await client.video.findFirst({ where: { id: videoId, deletedAt: null }, select: { id: true } }))) throw notFound("Video not found", { code: "VIDEO_NOT_FOUND" });
  return false;
}
