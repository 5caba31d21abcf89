import fs from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { query } from "../support";
import { deleteStored, onServer, servedBy, signInOn, storedObject } from "./cluster";

// What the servers keep in the shared S3 store (Ceph's radosgw): a file stored through one server is the
// same file through the other.

const SAMPLE = path.join(process.cwd(), "prisma/seed/media/sample-lecture.webm");

/** A published course of its own with one lesson, so nothing another journey looks at changes. */
async function courseWithLesson(label: string) {
  const slug = `cluster-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const [course] = await query<{ id: string }>(
    `INSERT INTO courses (id, slug, title, description, price, difficulty, "estimatedHours", state, "updatedAt")
     VALUES (gen_random_uuid()::text, $1, 'Storage Across Servers', 'A course of one lesson.', 0, 'beginner', 1, 'published', now()) RETURNING id`,
    [slug],
  );
  const [lesson] = await query<{ id: string }>(
    `INSERT INTO lessons (id, "courseId", "order", title, content, "estimatedMinutes", state, "updatedAt")
     VALUES (gen_random_uuid()::text, $1, 1, 'The Only Lesson', '<p>Read and reflect.</p>', 5, 'published', now()) RETURNING id`,
    [course!.id],
  );
  return { courseId: course!.id, lessonId: lesson!.id, slug };
}

/** Signs a new student up through server `n` (the cookie lands in `request`) and enrols them in the course. */
async function enrolledStudent(request: APIRequestContext, n: number, courseId: string, label: string) {
  const email = `cluster-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const response = await request.post("/api/signup", {
    headers: onServer(n),
    data: { firstName: "Tabitha", lastName: "Joppa", email, password: "full-of-good-works-9" },
  });
  expect(response.status(), await response.text()).toBe(201);
  expect(await servedBy(response)).toBe(n);
  const userId = (await response.json()).user.id as string;
  await query(
    `INSERT INTO enrollments (id, "userId", "courseId", status, progress, "startedAt", "updatedAt")
     VALUES (gen_random_uuid()::text, $1, $2, 'active', 0, now(), now())`,
    [userId, courseId],
  );
  return userId;
}

async function removeCourse(courseId: string, userIds: string[]) {
  // Deleting the course takes its lessons, videos, enrollments, progress and instructors with it.
  await query(`DELETE FROM certificates WHERE "courseId" = $1 OR "userId" = ANY($2)`, [courseId, userIds]);
  await query(`DELETE FROM courses WHERE id = $1`, [courseId]);
  await query(`DELETE FROM users WHERE id = ANY($1)`, [userIds]);
}

test("a video uploaded through server A is processed by a server's worker and streams as HLS through server B", async ({ request, playwright }) => {
  test.setTimeout(120_000);
  const file = await fs.readFile(SAMPLE);
  const { courseId, lessonId } = await courseWithLesson("video");
  await query(`INSERT INTO course_instructors ("courseId", "userId") SELECT $1, id FROM users WHERE email = 'instructor@example.com'`, [courseId]);
  const student = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const userIds: string[] = [];
  try {
    // The instructor uploads on A as the upload card does for a file of one part (Uppy's s3/params contract):
    // a signed URL, a PUT of the file straight to S3, then the video's record (which checks the stored object).
    await signInOn(request, 0, "instructor@example.com", "TeachTheWord1");
    const params = new URLSearchParams({ filename: "sample-lecture.webm", type: "video/webm", size: String(file.byteLength), "metadata[lessonId]": lessonId });
    const signed = await request.get(`/api/s3/params?${params}`, { headers: onServer(0) });
    expect(signed.status(), await signed.text()).toBe(200);
    expect(await servedBy(signed)).toBe(0);
    const { url, key, method, headers } = (await signed.json()) as { url: string; key: string; method: string; headers: Record<string, string> };
    expect(method).toBe("PUT");
    const target = new URL(url, test.info().project.use.baseURL);
    // Straight to the store, not through the school (a signed S3 URL: X-Amz-Signature), and writing once.
    expect(target.origin).not.toBe(new URL(test.info().project.use.baseURL!).origin);
    expect(target.searchParams.get("X-Amz-Signature")).toBeTruthy();
    expect(headers["if-none-match"]).toBe("*");
    const put = await request.fetch(target.toString(), { method: "PUT", headers, data: file });
    expect(put.status(), await put.text()).toBe(200);
    expect((await request.fetch(target.toString(), { method: "PUT", headers, data: file })).status()).toBe(412);

    const recorded = await request.post("/api/videos", {
      headers: onServer(0),
      data: { lessonId, title: "Stored once, served twice", description: "", storageKey: key, fileSize: file.byteLength },
    });
    expect(recorded.status(), await recorded.text()).toBe(201);
    expect(await servedBy(recorded)).toBe(0);
    const { id: videoId } = (await recorded.json()) as { id: string };

    // Some server's worker (pg-boss hands the job to one) probes it and writes the HLS ladder to S3; B reports it.
    await expect
      .poll(async () => (await (await request.get(`/api/videos/${videoId}`, { headers: onServer(1) })).json()).status, { timeout: 90_000 })
      .toBe("ready");
    const [row] = await query<{ hlsKey: string; duration: number }>(`SELECT "hlsKey", duration FROM videos WHERE id = $1`, [videoId]);
    expect(row!.duration).toBe(20);
    expect((await storedObject(row!.hlsKey))?.byteLength).toBeGreaterThan(0);

    // Staff publish it (an upload arrives unpublished; here straight in the database), then an enrolled student
    // asks server B for the lesson's videos, as the lesson page's player does.
    await query(`UPDATE videos SET published = true WHERE id = $1`, [videoId]);
    userIds.push(await enrolledStudent(student, 1, courseId, "viewer"));
    const listed = await student.get(`/api/lessons/${lessonId}/videos`, { headers: onServer(1) });
    expect(listed.status(), await listed.text()).toBe(200);
    expect(await servedBy(listed)).toBe(1);
    const videos = (await listed.json()) as { id: string; videoUrl: string; hlsUrl: string | null; fileSize: number; contentType: string }[];
    const video = videos.find((v) => v.id === videoId);
    expect(video, "the uploaded video in B's list").toMatchObject({ fileSize: file.byteLength, contentType: "video/webm", hlsUrl: expect.any(String) });

    // The master playlist from B names signed rendition playlists; one of them names segments the school relays
    // from S3 (no bucket URL in it: a segment needs the session, lib/videos/hls-serve.ts).
    const master = await student.get(video!.hlsUrl!, { headers: onServer(1) });
    expect(master.status()).toBe(200);
    expect(master.headers()["content-type"]).toContain("application/vnd.apple.mpegurl");
    const rendition = (await master.text()).split("\n").find((line) => line.includes(".m3u8"))!;
    const variant = await student.get(new URL(rendition, new URL(video!.hlsUrl!, test.info().project.use.baseURL)).toString(), { headers: onServer(0) });
    expect(variant.status()).toBe(200);
    const variantText = await variant.text();
    expect(variantText).not.toContain("X-Amz-Signature");
    const segment = variantText.split("\n").find((line) => /\/hls\/\d+p\/seg-\d+\.ts\?/.test(line))!;
    const ranged = await student.get(new URL(segment, test.info().project.use.baseURL).toString(), { headers: { Range: "bytes=0-187", ...onServer(1) } });
    expect(ranged.status()).toBe(206);
    expect((await ranged.body())[0]).toBe(0x47); // an MPEG-TS packet's sync byte

    // The original stays, byte for byte: a Range answered with exactly those bytes.
    const original = await student.get(new URL(video!.videoUrl, test.info().project.use.baseURL).toString(), { headers: { Range: "bytes=0-99" } });
    expect(original.status()).toBe(206);
    expect(original.headers()["content-range"]).toBe(`bytes 0-99/${file.byteLength}`);
    expect((await original.body()).equals(file.subarray(0, 100))).toBe(true);
  } finally {
    await student.dispose();
    await removeCourse(courseId, userIds);
    await deleteStored(`videos/${lessonId}/`);
  }
});

test("a certificate issued on server A downloads from server B with the same bytes", async ({ request }) => {
  const { courseId, lessonId } = await courseWithLesson("certificate");
  const userIds: string[] = [];
  let serial: string | undefined;
  try {
    // The student completes the course's one lesson (no video, no assessment) on A, which issues the certificate.
    const userId = await enrolledStudent(request, 0, courseId, "graduate");
    userIds.push(userId);
    const completed = await request.post("/api/progress/complete", { headers: onServer(0), data: { lessonId } });
    expect(completed.status(), await completed.text()).toBe(200);
    expect(await servedBy(completed)).toBe(0);
    expect((await completed.json()).course).toMatchObject({ status: "completed", progress: 100 });
    const [certificate] = await query<{ id: string; serial: string; pdfKey: string | null }>(
      `SELECT id, serial, "pdfKey" FROM certificates WHERE "userId" = $1 AND "courseId" = $2`,
      [userId, courseId],
    );
    expect(certificate, "the certificate issued on completion").toBeTruthy();
    expect(certificate!.pdfKey).toBeNull();
    serial = certificate!.serial;

    // The first download, on A, draws the PDF and stores it in S3.
    const first = await request.get(`/api/certificates/${certificate!.id}/pdf`, { headers: onServer(0) });
    expect(first.status(), await first.text()).toBe(200);
    expect(await servedBy(first)).toBe(0);
    expect(first.headers()["content-type"]).toBe("application/pdf");
    const fromA = await first.body();
    expect(fromA.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const [stored] = await query<{ pdfKey: string | null }>(`SELECT "pdfKey" FROM certificates WHERE id = $1`, [certificate!.id]);
    expect(stored!.pdfKey).toBe(`certificates/${serial}/en.pdf`);
    expect((await storedObject(stored!.pdfKey!))?.equals(fromA)).toBe(true);

    // B serves the stored document: the very same bytes, not a new drawing.
    const second = await request.get(`/api/certificates/${certificate!.id}/pdf`, { headers: onServer(1) });
    expect(second.status(), await second.text()).toBe(200);
    expect(await servedBy(second)).toBe(1);
    expect(second.headers()["content-disposition"]).toBe(first.headers()["content-disposition"]);
    const fromB = await second.body();
    expect(fromB.byteLength).toBe(fromA.byteLength);
    expect(fromB.equals(fromA)).toBe(true);
  } finally {
    await removeCourse(courseId, userIds);
    if (serial) await deleteStored(`certificates/${serial}/`);
  }
});
