import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { db } from "@/lib/db";
import { diskStorage } from "@/lib/storage";
import { CHUNK_BYTES } from "@/lib/uploads/limits";
import { PART_MARGIN_BYTES } from "@/lib/uploads/parts";
import { asAdmin, asDemoInstructor, asStudent, lessons, putTo, s3ErrorCode } from "@/test/helpers/uploads";
import { TestClient } from "@/test/http";
import { PUT as putPart } from "@/app/api/uploads/part/[uploadId]/[partNumber]/route";
import { POST as create } from "./route";
import { DELETE as abort, GET as list } from "./[uploadId]/route";
import { POST as complete } from "./[uploadId]/complete/route";
import { GET as sign } from "./[uploadId]/[partNumber]/route";

const MB = 1024 * 1024;

/** Starts a multipart upload of `size` bytes on the demo instructor's lesson; answers its ids and helpers. */
async function started(client: TestClient, size: number, type = "video/mp4") {
  const { taught } = await lessons();
  const res = await client.call(create, { method: "POST", body: { filename: "lecture.mp4", type, size, metadata: { lessonId: taught } } });
  expect(res.status).toBe(200);
  const { key, uploadId } = res.body as { key: string; uploadId: string };
  const q = `?key=${encodeURIComponent(key)}`;
  return {
    key,
    uploadId,
    q,
    sign: (partNumber: number) => client.call(sign, { path: `/x${q}`, params: { uploadId, partNumber: String(partNumber) } }),
    /** Signs part `partNumber` and PUTs `bytes` to it, answering the PUT's response. */
    async put(partNumber: number, bytes: Buffer) {
      const signed = await this.sign(partNumber);
      expect(signed.status).toBe(200);
      return putTo(signed.body.url, bytes, putPart, { uploadId, partNumber: String(partNumber) });
    },
    complete: (parts: { PartNumber: number; ETag: string }[]) => client.call(complete, { method: "POST", path: `/x${q}`, params: { uploadId }, body: { parts } }),
  };
}

// The multipart protocol Uppy's AwsS3 plugin speaks, against the disk driver: 5 MB parts plus a short tail.
describe("multipart upload on the disk driver", () => {
  it("creates, signs and stores parts, lists them, and completes into exactly the bytes sent", async () => {
    const client = await asDemoInstructor();
    const input = randomBytes(2 * 5 * MB + 1234);
    const upload = await started(client, input.length);
    const instructor = await db.user.findUniqueOrThrow({ where: { email: "instructor@example.com" } });
    expect(await db.videoUpload.findUniqueOrThrow({ where: { key: upload.key } })).toMatchObject({
      uploadId: upload.uploadId,
      userId: instructor.id,
      contentType: "video/mp4",
      declaredSize: BigInt(input.length),
      completedAt: null,
    });

    const chunks = [input.subarray(0, 5 * MB), input.subarray(5 * MB, 10 * MB), input.subarray(10 * MB)];
    const parts: { PartNumber: number; ETag: string }[] = [];
    // Out of order, as six parallel requests finish.
    for (const index of [2, 0, 1]) {
      const res = await upload.put(index + 1, chunks[index]!);
      expect(res.status).toBe(200);
      parts.push({ PartNumber: index + 1, ETag: res.headers.get("etag")! });
    }

    const listed = await client.call(list, { path: `/api/s3/multipart/${upload.uploadId}${upload.q}`, params: { uploadId: upload.uploadId } });
    expect(listed.body.map((p: { PartNumber: number; Size: number }) => [p.PartNumber, p.Size])).toEqual([
      [1, 5 * MB],
      [2, 5 * MB],
      [3, 1234],
    ]);

    const wrongOrder = await upload.complete(parts);
    expect(wrongOrder.status).toBe(400);
    const sorted = [...parts].sort((a, b) => a.PartNumber - b.PartNumber);
    const done = await upload.complete(sorted);
    expect(done.status).toBe(200);
    const stored = fs.readFileSync(diskStorage().filePath(upload.key)!);
    expect(stored.equals(input)).toBe(true);
    expect(diskStorage().multipart.exists(upload.uploadId)).toBe(false);
    expect((await db.videoUpload.findUniqueOrThrow({ where: { key: upload.key } })).completedAt).toBeInstanceOf(Date);
    // Uppy may repeat a completion whose answer it lost.
    expect((await upload.complete(sorted)).status).toBe(200);
  });

  it("refuses a part whose ETag does not match, and a part under 5 MB that is not the last", async () => {
    const client = await asDemoInstructor();
    const one = await started(client, 4, "video/webm");
    const tiny = await one.put(1, Buffer.from("tiny"));
    expect(tiny.status).toBe(200);
    const bad = await one.complete([{ PartNumber: 1, ETag: '"0000"' }]);
    expect(bad.body.code).toBe("InvalidPart");

    const two = await started(client, 5 * MB + 4, "video/webm");
    const first = await two.put(1, Buffer.from("tiny"));
    const second = await two.put(2, randomBytes(5 * MB));
    expect([first.status, second.status]).toEqual([200, 200]);
    const small = await two.complete([
      { PartNumber: 1, ETag: first.headers.get("etag")! },
      { PartNumber: 2, ETag: second.headers.get("etag")! },
    ]);
    expect(small.body.code).toBe("EntityTooSmall");
  });

  it("abort removes the stored parts and the upload's record, after which the upload id is unknown", async () => {
    const client = await asDemoInstructor();
    const upload = await started(client, 10, "video/quicktime");
    const signed = await upload.sign(1);
    await putTo(signed.body.url, Buffer.from("part one"), putPart, { uploadId: upload.uploadId, partNumber: "1" });
    expect(diskStorage().multipart.exists(upload.uploadId)).toBe(true);

    const gone = await client.call(abort, { method: "DELETE", path: `/x${upload.q}`, params: { uploadId: upload.uploadId } });
    expect(gone.status).toBe(204);
    expect(diskStorage().multipart.exists(upload.uploadId)).toBe(false);
    expect(await db.videoUpload.findUnique({ where: { key: upload.key } })).toBeNull();
    const listed = await client.call(list, { path: `/x${upload.q}`, params: { uploadId: upload.uploadId } });
    expect(listed.status).toBe(404);
    const late = await putTo(signed.body.url, Buffer.from("late"), putPart, { uploadId: upload.uploadId, partNumber: "1" });
    expect(late.status).toBe(404);
    expect(diskStorage().multipart.exists(upload.uploadId)).toBe(false);
  });

  it("lets no student sign, list, complete or abort an instructor's upload, nor another manager of the course", async () => {
    const upload = await started(await asDemoInstructor(), 10);
    const params = { uploadId: upload.uploadId };
    const student = await asStudent();
    expect((await student.call(sign, { path: `/x${upload.q}`, params: { ...params, partNumber: "1" } })).status).toBe(403);
    expect((await student.call(list, { path: `/x${upload.q}`, params })).status).toBe(403);
    expect((await student.call(complete, { method: "POST", path: `/x${upload.q}`, params, body: { parts: [{ PartNumber: 1, ETag: "x" }] } })).status).toBe(403);
    expect((await student.call(abort, { method: "DELETE", path: `/x${upload.q}`, params })).status).toBe(403);
    // An admin manages the course, but the upload is its uploader's own.
    const admin = await asAdmin();
    expect((await admin.call(sign, { path: `/x${upload.q}`, params: { ...params, partNumber: "1" } })).status).toBe(404);
    expect((await admin.call(abort, { method: "DELETE", path: `/x${upload.q}`, params })).status).toBe(404);
    expect(diskStorage().multipart.exists(upload.uploadId)).toBe(true);
  });

  it("answers a signed-out caller 401 before reading the body or the key", async () => {
    const anonymous = new TestClient();
    expect((await anonymous.call(create, { method: "POST", body: {} })).status).toBe(401);
    expect((await anonymous.call(complete, { method: "POST", path: "/x", params: { uploadId: "u" }, body: "{" })).status).toBe(401);
    expect((await anonymous.call(sign, { path: "/x", params: { uploadId: "u", partNumber: "0" } })).status).toBe(401);
  });
});

describe("multipart part sizes on the disk driver", () => {
  it("refuses a part over the part size (plus its margin) with 413, storing nothing", async () => {
    const upload = await started(await asDemoInstructor(), 20 * MB);
    const big = await upload.put(1, Buffer.alloc(CHUNK_BYTES + PART_MARGIN_BYTES + 1));
    expect(big.status).toBe(413);
    expect(await s3ErrorCode(big)).toBe("EntityTooLarge");
    expect(await diskStorage().multipart.list(upload.key, upload.uploadId)).toEqual([]);
    expect((await upload.put(1, Buffer.alloc(CHUNK_BYTES))).status).toBe(200);
  });

  it("checks the running total at every part: the part that would pass the declared size is refused", async () => {
    const upload = await started(await asDemoInstructor(), 2 * CHUNK_BYTES + 2 * MB);
    expect((await upload.put(1, Buffer.alloc(CHUNK_BYTES))).status).toBe(200);
    expect((await upload.put(2, Buffer.alloc(CHUNK_BYTES))).status).toBe(200);
    // 2 MB remain: a 4 MB third part (well under the part size) crosses the declared total.
    const crossing = await upload.put(3, Buffer.alloc(4 * MB));
    expect(crossing.status).toBe(413);
    expect((await diskStorage().multipart.list(upload.key, upload.uploadId)).map((p) => p.PartNumber)).toEqual([1, 2]);
    // Re-sending part 1 is allowed (a retry replaces it), and still counts the other parts.
    expect((await upload.put(1, Buffer.alloc(CHUNK_BYTES))).status).toBe(200);
    expect((await upload.put(3, Buffer.alloc(2 * MB))).status).toBe(200);
  });

  it("signs no part beyond the declared size's count (400)", async () => {
    const upload = await started(await asDemoInstructor(), 2 * CHUNK_BYTES + 1);
    expect((await upload.sign(3)).status).toBe(200);
    const beyond = await upload.sign(4);
    expect(beyond.status).toBe(400);
    expect(beyond.body.code).toBe("PART_OUT_OF_RANGE");
  });

  it("refuses to complete parts that do not add up to the declared size, and discards the upload", async () => {
    const upload = await started(await asDemoInstructor(), 2 * CHUNK_BYTES + 10);
    const one = await upload.put(1, Buffer.alloc(CHUNK_BYTES));
    const two = await upload.put(2, Buffer.alloc(CHUNK_BYTES));
    const short = await upload.complete([
      { PartNumber: 1, ETag: one.headers.get("etag")! },
      { PartNumber: 2, ETag: two.headers.get("etag")! },
    ]);
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: "SIZE_MISMATCH", error: `The uploaded parts hold ${2 * CHUNK_BYTES} bytes but the file has ${2 * CHUNK_BYTES + 10}. Please upload it again.` });
    expect(diskStorage().multipart.exists(upload.uploadId)).toBe(false);
    expect(await diskStorage().stat(upload.key)).toBeNull();
    expect(await db.videoUpload.findUnique({ where: { key: upload.key } })).toBeNull();
  });

  it("writes once: a part URL, and signing, are refused after the upload completed", async () => {
    const input = randomBytes(CHUNK_BYTES + 100);
    const upload = await started(await asDemoInstructor(), input.length);
    const url1 = (await upload.sign(1)).body.url as string;
    const url2 = (await upload.sign(2)).body.url as string;
    const one = await putTo(url1, input.subarray(0, CHUNK_BYTES), putPart, { uploadId: upload.uploadId, partNumber: "1" });
    const two = await putTo(url2, input.subarray(CHUNK_BYTES), putPart, { uploadId: upload.uploadId, partNumber: "2" });
    const done = await upload.complete([
      { PartNumber: 1, ETag: one.headers.get("etag")! },
      { PartNumber: 2, ETag: two.headers.get("etag")! },
    ]);
    expect(done.status).toBe(200);

    const late = await putTo(url2, randomBytes(100), putPart, { uploadId: upload.uploadId, partNumber: "2" });
    expect(late.status).toBe(404);
    expect(await s3ErrorCode(late)).toBe("NoSuchUpload");
    expect((await upload.sign(1)).status).toBe(404);
    expect(fs.readFileSync(diskStorage().filePath(upload.key)!).equals(input)).toBe(true);
  });
});
