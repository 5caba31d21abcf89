import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";

// An upload arrives unpublished: the course's staff see it on the lesson page and check it; students see and
// play it once staff publish it (lib/lessons/page-data.ts, lib/videos/hls-access.ts). Callers authorise the
// user for the video's lesson first (lib/uploads/authorize.ts), as for uploads.

/** Publishes or unpublishes a video that is not deleted; 404 otherwise. Answers whether anything changed. */
export async function setVideoPublished(videoId: string, published: boolean): Promise<boolean> {
  const video = await db.video.findFirst({ where: { id: videoId, deletedAt: null }, select: { published: true } });
  if (!video) throw notFound("Video not found", { code: "VIDEO_NOT_FOUND" });
  if (video.published === published) return false;
  await db.video.update({ where: { id: videoId }, data: { published } });
  return true;
}
