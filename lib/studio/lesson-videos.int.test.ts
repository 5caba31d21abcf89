import { db } from "@/lib/db";
import { stopJobQueue, VIDEO_PROCESSING_QUEUE } from "@/lib/jobs/queue";
import { getLessonPageData } from "@/lib/lessons/page-data";
import { storage } from "@/lib/storage";
import { newVideoKey } from "@/lib/uploads/keys";
import { recordUploadStart } from "@/lib/uploads/records";
import { createUploadedVideo } from "@/lib/videos/create";
import { actAs, legacyLesson, removeStudioFixture, studioFixture, type Person, type StudioFixture } from "@/test/helpers/studio-lessons";
import { lessonEditorData } from "./lesson-editor-data";
import { deleteVideoAction, moveVideoAction, renameVideoAction, setVideoPublishedAction } from "./lesson-video-actions";

// A lesson's videos in the editor: every action checks the video's course (its instructors and admins; anyone else
// is told it does not exist, and nothing changes), publishing and deleting are audited, the order is theirs to
// set, a refused upload can be removed, and a replacement takes the old video's place.

let f: StudioFixture;
let lessonId: string;
beforeAll(async () => {
  f = await studioFixture("videos");
  lessonId = (await legacyLesson(f, "Every spiritual blessing", "<p>Ephesians 1:3.</p>", 1)).id;
  await db.enrollment.create({ data: { userId: f.student.id, courseId: f.courseId, status: "active" } });
});
afterAll(async () => {
  const ids = (await db.video.findMany({ where: { lessonId }, select: { id: true } })).map((v) => v.id);
  const [queue] = await db.$queryRaw<{ exists: boolean }[]>`SELECT to_regclass('pgboss.job') IS NOT NULL AS exists`;
  if (ids.length && queue?.exists) await db.$executeRaw`DELETE FROM pgboss.job WHERE name = ${VIDEO_PROCESSING_QUEUE} AND data->>'videoId' = ANY(${ids})`;
  await stopJobQueue();
  await removeStudioFixture(f);
});

let counter = 0;
async function video(extra: { title?: string; status?: "ready" | "processing" | "failed"; published?: boolean; refused?: boolean } = {}) {
  counter++;
  return db.video.create({
    data: {
      lessonId,
      title: extra.title ?? `Lecture ${counter}`,
      storageKey: `videos/${lessonId}/${String(counter).padStart(24, "0")}.mp4`,
      contentType: "video/mp4",
      fileSize: 1000n,
      status: extra.status ?? "ready",
      published: extra.published ?? false,
      processingRefused: extra.refused ?? false,
      processingError: extra.refused ? "NOT_A_VIDEO" : null,
      order: counter,
    },
  });
}
const row = (id: string) => db.video.findUniqueOrThrow({ where: { id } });
const students = async () => ((await getLessonPageData(f.slug, lessonId, { id: f.student.id, role: "student" }, "en"))?.videos ?? []).map((v) => v.id);

/** Each caller who may not touch the video: signed out (401), a student and another course's instructor (404). */
async function refusedForOutsiders(call: () => Promise<{ ok: boolean; status?: number }>, videoId: string) {
  const before = await row(videoId);
  for (const [who, status] of [[null, 401], [f.student, 404], [f.stranger, 404]] as [Person | null, number][]) {
    await actAs(who);
    expect(await call()).toMatchObject({ ok: false, status });
  }
  expect(await row(videoId)).toEqual(before);
}

it("publishes and unpublishes for the course's staff only, audited; students see only published videos", async () => {
  const v = await video({ title: "Blessed in Christ" });
  await refusedForOutsiders(() => setVideoPublishedAction({ videoId: v.id, locale: "en", published: true }), v.id);
  expect(await students()).not.toContain(v.id);

  await actAs(f.teacher);
  expect(await setVideoPublishedAction({ videoId: v.id, locale: "en", published: true })).toEqual({ ok: true, data: { changed: true } });
  expect(await students()).toContain(v.id);
  expect(await setVideoPublishedAction({ videoId: v.id, locale: "en", published: true })).toEqual({ ok: true, data: { changed: false } });
  await actAs(f.admin);
  expect(await setVideoPublishedAction({ videoId: v.id, locale: "en", published: false })).toEqual({ ok: true, data: { changed: true } });
  expect(await students()).not.toContain(v.id);
  const audit = await db.auditLog.findMany({ where: { targetId: v.id }, orderBy: { createdAt: "asc" } });
  expect(audit.map((a) => [a.action, a.actorId])).toEqual([
    ["video.published", f.teacher.id],
    ["video.unpublished", f.admin.id],
  ]);
});

it("refuses to publish a video whose processing failed", async () => {
  const v = await video({ status: "failed", refused: true });
  await actAs(f.teacher);
  expect(await setVideoPublishedAction({ videoId: v.id, locale: "es", published: true })).toMatchObject({ ok: false, status: 400, code: "VIDEO_NOT_PUBLISHABLE", message: expect.stringContaining("No se puede publicar") });
  expect((await row(v.id)).published).toBe(false);
});

it("renames with the upload's title rule, in the user's language", async () => {
  const v = await video();
  await refusedForOutsiders(() => renameVideoAction({ videoId: v.id, locale: "en", title: "Hijacked" }), v.id);
  await actAs(f.teacher);
  expect(await renameVideoAction({ videoId: v.id, locale: "en", title: "  Riches of grace " })).toEqual({ ok: true, data: null });
  expect((await row(v.id)).title).toBe("Riches of grace");
  expect(await renameVideoAction({ videoId: v.id, locale: "fr", title: "   " })).toMatchObject({ ok: false, status: 400, fieldErrors: { title: ["Saisissez un titre de 1 à 200 caractères."] } });
  expect(await renameVideoAction({ videoId: v.id, locale: "en", title: "x".repeat(201) })).toMatchObject({ ok: false, status: 400 });
  expect((await row(v.id)).title).toBe("Riches of grace");
});

it("moves a video up and down among the lesson's videos, numbering them again", async () => {
  await db.video.deleteMany({ where: { lessonId } });
  const [a, b, c] = [await video({ title: "A" }), await video({ title: "B" }), await video({ title: "C" })];
  const order = async () => (await lessonEditorData(f.teacher as never, f.courseId, lessonId))!.videos.map((v) => v.title);
  await refusedForOutsiders(() => moveVideoAction({ videoId: c.id, locale: "en", direction: "up" }), c.id);
  await actAs(f.teacher);
  expect(await moveVideoAction({ videoId: c.id, locale: "en", direction: "up" })).toEqual({ ok: true, data: null });
  expect(await order()).toEqual(["A", "C", "B"]);
  await moveVideoAction({ videoId: c.id, locale: "en", direction: "up" });
  expect(await order()).toEqual(["C", "A", "B"]);
  // Past either end: nothing moves.
  await moveVideoAction({ videoId: c.id, locale: "en", direction: "up" });
  await moveVideoAction({ videoId: b.id, locale: "en", direction: "down" });
  expect(await order()).toEqual(["C", "A", "B"]);
  expect((await Promise.all([c, a, b].map((v) => row(v.id)))).map((v) => v.order)).toEqual([1, 2, 3]);
  expect(await moveVideoAction({ videoId: a.id, locale: "en", direction: "sideways" as never })).toMatchObject({ ok: false, status: 400 });
});

it("deletes a video (soft: hidden from everyone, files purged later), audited; a refused upload is removed the same way", async () => {
  const v = await video({ published: true });
  const refused = await video({ status: "failed", refused: true });
  await refusedForOutsiders(() => deleteVideoAction({ videoId: v.id, locale: "en" }), v.id);
  await actAs(f.teacher);
  expect(await students()).toContain(v.id);
  expect(await deleteVideoAction({ videoId: v.id, locale: "en" })).toEqual({ ok: true, data: null });
  expect(await row(v.id)).toMatchObject({ deletedAt: expect.any(Date), published: false });
  expect(await students()).not.toContain(v.id);
  expect(await deleteVideoAction({ videoId: refused.id, locale: "en" })).toEqual({ ok: true, data: null });
  const listed = (await lessonEditorData(f.teacher as never, f.courseId, lessonId))!.videos.map((x) => x.id);
  expect(listed).not.toContain(v.id);
  expect(listed).not.toContain(refused.id);
  expect(await db.auditLog.findFirst({ where: { action: "video.deleted", targetId: v.id } })).toMatchObject({ actorId: f.teacher.id, details: { wasPublished: true, refused: false } });
  // Deleted is gone: a second delete, a publish or a rename finds nothing.
  expect(await deleteVideoAction({ videoId: v.id, locale: "en" })).toMatchObject({ ok: false, status: 404, code: "VIDEO_NOT_FOUND" });
  expect(await setVideoPublishedAction({ videoId: v.id, locale: "en", published: true })).toMatchObject({ ok: false, status: 404 });
});

it("records a replacement in the old video's place (order, published) and deletes the old one at once, audited", async () => {
  await db.video.deleteMany({ where: { lessonId } });
  const [first, old, last] = [await video({ published: true }), await video({ title: "Old take", published: true }), await video()];
  const key = newVideoKey(lessonId, "video/mp4");
  await storage().put(key, Buffer.from("not really a video, processing would refuse it"), "video/mp4");
  const size = (await storage().stat(key))!.size;
  await recordUploadStart({ key, uploadId: null, lessonId, userId: f.teacher.id, contentType: "video/mp4", declaredSize: size });

  const created = await createUploadedVideo({ lessonId, title: "New take", description: "", storageKey: key, fileSize: size, replacesVideoId: old.id }, f.teacher.id);
  const fresh = await row(created.id);
  expect(fresh).toMatchObject({ order: old.order, published: true, status: "processing", deletedAt: null });
  expect(await row(old.id)).toMatchObject({ deletedAt: expect.any(Date), published: false });
  expect((await lessonEditorData(f.teacher as never, f.courseId, lessonId))!.videos.map((v) => v.id)).toEqual([first.id, created.id, last.id]);
  expect(await db.auditLog.findFirst({ where: { action: "video.replaced", targetId: old.id } })).toMatchObject({ actorId: f.teacher.id, details: { replacedBy: created.id } });

  // Replacing a video of another lesson (or one already gone) is refused and records nothing.
  const key2 = newVideoKey(lessonId, "video/mp4");
  await storage().put(key2, Buffer.from("x"), "video/mp4");
  await recordUploadStart({ key: key2, uploadId: null, lessonId, userId: f.teacher.id, contentType: "video/mp4", declaredSize: 1 });
  await expect(createUploadedVideo({ lessonId, title: "Again", description: "", storageKey: key2, fileSize: 1, replacesVideoId: old.id }, f.teacher.id)).rejects.toMatchObject({
    status: 400,
    code: "REPLACED_VIDEO_NOT_FOUND",
  });
  expect(await db.video.count({ where: { storageKey: key2 } })).toBe(0);
  await storage().delete(key);
  await storage().delete(key2);
});
