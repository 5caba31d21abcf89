import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/http/errors";
import { toProcessingState } from "@/lib/videos/processing-state";
import { setVideoPublished } from "@/lib/videos/publish";
import { removeVideo } from "@/lib/videos/remove";
import type { CourseState } from "@/lib/generated/prisma/enums";
import { studioCourseAccess } from "./course-access";
import { revalidateCourse } from "./publish";
import type { StaffActor } from "./actor";
import type { StudioVideo } from "./lesson-editor-types";
import { englishLessonEditorTexts, type LessonEditorTexts } from "./lesson-texts";
import { videoTitleSchema } from "./video-title";

// A lesson's videos as its staff manage them in the lesson editor: listed in the order students see them (removed
// ones never), published or not, renamed, moved, and deleted (a soft delete: lib/videos/remove.ts; the files go
// in the hourly clean-up). Publishing and deleting are audited with the change. Lesson pages are rendered per
// request; the cached course pages count the videos students see (lib/courses/languages.ts), so publishing,
// unpublishing and deleting one of a published lesson expire them. Replacing is an upload (lib/videos/create.ts,
// replacesVideoId).

export async function studioVideos(lessonId: string): Promise<StudioVideo[]> {
  const rows = await db.video.findMany({
    where: { lessonId, deletedAt: null },
    orderBy: [{ order: "asc" }, { createdAt: "asc" }],
    select: { id: true, title: true, status: true, processingProgress: true, processingError: true, processingRefused: true, published: true, duration: true },
  });
  return rows.map((row) => ({ ...toProcessingState(row), title: row.title, published: row.published, duration: row.duration }));
}

/** A video that is not deleted, of a course `actor` works on; 404 otherwise (the same for another course's). */
async function editableVideo(videoId: unknown, actor: StaffActor, texts: LessonEditorTexts) {
  const video =
    typeof videoId === "string" && videoId
      ? await db.video.findFirst({ where: { id: videoId, deletedAt: null }, select: { id: true, lessonId: true, status: true, processingRefused: true, published: true, lesson: { select: { courseId: true, state: true, course: { select: { state: true } } } } } })
      : null;
  if (!video || !(await studioCourseAccess(actor, video.lesson.courseId))) throw notFound(texts.error("videoNotFound"), { code: "VIDEO_NOT_FOUND" });
  return video;
}

/** Publishes (students see and play it) or unpublishes a video; one that failed processing cannot be published. */
export async function publishStudioVideo(videoId: unknown, published: boolean, actor: StaffActor, texts = englishLessonEditorTexts()): Promise<boolean> {
  const video = await editableVideo(videoId, actor, texts);
  if (published && video.status === "failed") throw badRequest(texts.error("videoNotPublishable"), { code: "VIDEO_NOT_PUBLISHABLE" });
  const changed = await db.$transaction(async (tx) => {
    const changed = await setVideoPublished(video.id, published, tx);
    if (changed) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: published ? "video.published" : "video.unpublished",
        targetType: "video",
        targetId: video.id,
        details: { lessonId: video.lessonId, courseId: video.lesson.courseId },
      });
    }
    return changed;
  });
  if (changed) await videosChanged(video.lesson);
  return changed;
}

/** The course pages say how many videos a course has: a change students see expires them. */
async function videosChanged(lesson: { state: string; course: { state: CourseState } }) {
  if (lesson.state === "published") await revalidateCourse(lesson.course.state, lesson.course.state);
}

export async function renameStudioVideo(videoId: unknown, title: unknown, actor: StaffActor, texts = englishLessonEditorTexts()): Promise<void> {
  const video = await editableVideo(videoId, actor, texts);
  const checked = videoTitleSchema(() => texts.error("videoTitle")).safeParse(title);
  if (!checked.success) {
    const message = texts.error("videoTitle");
    throw badRequest(message, { code: "INVALID_TITLE", details: { fieldErrors: { title: [message] } } });
  }
  await db.video.update({ where: { id: video.id }, data: { title: checked.data } });
}

/**
 * Moves a video one place up or down among the lesson's videos. The lesson's videos are locked and numbered
 * 1…n again in their new order, so two moves at once (two tabs) apply one after the other.
 */
export async function moveStudioVideo(videoId: unknown, direction: unknown, actor: StaffActor, texts = englishLessonEditorTexts()): Promise<void> {
  const video = await editableVideo(videoId, actor, texts);
  if (direction !== "up" && direction !== "down") throw badRequest(texts.error("invalid"), { code: "INVALID_DIRECTION" });
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM videos WHERE "lessonId" = ${video.lessonId} AND "deletedAt" IS NULL ORDER BY id FOR UPDATE`;
    const ids = (await tx.video.findMany({ where: { lessonId: video.lessonId, deletedAt: null }, orderBy: [{ order: "asc" }, { createdAt: "asc" }], select: { id: true } })).map((v) => v.id);
    const from = ids.indexOf(video.id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    for (const [index, id] of ids.entries()) await tx.video.update({ where: { id }, data: { order: index + 1 } });
  });
}

/** Deletes a video for everyone (soft delete; its files are purged later), or removes an upload that was refused. */
export async function deleteStudioVideo(videoId: unknown, actor: StaffActor, texts = englishLessonEditorTexts()): Promise<void> {
  const video = await editableVideo(videoId, actor, texts);
  await db.$transaction(async (tx) => {
    await removeVideo(video.id, tx);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "video.deleted",
      targetType: "video",
      targetId: video.id,
      details: { lessonId: video.lessonId, courseId: video.lesson.courseId, wasPublished: video.published, refused: video.processingRefused },
    });
  });
  if (video.published) await videosChanged(video.lesson);
}
