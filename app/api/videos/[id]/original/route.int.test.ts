import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { db } from "@/lib/db";
import { diskStorage } from "@/lib/storage";
import { playbackUrls } from "@/lib/videos/playback";
import { signedOriginalUrl } from "@/lib/videos/original-urls";
import { enrol, newStudent } from "@/test/helpers/lessons";
import { asAdmin, asInstructorOf } from "@/test/helpers/uploads";
import type { TestClient } from "@/test/http";
import { GET, HEAD } from "./route";

// A video's original file, on a lesson of Exodus that is not a free preview: the URL the lesson page gives
// is checked against the session and the enrollment on every request, not only when it was issued.
const ORIGINAL = randomBytes(4096);
let video: { id: string; storageKey: string };
let url: string;

beforeAll(async () => {
  const lesson = await db.lesson.findFirstOrThrow({ where: { course: { slug: "exodus" }, isFreePreview: false }, orderBy: { order: "desc" }, select: { id: true } });
  const storageKey = `videos/${lesson.id}/${randomBytes(12).toString("hex")}.mp4`;
  await diskStorage().put(storageKey, ORIGINAL);
  video = await db.video.create({
    data: { lessonId: lesson.id, title: "Original route test", storageKey, contentType: "video/mp4", fileSize: BigInt(ORIGINAL.length), status: "ready", published: true, probedAt: new Date(), processingProgress: 100 },
    select: { id: true, storageKey: true },
  });
  url = (await playbackUrls({ ...video, captionsKey: null, hlsKey: null, posterKey: null })).videoUrl;
});

afterAll(async () => {
  await db.video.delete({ where: { id: video.id } });
  await fs.promises.rm(diskStorage().filePath(video.storageKey)!, { force: true });
});

/** Requests the original as the browser's video element would, with the viewer's cookies (none for a visitor). */
function fetchOriginal(as: TestClient | null, headers: Record<string, string> = {}, target = url, method: "GET" | "HEAD" = "GET") {
  const full = new URL(target, "http://localhost");
  const id = decodeURIComponent(full.pathname.split("/")[3]!);
  const cookie = as?.cookieHeader();
  const handler = method === "GET" ? GET : HEAD;
  return handler(new Request(full, { method, headers: { ...headers, ...(cookie ? { cookie } : {}) } }), { params: Promise.resolve({ id }) });
}

it("is given to the player as a signed URL of this route, living ten minutes", () => {
  expect(url).toMatch(new RegExp(`^/api/videos/${video.id}/original\\?exp=\\d+&sig=[\\w-]+$`));
  const exp = Number(new URL(url, "http://x").searchParams.get("exp"));
  expect(exp - Date.now() / 1000).toBeGreaterThan(9 * 60);
});

it("serves an enrolled student the file, and a range of it, never to be kept by a cache", async () => {
  const student = await newStudent("original-enrolled");
  await enrol(student.id, "exodus");
  const whole = await fetchOriginal(student.client);
  expect(whole.status).toBe(200);
  expect(whole.headers.get("content-type")).toBe("video/mp4");
  expect(whole.headers.get("cache-control")).toBe("private, no-store");
  expect(Buffer.from(await whole.arrayBuffer()).equals(ORIGINAL)).toBe(true);
  const part = await fetchOriginal(student.client, { range: "bytes=100-199" });
  expect(part.status).toBe(206);
  expect(part.headers.get("content-range")).toBe(`bytes 100-199/${ORIGINAL.length}`);
  expect(Buffer.from(await part.arrayBuffer()).equals(ORIGINAL.subarray(100, 200))).toBe(true);
  const head = await fetchOriginal(student.client, {}, url, "HEAD");
  expect(head.status).toBe(200);
  expect(head.headers.get("content-length")).toBe(String(ORIGINAL.length));
});

it("serves the course's instructor and an admin", async () => {
  for (const staff of [await asInstructorOf("exodus"), await asAdmin()]) {
    const res = await fetchOriginal(staff, { range: "bytes=0-9" });
    expect(res.status).toBe(206);
    expect(Buffer.from(await res.arrayBuffer()).equals(ORIGINAL.subarray(0, 10))).toBe(true);
  }
});

it("refuses a visitor holding the URL with 401, and a student of another course with 403", async () => {
  const visitor = await fetchOriginal(null);
  expect(visitor.status).toBe(401);
  expect(await visitor.text()).not.toContain(ORIGINAL.subarray(0, 16).toString("latin1"));
  const other = await newStudent("original-other-course");
  await enrol(other.id, "genesis");
  expect((await fetchOriginal(other.client)).status).toBe(403);
  expect((await fetchOriginal(await asInstructorOf("john"))).status).toBe(403);
});

it("stops serving a student at the first request after a refund, with the URL still unexpired", async () => {
  const student = await newStudent("original-refunded");
  const course = await enrol(student.id, "exodus");
  expect((await fetchOriginal(student.client, { range: "bytes=0-9" })).status).toBe(206);
  await db.enrollment.update({ where: { userId_courseId: { userId: student.id, courseId: course.id } }, data: { status: "refunded" } });
  expect((await fetchOriginal(student.client, { range: "bytes=10-19" })).status).toBe(403);
});

it("refuses a tampered, re-pointed or expired URL with 403, and a deleted video with 404", async () => {
  const student = await newStudent("original-tamper");
  await enrol(student.id, "exodus");
  expect((await fetchOriginal(student.client, {}, url.replace(/sig=.{4}/, "sig=AAAA"))).status).toBe(403);
  const other = await db.video.findFirstOrThrow({ where: { id: { not: video.id } }, select: { id: true } });
  expect((await fetchOriginal(student.client, {}, url.replace(video.id, other.id))).status).toBe(403);
  expect((await fetchOriginal(student.client, {}, signedOriginalUrl(video.id, Math.floor(Date.now() / 1000) - 1))).status).toBe(403);
  await db.video.update({ where: { id: video.id }, data: { deletedAt: new Date() } });
  try {
    expect((await fetchOriginal(student.client)).status).toBe(404);
  } finally {
    await db.video.update({ where: { id: video.id }, data: { deletedAt: null } });
  }
});
