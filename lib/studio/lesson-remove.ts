import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import { PURGED_VIDEO_KEYS, purgeVideoObjects } from "@/lib/videos/remove";
import type { StaffActor } from "./actor";
import { markEdited } from "./edited";
import { englishLessonEditorTexts } from "./lesson-texts";
import { editableLessonCourse, lockLesson } from "./lesson-working-text";
import { revalidateCourse } from "./publish";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("studio");

// Deleting a lesson from the editor. A lesson students have progress on is never deleted (their records, and the
// completion figures built on them, would go with it): it is unpublished instead, and the caller is told so.
// Otherwise its videos must be deleted first (each has its own confirmation, and may be replaced instead), then
// the lesson goes with its revisions and translations. The row lock makes the progress check and the delete one
// step: a student's progress written meanwhile waits for it (its foreign key takes a share lock on the lesson).

export type RemovedLesson = { outcome: "deleted" | "unpublished"; courseId: string };

export async function deleteOrUnpublishLesson(lessonId: string, actor: StaffActor, texts = englishLessonEditorTexts()): Promise<RemovedLesson> {
  const courseId = await editableLessonCourse(lessonId, actor, texts);
  const done = await db.$transaction(async (tx) => {
    const lesson = await lockLesson(tx, lessonId, texts);
    const wasPublished = lesson.state === "published";
    const withProgress = (await tx.lessonProgress.count({ where: { lessonId } })) > 0;
    const videos = await tx.video.findMany({ where: { lessonId }, select: { ...PURGED_VIDEO_KEYS, deletedAt: true } });
    if (!withProgress && videos.some((video) => !video.deletedAt)) throw conflict(texts.studio("errorLessonHasVideos"), { code: "LESSON_HAS_VIDEOS" });
    if (withProgress) {
      if (wasPublished) {
        await tx.lesson.update({ where: { id: lessonId }, data: { state: "draft" } });
        await recordAudit(tx, { actorId: actor.id, action: "lesson.unpublished", targetType: "lesson", targetId: lessonId, details: { courseId, instead: "deleted" } });
        await markEdited(tx, courseId, actor);
      }
      return { outcome: "unpublished" as const, revalidate: wasPublished, courseState: lesson.course.state, videos: [] };
    }
    await tx.lesson.delete({ where: { id: lessonId } });
    await recordAudit(tx, { actorId: actor.id, action: "lesson.deleted", targetType: "lesson", targetId: lessonId, details: { courseId, title: lesson.title } });
    await markEdited(tx, courseId, actor);
    return { outcome: "deleted" as const, revalidate: wasPublished, courseState: lesson.course.state, videos };
  });
  // Removed videos whose files the hourly clean-up has not purged yet: their rows go with the lesson, so now.
  if (done.outcome === "deleted") {
    for (const video of done.videos) await purgeVideoObjects(video).catch((error: unknown) => log.error({ err: error, videoId: video.id }, "could not purge a video"));
  }
  if (done.revalidate) await revalidateCourse(done.courseState, done.courseState);
  return { outcome: done.outcome, courseId };
}
