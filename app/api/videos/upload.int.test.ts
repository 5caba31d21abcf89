import fs from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { MAX_VIDEO_BYTES } from "@/lib/uploads/limits";
import { asAdmin, asDemoInstructor, asInstructorOf, asStudent, lessons, putTo, removeUploadedVideos } from "@/test/helpers/uploads";
import { TestClient } from "@/test/http";
import { PUT as putObject } from "../uploads/object/[...key]/route";
import { POST as createMultipart } from "../s3/multipart/route";
import { POST as uploadUrl } from "./upload-url/route";
import { POST as createVideo } from "./route";

const SAMPLE = fs.readFileSync(path.join(process.cwd(), "prisma/seed/media/sample-lecture.webm"));
afterAll(removeUploadedVideos);

const file = { filename: "lecture.webm", type: "video/webm", size: SAMPLE.length };

/** Asks for a single-PUT URL, sends the sample to it, and answers the storage key. */
async function uploadSample(client: TestClient, lessonId: string, bytes = SAMPLE) {
  const { status, body } = await client.call(uploadUrl, { method: "POST", body: { lessonId, ...file, size: bytes.length } });
  expect(status).toBe(200);
  const url = new URL(body.uploadURL, "http://localhost");
  const key = url.pathname.replace("/api/uploads/object/", "").split("/").map(decodeURIComponent);
  const put = await putTo(body.uploadURL, bytes, putObject, { key });
  expect(put.status).toBe(200);
  expect(put.headers.get("etag")).toMatch(/^"[a-f0-9]{32}"$/);
  return body.key as string;
}

describe("who may upload lesson videos", () => {
  it("refuses signed-out visitors (401), students and instructors of another course (403)", async () => {
    const { taught } = await lessons();
    const anonymous = await new TestClient().call(uploadUrl, { method: "POST", body: { lessonId: taught, ...file } });
    expect(anonymous.status).toBe(401);
    for (const client of [await asStudent(), await asInstructorOf("john")]) {
      const single = await client.call(uploadUrl, { method: "POST", body: { lessonId: taught, ...file } });
      expect(single.status).toBe(403);
      const multi = await client.call(createMultipart, { method: "POST", body: { ...file, metadata: { lessonId: taught } } });
      expect(multi.status).toBe(403);
      const record = await client.call(createVideo, {
        method: "POST",
        body: { lessonId: taught, title: "Sneaky", storageKey: `videos/${taught}/${"a".repeat(24)}.webm`, fileSize: 10 },
      });
      expect(record.status).toBe(403);
    }
  });

  it("lets the course's instructor upload and record a video, which becomes playable with its checked size and type", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const key = await uploadSample(client, taught);
    expect(key).toMatch(new RegExp(`^videos/${taught}/[a-f0-9]{24}\\.webm$`));
    const { status, body } = await client.call(createVideo, {
      method: "POST",
      body: { lessonId: taught, title: "  Creation and covenant ", description: "Week 1", storageKey: key, fileSize: SAMPLE.length, duration: 12.4 },
    });
    expect(status).toBe(201);
    const video = await db.video.findUniqueOrThrow({ where: { id: body.id } });
    expect(video).toMatchObject({ lessonId: taught, title: "Creation and covenant", description: "Week 1", status: "ready", contentType: "video/webm", duration: 12 });
    expect(Number(video.fileSize)).toBe(SAMPLE.length);

    const again = await client.call(createVideo, { method: "POST", body: { lessonId: taught, title: "Twice", storageKey: key, fileSize: SAMPLE.length } });
    expect(again.status).toBe(409);
  });

  it("lets an admin upload to any course", async () => {
    const { other } = await lessons();
    const client = await asAdmin();
    const key = await uploadSample(client, other);
    const { status } = await client.call(createVideo, { method: "POST", body: { lessonId: other, title: "Admin upload", storageKey: key, fileSize: SAMPLE.length } });
    expect(status).toBe(201);
  });

  it("lets an instructor of the other course upload there, but never record a key of another lesson", async () => {
    const { taught, other } = await lessons();
    const mine = await asDemoInstructor();
    const key = await uploadSample(mine, taught);
    const theirs = await asInstructorOf("john");
    const hijack = await theirs.call(createVideo, { method: "POST", body: { lessonId: other, title: "Hijack", storageKey: key, fileSize: SAMPLE.length } });
    expect(hijack.status).toBe(400);
    expect(hijack.body.code).toBe("WRONG_KEY");
  });
});

describe("upload validation", () => {
  it("refuses non-video types and files over 500MB before any URL is signed", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const pdf = await client.call(uploadUrl, { method: "POST", body: { lessonId: taught, filename: "notes.pdf", type: "application/pdf", size: 10 } });
    expect(pdf.status).toBe(400);
    expect(pdf.body.fieldErrors.type).toEqual(["Only MP4, WebM and MOV videos can be uploaded."]);
    const huge = await client.call(createMultipart, { method: "POST", body: { ...file, size: MAX_VIDEO_BYTES + 1, metadata: { lessonId: taught } } });
    expect(huge.status).toBe(400);
    expect(huge.body.fieldErrors.size).toEqual(["Videos can be at most 500MB."]);
  });

  it("requires a title, and records nothing whose stored size differs or was never uploaded", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const key = await uploadSample(client, taught);
    const untitled = await client.call(createVideo, { method: "POST", body: { lessonId: taught, title: "   ", storageKey: key, fileSize: SAMPLE.length } });
    expect(untitled.status).toBe(400);
    expect(untitled.body.fieldErrors.title).toEqual(["Please enter a video title before uploading."]);
    const lying = await client.call(createVideo, { method: "POST", body: { lessonId: taught, title: "Lie", storageKey: key, fileSize: SAMPLE.length + 1 } });
    expect(lying.body.code).toBe("SIZE_MISMATCH");
    const missing = await client.call(createVideo, {
      method: "POST",
      body: { lessonId: taught, title: "Ghost", storageKey: `videos/${taught}/${"b".repeat(24)}.webm`, fileSize: 10 },
    });
    expect(missing.body.code).toBe("NOT_UPLOADED");
    const badDuration = await client.call(createVideo, { method: "POST", body: { lessonId: taught, title: "Long", storageKey: key, fileSize: SAMPLE.length, duration: -3 } });
    expect(badDuration.status).toBe(400);
    expect(await db.video.count({ where: { storageKey: key } })).toBe(0);
  });

  it("refuses a forged or tampered upload URL", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const { body } = await client.call(uploadUrl, { method: "POST", body: { lessonId: taught, ...file } });
    const forged = body.uploadURL.replace(/sig=[^&]+/, "sig=AAAA");
    const key = body.key.split("/");
    expect((await putTo(forged, SAMPLE, putObject, { key })).status).toBe(403);
    const elsewhere = ["videos", taught, "elsewhere.webm"];
    expect((await putTo(body.uploadURL, SAMPLE, putObject, { key: elsewhere })).status).toBe(403);
  });
});
