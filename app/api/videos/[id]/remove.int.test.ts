import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { storage } from "@/lib/storage";
import { stopJobQueue } from "@/lib/jobs/queue";
import { listUnfinishedVideos } from "@/lib/videos/queries";
import { asDemoInstructor, asInstructorOf, asStudent, lessons } from "@/test/helpers/uploads";
import { TestClient } from "@/test/http";
import { DELETE } from "./route";

// DELETE /api/videos/{id}: the upload card's Remove of an upload processing failed or refused, which otherwise
// stayed on the lesson page under "Videos being processed" for good.
const created: string[] = [];

async function videoIn(lessonId: string, data: Record<string, unknown>) {
  const row = await db.video.create({
    data: {
      lessonId,
      title: "Remove test",
      storageKey: `videos/${lessonId}/${randomBytes(12).toString("hex")}.mp4`,
      contentType: "video/mp4",
      fileSize: BigInt(1000),
      status: "failed",
      ...data,
    },
  });
  created.push(row.id);
  return row;
}

const remove = (client: TestClient, id: string) => client.call(DELETE, { method: "DELETE", path: `/api/videos/${id}`, params: { id } });
const auditOf = (id: string) => db.auditLog.findMany({ where: { targetType: "video", targetId: id } });

afterAll(async () => {
  await db.auditLog.deleteMany({ where: { targetType: "video", targetId: { in: created } } });
  await db.video.deleteMany({ where: { id: { in: created } } });
  await stopJobQueue();
  await db.$disconnect();
});

it("lets the course's instructor remove a refused upload: gone from the lesson's list, audited", async () => {
  const { taught } = await lessons();
  const video = await videoIn(taught, { processingError: "TRUNCATED", processingRefused: true });
  expect((await listUnfinishedVideos(taught)).map((v) => v.id)).toContain(video.id);

  const res = await remove(await asDemoInstructor(), video.id);
  expect(res.status).toBe(204);
  expect((await db.video.findUniqueOrThrow({ where: { id: video.id } })).deletedAt).toBeInstanceOf(Date);
  expect((await listUnfinishedVideos(taught)).map((v) => v.id)).not.toContain(video.id);
  const instructor = await db.user.findUniqueOrThrow({ where: { email: "instructor@example.com" } });
  expect(await auditOf(video.id)).toEqual([
    expect.objectContaining({ actorId: instructor.id, action: "video.deleted", details: expect.objectContaining({ lessonId: taught, refused: true, processingError: "TRUNCATED" }) }),
  ]);
  // Removed already: nothing left to remove.
  expect((await remove(await asDemoInstructor(), video.id)).status).toBe(404);
});

it("deletes the stored objects of a video that failed for good with its original kept", async () => {
  const { taught } = await lessons();
  const video = await videoIn(taught, { processingError: "TRANSCODE_FAILED", processingRefused: false });
  await storage().put(video.storageKey, randomBytes(1000), "video/mp4");
  expect(await storage().stat(video.storageKey)).not.toBeNull();
  expect((await remove(await asDemoInstructor(), video.id)).status).toBe(204);
  expect(await storage().stat(video.storageKey)).toBeNull();
});

it("removes only failed videos: one processing or ready is a 409 and stays", async () => {
  const { taught } = await lessons();
  const instructor = await asDemoInstructor();
  for (const status of ["processing", "ready"] as const) {
    const video = await videoIn(taught, { status });
    const res = await remove(instructor, video.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("NOT_FAILED");
    expect((await db.video.findUniqueOrThrow({ where: { id: video.id } })).deletedAt).toBeNull();
    expect(await auditOf(video.id)).toEqual([]);
  }
});

it("lets no one else remove it: 401 signed out, 403 for a student or another course's instructor", async () => {
  const { taught } = await lessons();
  const video = await videoIn(taught, { processingError: "NOT_A_VIDEO", processingRefused: true });
  expect((await remove(new TestClient(), video.id)).status).toBe(401);
  expect((await remove(await asStudent(), video.id)).status).toBe(403);
  expect((await remove(await asInstructorOf("john"), video.id)).status).toBe(403);
  expect((await db.video.findUniqueOrThrow({ where: { id: video.id } })).deletedAt).toBeNull();
});
