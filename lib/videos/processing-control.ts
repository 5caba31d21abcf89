import "server-only";
import { db } from "@/lib/db";
import { requireUser, type SessionUser } from "@/lib/auth/session";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { enqueueVideoProcessing } from "@/lib/jobs/video-jobs";
import { canManageCourseVideos } from "@/lib/uploads/authorize";
import { toProcessingState, type ProcessingState } from "./processing-state";

const STATE_FIELDS = { id: true, lessonId: true, status: true, processingProgress: true, processingError: true, processingRefused: true } as const;

/** For the processing APIs: the signed-in user manages this video's course (401, 403, or 404 for no such video, or a removed one). */
export async function requireVideoManager(request: Request, videoId: string): Promise<SessionUser> {
  const user = await requireUser(request);
  const video = await db.video.findFirst({ where: { id: videoId, deletedAt: null }, select: { lesson: { select: { courseId: true } } } });
  if (!video) throw notFound("Video not found");
  if (!(await canManageCourseVideos(user, video.lesson.courseId))) throw forbidden("Only the course's instructors can manage its videos.");
  return user;
}

export async function processingStateOf(videoId: string): Promise<ProcessingState> {
  const row = await db.video.findUnique({ where: { id: videoId }, select: STATE_FIELDS });
  if (!row) throw notFound("Video not found");
  return toProcessingState(row);
}

/**
 * The instructor's Retry after processing failed for good (not a refusal): back to processing at 0 %, the
 * job queued in the same transaction. Anything else is a 409: a refused file cannot pass, and a video
 * processing or ready has nothing to retry.
 */
export async function retryProcessing(videoId: string): Promise<ProcessingState> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.video.updateMany({
      where: { id: videoId, status: "failed", processingRefused: false },
      data: { status: "processing", processingProgress: 0, processingError: null },
    });
    if (count === 0) throw conflict("Only a video whose processing failed can be processed again.", { code: "NOT_RETRYABLE" });
    await enqueueVideoProcessing(videoId, tx);
  });
  return processingStateOf(videoId);
}
