import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { stopJobQueue, VIDEO_PROCESSING_QUEUE } from "@/lib/jobs/queue";
import { asDemoInstructor, asInstructorOf, asStudent, lessons } from "@/test/helpers/uploads";
import { TestClient } from "@/test/http";
import { GET } from "./route";
import { POST as retry } from "./retry/route";

// GET /api/videos/{id} (the upload card's polling) and POST /api/videos/{id}/retry, for the course's video managers.
const created: string[] = [];

async function videoIn(lessonId: string, data: Record<string, unknown>) {
  const row = await db.video.create({
    data: {
      lessonId,
      title: "Processing state test",
      storageKey: `videos/${lessonId}/${randomBytes(12).toString("hex")}.mp4`,
      contentType: "video/mp4",
      fileSize: BigInt(1000),
      status: "processing",
      ...data,
    },
  });
  created.push(row.id);
  return row.id;
}

const jobsFor = async (videoId: string) =>
  (await db.$queryRaw<{ count: bigint }[]>`SELECT count(*) FROM pgboss.job WHERE name = ${VIDEO_PROCESSING_QUEUE} AND data->>'videoId' = ${videoId}`)[0]!.count;

afterAll(async () => {
  // No later test file's worker may take these jobs.
  await db.$executeRaw`DELETE FROM pgboss.job WHERE name = ${VIDEO_PROCESSING_QUEUE} AND data->>'videoId' = ANY(${created})`;
  await db.video.deleteMany({ where: { id: { in: created } } });
  await stopJobQueue();
  await db.$disconnect();
});

it("tells the course's instructors a video's status, progress, error code and whether it was refused", async () => {
  const { taught } = await lessons();
  const id = await videoIn(taught, { processingProgress: 42 });
  const instructor = await asDemoInstructor();
  const res = await instructor.call(GET, { path: `/api/videos/${id}`, params: { id } });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  expect(res.body).toEqual({ id, status: "processing", progress: 42, errorCode: null, refused: false });

  const refused = await videoIn(taught, { status: "failed", processingError: "NOT_A_VIDEO", processingRefused: true });
  expect((await instructor.call(GET, { params: { id: refused } })).body).toEqual({ id: refused, status: "failed", progress: 0, errorCode: "NOT_A_VIDEO", refused: true });
});

it("tells no one else: 401 signed out, 403 for a student or another course's instructor, 404 for no such video", async () => {
  const { taught } = await lessons();
  const id = await videoIn(taught, {});
  expect((await new TestClient().call(GET, { params: { id } })).status).toBe(401);
  expect((await (await asStudent()).call(GET, { params: { id } })).status).toBe(403);
  expect((await (await asInstructorOf("john")).call(GET, { params: { id } })).status).toBe(403);
  expect((await (await asDemoInstructor()).call(GET, { params: { id: "no-such-video" } })).status).toBe(404);
});

it("Retry queues a failed video again at 0 %, once; a refused, processing or ready video answers 409", async () => {
  const { taught } = await lessons();
  const instructor = await asDemoInstructor();
  const failed = await videoIn(taught, { status: "failed", processingProgress: 37, processingError: "TRANSCODE_FAILED" });
  const res = await instructor.call(retry, { method: "POST", params: { id: failed } });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ id: failed, status: "processing", progress: 0, errorCode: null, refused: false });
  expect(await jobsFor(failed)).toBe(BigInt(1));
  const again = await instructor.call(retry, { method: "POST", params: { id: failed } });
  expect(again.status).toBe(409);
  expect(again.body.code).toBe("NOT_RETRYABLE");
  expect(await jobsFor(failed)).toBe(BigInt(1));

  const refused = await videoIn(taught, { status: "failed", processingError: "TRUNCATED", processingRefused: true });
  const ready = await videoIn(taught, { status: "ready", processingProgress: 100 });
  for (const id of [refused, ready]) {
    expect((await instructor.call(retry, { method: "POST", params: { id } })).status).toBe(409);
    expect(await jobsFor(id)).toBe(BigInt(0));
  }
  expect(await db.video.findUniqueOrThrow({ where: { id: refused }, select: { status: true, processingError: true } })).toEqual({ status: "failed", processingError: "TRUNCATED" });
});

it("lets no student retry", async () => {
  const { taught } = await lessons();
  const failed = await videoIn(taught, { status: "failed", processingError: "STORAGE_FAILED" });
  expect((await (await asStudent()).call(retry, { method: "POST", params: { id: failed } })).status).toBe(403);
  expect((await db.video.findUniqueOrThrow({ where: { id: failed } })).status).toBe("failed");
});
