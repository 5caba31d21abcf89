import fs from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { diskStorage } from "@/lib/storage";
import { MAX_VIDEO_BYTES } from "@/lib/uploads/limits";
import { asAdmin, asDemoInstructor, asInstructorOf, asStudent, lessons, objectKeyOf, putTo, cleanUpUploadTests, s3ErrorCode } from "@/test/helpers/uploads";
import { TestClient } from "@/test/http";
import { PUT as putObject } from "../uploads/object/[...key]/route";
import { POST as createMultipart } from "../s3/multipart/route";
import { POST as uploadUrl } from "./upload-url/route";
import { POST as createVideo } from "./route";

const SAMPLE = fs.readFileSync(path.join(process.cwd(), "prisma/seed/media/sample-lecture.webm"));
// Recording a video queues its processing (pg-boss); no worker runs here.
afterAll(cleanUpUploadTests);

const file = { filename: "lecture.webm", type: "video/webm", size: SAMPLE.length };

/** Asks for a single-PUT URL for `bytes`, and answers it with the storage key. */
async function signSingle(client: TestClient, lessonId: string, bytes = SAMPLE) {
  const { status, body } = await client.call(uploadUrl, { method: "POST", body: { lessonId, ...file, size: bytes.length } });
  expect(status).toBe(200);
  return body as { url: string; uploadURL: string; key: string; method: string; fields: object; headers: Record<string, string> };
}

/** Asks for a single-PUT URL, sends the sample to it, and answers the storage key. */
async function uploadSample(client: TestClient, lessonId: string, bytes = SAMPLE) {
  const signed = await signSingle(client, lessonId, bytes);
  const put = await putTo(signed.url, bytes, putObject, { key: objectKeyOf(signed.url) }, signed.headers);
  expect(put.status).toBe(200);
  expect(put.headers.get("etag")).toMatch(/^"[a-f0-9]{32}"$/);
  return signed.key;
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

  it("answers a signed-out visitor 401 before looking at the body, even an invalid one", async () => {
    const anonymous = new TestClient();
    expect((await anonymous.call(uploadUrl, { method: "POST", body: {} })).status).toBe(401);
    expect((await anonymous.call(uploadUrl, { method: "POST", body: "not json" })).status).toBe(401);
    expect((await anonymous.call(createMultipart, { method: "POST", body: {} })).status).toBe(401);
    expect((await (await asStudent()).call(createMultipart, { method: "POST", body: {} })).status).toBe(403);
  });

  it("lets the course's instructor upload and record a video, which then waits for processing", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const key = await uploadSample(client, taught);
    expect(key).toMatch(new RegExp(`^videos/${taught}/[a-f0-9]{24}\\.webm$`));
    const instructor = await db.user.findUniqueOrThrow({ where: { email: "instructor@example.com" } });
    const upload = await db.videoUpload.findUniqueOrThrow({ where: { key } });
    expect(upload).toMatchObject({ uploadId: null, lessonId: taught, userId: instructor.id, contentType: "video/webm", declaredSize: BigInt(SAMPLE.length) });
    expect(upload.completedAt).toBeInstanceOf(Date);

    const { status, body } = await client.call(createVideo, {
      method: "POST",
      body: { lessonId: taught, title: "  Creation and covenant ", description: "Week 1", storageKey: key, fileSize: SAMPLE.length, duration: 12.4 },
    });
    expect(status).toBe(201);
    const video = await db.video.findUniqueOrThrow({ where: { id: body.id } });
    // The duration comes from processing's probe, never from the browser.
    expect(video).toMatchObject({ lessonId: taught, title: "Creation and covenant", description: "Week 1", status: "processing", contentType: "video/webm", duration: null });
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

  it("lets an instructor of the other course upload there, but never record a key of another lesson or another uploader", async () => {
    const { taught, other } = await lessons();
    const mine = await asDemoInstructor();
    const key = await uploadSample(mine, taught);
    const theirs = await asInstructorOf("john");
    const hijack = await theirs.call(createVideo, { method: "POST", body: { lessonId: other, title: "Hijack", storageKey: key, fileSize: SAMPLE.length } });
    expect(hijack.status).toBe(400);
    expect(hijack.body.code).toBe("WRONG_KEY");
    const admin = await asAdmin();
    const taken = await admin.call(createVideo, { method: "POST", body: { lessonId: taught, title: "Not mine", storageKey: key, fileSize: SAMPLE.length } });
    expect(taken.body.code).toBe("WRONG_KEY");
  });
});

describe("single-PUT URLs write once, exactly the declared size", () => {
  it("refuses a second PUT to the same URL (412), before and after recording, and keeps the first bytes", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const signed = await signSingle(client, taught);
    const key = objectKeyOf(signed.url);
    expect((await putTo(signed.url, SAMPLE, putObject, { key }, signed.headers)).status).toBe(200);
    const other = Buffer.from(SAMPLE).fill(7, 0, 100);
    const twice = await putTo(signed.url, other, putObject, { key }, signed.headers);
    expect(twice.status).toBe(412);
    expect(await s3ErrorCode(twice)).toBe("PreconditionFailed");

    expect((await client.call(createVideo, { method: "POST", body: { lessonId: taught, title: "Once", storageKey: signed.key, fileSize: SAMPLE.length } })).status).toBe(201);
    expect((await putTo(signed.url, other, putObject, { key }, signed.headers)).status).toBe(412);
    expect(fs.readFileSync(diskStorage().filePath(signed.key)!).equals(SAMPLE)).toBe(true);

    // Recorded, then its object deleted (as when processing refuses it): the URL still writes nothing.
    await diskStorage().delete(signed.key);
    const afterDelete = await putTo(signed.url, other, putObject, { key }, signed.headers);
    expect(afterDelete.status).toBe(403);
    expect(await diskStorage().stat(signed.key)).toBeNull();
  });

  it("refuses a body longer (413) or shorter (400) than declared, writing nothing, and then takes the right one", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const signed = await signSingle(client, taught);
    const key = objectKeyOf(signed.url);
    const longer = await putTo(signed.url, Buffer.concat([SAMPLE, Buffer.from("<html>")]), putObject, { key }, signed.headers);
    expect(longer.status).toBe(413);
    expect(await s3ErrorCode(longer)).toBe("EntityTooLarge");
    const shorter = await putTo(signed.url, SAMPLE.subarray(1), putObject, { key }, signed.headers);
    expect(shorter.status).toBe(400);
    expect(await s3ErrorCode(shorter)).toBe("IncompleteBody");
    expect(await diskStorage().stat(signed.key)).toBeNull();
    expect((await db.videoUpload.findUniqueOrThrow({ where: { key: signed.key } })).completedAt).toBeNull();
    expect((await putTo(signed.url, SAMPLE, putObject, { key }, signed.headers)).status).toBe(200);
  });

  it("refuses a body of another type than the URL was signed for, or of none (403 SignatureDoesNotMatch, as S3), writing nothing", async () => {
    const { taught } = await lessons();
    const signed = await signSingle(await asDemoInstructor(), taught);
    expect(signed.headers).toEqual({ "content-type": "video/webm" });
    const key = objectKeyOf(signed.url);
    const wrongTypes: Record<string, string>[] = [{ "content-type": "text/html" }, { "content-type": "video/webm; charset=utf-8" }, {}];
    for (const headers of wrongTypes) {
      const refused = await putTo(signed.url, SAMPLE, putObject, { key }, headers);
      expect(refused.status).toBe(403);
      expect(await s3ErrorCode(refused)).toBe("SignatureDoesNotMatch");
    }
    expect(await diskStorage().stat(signed.key)).toBeNull();
    expect((await db.videoUpload.findUniqueOrThrow({ where: { key: signed.key } })).completedAt).toBeNull();
    expect((await putTo(signed.url, SAMPLE, putObject, { key }, signed.headers)).status).toBe(200);
  });

  it("lets only one of two racing PUTs to the same URL land", async () => {
    const { taught } = await lessons();
    const signed = await signSingle(await asDemoInstructor(), taught);
    const key = objectKeyOf(signed.url);
    const other = Buffer.from(SAMPLE).fill(9, 0, 100);
    const answers = await Promise.all([putTo(signed.url, SAMPLE, putObject, { key }, signed.headers), putTo(signed.url, other, putObject, { key }, signed.headers)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
    const stored = fs.readFileSync(diskStorage().filePath(signed.key)!);
    expect(stored.equals(answers[0]!.status === 200 ? SAMPLE : other)).toBe(true);
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

  it("requires a title, and records nothing whose stored size differs from the declared one or was never uploaded", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const key = await uploadSample(client, taught);
    const untitled = await client.call(createVideo, { method: "POST", body: { lessonId: taught, title: "   ", storageKey: key, fileSize: SAMPLE.length } });
    expect(untitled.status).toBe(400);
    expect(untitled.body.fieldErrors.title).toEqual(["Please enter a video title before uploading."]);
    const missing = await client.call(createVideo, {
      method: "POST",
      body: { lessonId: taught, title: "Ghost", storageKey: `videos/${taught}/${"b".repeat(24)}.webm`, fileSize: 10 },
    });
    expect(missing.body.code).toBe("WRONG_KEY");
    const badDuration = await client.call(createVideo, { method: "POST", body: { lessonId: taught, title: "Long", storageKey: key, fileSize: SAMPLE.length, duration: -3 } });
    expect(badDuration.status).toBe(400);
    const lying = await client.call(createVideo, { method: "POST", body: { lessonId: taught, title: "Lie", storageKey: key, fileSize: SAMPLE.length + 1 } });
    expect(lying.status).toBe(400);
    expect(lying.body.code).toBe("SIZE_MISMATCH");
    expect(await db.video.count({ where: { storageKey: key } })).toBe(0);

    // An object that differs from what its upload declared (written behind the URL's back) is refused and removed.
    const signed = await signSingle(client, taught);
    await diskStorage().put(signed.key, Buffer.concat([SAMPLE, Buffer.from("tail")]));
    const grown = await client.call(createVideo, { method: "POST", body: { lessonId: taught, title: "Grown", storageKey: signed.key, fileSize: SAMPLE.length } });
    expect(grown.status).toBe(400);
    expect(grown.body.code).toBe("SIZE_MISMATCH");
    expect(await diskStorage().stat(signed.key)).toBeNull();

    // Signed but never sent.
    const unsent = await signSingle(client, taught);
    const notUploaded = await client.call(createVideo, { method: "POST", body: { lessonId: taught, title: "Unsent", storageKey: unsent.key, fileSize: SAMPLE.length } });
    expect(notUploaded.body.code).toBe("NOT_UPLOADED");
  });

  it("refuses a forged or tampered upload URL", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const signed = await signSingle(client, taught);
    const forged = signed.url.replace(/sig=[^&]+/, "sig=AAAA");
    const key = signed.key.split("/");
    expect((await putTo(forged, SAMPLE, putObject, { key }, signed.headers)).status).toBe(403);
    const elsewhere = ["videos", taught, "elsewhere.webm"];
    expect((await putTo(signed.url, SAMPLE, putObject, { key: elsewhere }, signed.headers)).status).toBe(403);
  });

  it("keeps the alias answer of POST /api/videos/upload-url: Uppy's { method, url, fields, headers } plus key and uploadURL", async () => {
    const { taught } = await lessons();
    const signed = await signSingle(await asDemoInstructor(), taught);
    expect(signed).toEqual({ method: "PUT", url: signed.uploadURL, fields: {}, headers: { "content-type": "video/webm" }, key: signed.key, uploadURL: signed.uploadURL });
    expect(signed.url).toMatch(/^\/api\/uploads\/object\/videos\/.+\?exp=\d+&sig=/);
  });
});
