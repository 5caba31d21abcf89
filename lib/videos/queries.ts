import "server-only";
import { db } from "@/lib/db";
import { storage, VIDEO_URL_TTL_SECONDS } from "@/lib/storage";

export type VideoDto = {
  id: string;
  lessonId: string;
  title: string;
  description: string | null;
  /** Seconds, null when unknown. */
  duration: number | null;
  fileSize: number;
  contentType: string;
  /** A short-lived signed URL; only ever built for a viewer the caller has authorised. */
  videoUrl: string;
  captionsUrl: string | null;
};

/** The lesson's playable videos, in order, with freshly signed URLs. Call only after an access check. */
export async function listPlayableVideos(lessonId: string): Promise<VideoDto[]> {
  const rows = await db.video.findMany({
    where: { lessonId, status: "ready" },
    orderBy: [{ order: "asc" }, { createdAt: "asc" }],
  });
  const store = storage();
  return Promise.all(
    rows.map(async (v) => ({
      id: v.id,
      lessonId: v.lessonId,
      title: v.title,
      description: v.description,
      duration: v.duration,
      fileSize: Number(v.fileSize),
      contentType: v.contentType,
      videoUrl: await store.signedGetUrl(v.storageKey, VIDEO_URL_TTL_SECONDS),
      captionsUrl: v.captionsKey ? await store.signedGetUrl(v.captionsKey, VIDEO_URL_TTL_SECONDS) : null,
    })),
  );
}

/** How many playable videos a lesson has (shown even to viewers who may not play them). */
export function countPlayableVideos(lessonId: string): Promise<number> {
  return db.video.count({ where: { lessonId, status: "ready" } });
}
