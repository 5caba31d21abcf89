import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { playbackUrls, type PlaybackUrls } from "./playback";
import { toProcessingState, type UnfinishedVideo } from "./processing-state";

export type VideoDto = PlaybackUrls & {
  id: string;
  lessonId: string;
  title: string;
  description: string | null;
  /** Seconds, null when unknown. */
  duration: number | null;
  fileSize: number;
  contentType: string;
};

/**
 * What may be played: ready videos, and those still processing whose original ffprobe has already proved a
 * video (they play that file until their HLS renditions are there); never a deleted one.
 */
export const PLAYABLE_VIDEO: Prisma.VideoWhereInput = { deletedAt: null, OR: [{ status: "ready" }, { status: "processing", probedAt: { not: null } }] };

/** What students see and play: playable videos staff have published (an upload arrives unpublished). */
export const STUDENT_VIDEO: Prisma.VideoWhereInput = { ...PLAYABLE_VIDEO, published: true };

/**
 * The lesson's published playable videos (with `unpublished`, for the course's staff, the others too), in
 * order, with freshly signed URLs. Call only after an access check.
 */
export async function listPlayableVideos(lessonId: string, { unpublished = false } = {}): Promise<VideoDto[]> {
  const rows = await db.video.findMany({
    where: { lessonId, ...(unpublished ? PLAYABLE_VIDEO : STUDENT_VIDEO) },
    orderBy: [{ order: "asc" }, { createdAt: "asc" }],
    include: { captions: { select: { languageCode: true, storageKey: true } } },
  });
  return Promise.all(
    rows.map(async (v) => ({
      id: v.id,
      lessonId: v.lessonId,
      title: v.title,
      description: v.description,
      duration: v.duration,
      fileSize: Number(v.fileSize),
      contentType: v.contentType,
      ...(await playbackUrls(v)),
    })),
  );
}

/** How many videos students may play a lesson has (shown even to viewers who may not play them). */
export function countPlayableVideos(lessonId: string): Promise<number> {
  return db.video.count({ where: { lessonId, ...STUDENT_VIDEO } });
}

/** For the lesson's video managers: its videos still processing or failed, oldest first, with their state. */
export async function listUnfinishedVideos(lessonId: string): Promise<UnfinishedVideo[]> {
  const rows = await db.video.findMany({
    where: { lessonId, deletedAt: null, status: { in: ["processing", "failed"] } },
    orderBy: { createdAt: "asc" },
    select: { id: true, title: true, status: true, processingProgress: true, processingError: true, processingRefused: true },
  });
  return rows.map((row) => ({ ...toProcessingState(row), title: row.title }));
}
