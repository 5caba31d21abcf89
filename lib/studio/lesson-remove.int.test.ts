import { db } from "@/lib/db";
import { translatorFor } from "@/lib/i18n/translator";
import { invalidated } from "@/test/next-cache";
import { actAs, legacyLesson, removeStudioFixture, studioFixture, type StudioFixture } from "@/test/helpers/studio-lessons";
import { deleteLessonAction } from "./lesson-actions";

// Delete lesson: a lesson students have progress on is unpublished instead (their records stay), one with videos
// waits until they are deleted, any other goes with its revisions; each audited, only by the course's staff.

let f: StudioFixture;
beforeAll(async () => {
  f = await studioFixture("remove");
});
afterAll(() => removeStudioFixture(f));

const audits = (lessonId: string) => db.auditLog.findMany({ where: { targetId: lessonId }, select: { action: true, actorId: true, details: true } });

it("deletes a lesson without progress or videos, with its revisions, audited and revalidated", async () => {
  const lesson = await legacyLesson(f, "Unity of the Spirit", "<p>Ephesians 4:3.</p>", 1);
  await db.lessonRevision.create({ data: { lessonId: lesson.id, title: "x", doc: {}, html: "<p>x</p>" } });
  await actAs(f.stranger);
  expect(await deleteLessonAction({ lessonId: lesson.id, locale: "en" })).toMatchObject({ ok: false, status: 404 });
  await actAs(f.student);
  expect(await deleteLessonAction({ lessonId: lesson.id, locale: "en" })).toMatchObject({ ok: false, status: 404 });
  expect(await db.lesson.findUnique({ where: { id: lesson.id } })).not.toBeNull();

  await actAs(f.teacher);
  invalidated.length = 0;
  expect(await deleteLessonAction({ lessonId: lesson.id, locale: "en" })).toEqual({ ok: true, data: { outcome: "deleted", courseId: f.courseId } });
  expect(await db.lesson.findUnique({ where: { id: lesson.id } })).toBeNull();
  expect(await db.lessonRevision.count({ where: { lessonId: lesson.id } })).toBe(0);
  expect(await audits(lesson.id)).toEqual([{ action: "lesson.deleted", actorId: f.teacher.id, details: { courseId: f.courseId, title: "Unity of the Spirit" } }]);
  expect(invalidated).toContain("tag:courses");
});

it("unpublishes instead of deleting a lesson students have progress on, and keeps their progress", async () => {
  const lesson = await legacyLesson(f, "Speaking the truth in love", "<p>Ephesians 4:15.</p>", 2);
  await db.lessonProgress.create({ data: { userId: f.student.id, lessonId: lesson.id, positionSeconds: 30 } });
  await actAs(f.teacher);
  expect(await deleteLessonAction({ lessonId: lesson.id, locale: "en" })).toEqual({ ok: true, data: { outcome: "unpublished", courseId: f.courseId } });
  expect(await db.lesson.findUniqueOrThrow({ where: { id: lesson.id } })).toMatchObject({ state: "draft", content: "<p>Ephesians 4:15.</p>" });
  expect(await db.lessonProgress.count({ where: { lessonId: lesson.id } })).toBe(1);
  expect(await audits(lesson.id)).toEqual([{ action: "lesson.unpublished", actorId: f.teacher.id, details: { courseId: f.courseId, instead: "deleted" } }]);
  // Asked again, it stays unpublished and records nothing more.
  expect(await deleteLessonAction({ lessonId: lesson.id, locale: "en" })).toMatchObject({ ok: true, data: { outcome: "unpublished" } });
  expect(await audits(lesson.id)).toHaveLength(1);
});

it("refuses to delete a lesson whose videos are not deleted, in the user's language; deleted videos do not count", async () => {
  const lesson = await legacyLesson(f, "Be kind", "<p>Ephesians 4:32.</p>", 3);
  const video = await db.video.create({ data: { lessonId: lesson.id, title: "Lecture", storageKey: `videos/${lesson.id}/${"e".repeat(24)}.mp4`, contentType: "video/mp4", fileSize: 1n } });
  await actAs(f.admin);
  const studio = await translatorFor("ar", "Studio");
  expect(await deleteLessonAction({ lessonId: lesson.id, locale: "ar" })).toMatchObject({ ok: false, status: 409, code: "LESSON_HAS_VIDEOS", message: studio("errorLessonHasVideos") });
  expect(await db.lesson.findUnique({ where: { id: lesson.id } })).not.toBeNull();
  await db.video.update({ where: { id: video.id }, data: { deletedAt: new Date() } });
  expect(await deleteLessonAction({ lessonId: lesson.id, locale: "ar" })).toMatchObject({ ok: true, data: { outcome: "deleted" } });
  expect(await db.video.findUnique({ where: { id: video.id } })).toBeNull();
});
