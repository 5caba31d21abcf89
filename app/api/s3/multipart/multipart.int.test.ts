import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { diskStorage } from "@/lib/storage";
import { asDemoInstructor, asStudent, lessons, putTo } from "@/test/helpers/uploads";
import { PUT as putPart } from "@/app/api/uploads/part/[uploadId]/[partNumber]/route";
import { POST as create } from "./route";
import { DELETE as abort, GET as list } from "./[uploadId]/route";
import { POST as complete } from "./[uploadId]/complete/route";
import { GET as sign } from "./[uploadId]/[partNumber]/route";

const MB = 1024 * 1024;

// The multipart protocol Uppy's AwsS3 plugin speaks, against the disk driver: 5 MB parts plus a short tail.
describe("multipart upload on the disk driver", () => {
  it("creates, signs and stores parts, lists them, and completes into exactly the bytes sent", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const input = randomBytes(2 * 5 * MB + 1234);
    const { status, body: started } = await client.call(create, {
      method: "POST",
      body: { filename: "lecture.mp4", type: "video/mp4", size: input.length, metadata: { lessonId: taught } },
    });
    expect(status).toBe(200);
    const { key, uploadId } = started as { key: string; uploadId: string };
    const q = `?key=${encodeURIComponent(key)}`;

    const chunks = [input.subarray(0, 5 * MB), input.subarray(5 * MB, 10 * MB), input.subarray(10 * MB)];
    const parts: { PartNumber: number; ETag: string }[] = [];
    // Out of order, as six parallel requests finish.
    for (const index of [2, 0, 1]) {
      const partNumber = String(index + 1);
      const signed = await client.call(sign, { path: `/api/s3/multipart/${uploadId}/${partNumber}${q}`, params: { uploadId, partNumber } });
      expect(signed.status).toBe(200);
      const res = await putTo(signed.body.url, chunks[index]!, putPart, { uploadId, partNumber });
      expect(res.status).toBe(200);
      parts.push({ PartNumber: index + 1, ETag: res.headers.get("etag")! });
    }

    const listed = await client.call(list, { path: `/api/s3/multipart/${uploadId}${q}`, params: { uploadId } });
    expect(listed.body.map((p: { PartNumber: number; Size: number }) => [p.PartNumber, p.Size])).toEqual([
      [1, 5 * MB],
      [2, 5 * MB],
      [3, 1234],
    ]);

    const wrongOrder = await client.call(complete, { method: "POST", path: `/x${q}`, params: { uploadId }, body: { parts } });
    expect(wrongOrder.status).toBe(400);
    const sorted = [...parts].sort((a, b) => a.PartNumber - b.PartNumber);
    const done = await client.call(complete, { method: "POST", path: `/x${q}`, params: { uploadId }, body: { parts: sorted } });
    expect(done.status).toBe(200);
    const stored = fs.readFileSync(diskStorage().filePath(key)!);
    expect(stored.equals(input)).toBe(true);
    expect(diskStorage().multipart.exists(uploadId)).toBe(false);
  });

  it("refuses a part whose ETag does not match, and a part under 5 MB that is not the last", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const { body } = await client.call(create, { method: "POST", body: { filename: "a.webm", type: "video/webm", size: 20, metadata: { lessonId: taught } } });
    const q = `?key=${encodeURIComponent(body.key)}`;
    const etags: string[] = [];
    for (const partNumber of ["1", "2"]) {
      const signed = await client.call(sign, { path: `/x${q}`, params: { uploadId: body.uploadId, partNumber } });
      etags.push((await putTo(signed.body.url, Buffer.from("tiny"), putPart, { uploadId: body.uploadId, partNumber })).headers.get("etag")!);
    }
    const bad = await client.call(complete, { method: "POST", path: `/x${q}`, params: { uploadId: body.uploadId }, body: { parts: [{ PartNumber: 1, ETag: '"0000"' }] } });
    expect(bad.body.code).toBe("InvalidPart");
    const small = await client.call(complete, {
      method: "POST",
      path: `/x${q}`,
      params: { uploadId: body.uploadId },
      body: { parts: [{ PartNumber: 1, ETag: etags[0] }, { PartNumber: 2, ETag: etags[1] }] },
    });
    expect(small.body.code).toBe("EntityTooSmall");
  });

  it("abort removes the stored parts, after which the upload id is unknown", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const { body } = await client.call(create, { method: "POST", body: { filename: "a.mov", type: "video/quicktime", size: 10, metadata: { lessonId: taught } } });
    const q = `?key=${encodeURIComponent(body.key)}`;
    const signed = await client.call(sign, { path: `/x${q}`, params: { uploadId: body.uploadId, partNumber: "1" } });
    await putTo(signed.body.url, Buffer.from("part one"), putPart, { uploadId: body.uploadId, partNumber: "1" });
    expect(diskStorage().multipart.exists(body.uploadId)).toBe(true);

    const gone = await client.call(abort, { method: "DELETE", path: `/x${q}`, params: { uploadId: body.uploadId } });
    expect(gone.status).toBe(204);
    expect(diskStorage().multipart.exists(body.uploadId)).toBe(false);
    const listed = await client.call(list, { path: `/x${q}`, params: { uploadId: body.uploadId } });
    expect(listed.status).toBe(404);
    const late = await putTo(signed.body.url, Buffer.from("late"), putPart, { uploadId: body.uploadId, partNumber: "1" });
    expect(late.status).toBe(404);
    expect(diskStorage().multipart.exists(body.uploadId)).toBe(false);
  });

  it("lets no student sign, list, complete or abort an instructor's upload", async () => {
    const { taught } = await lessons();
    const { body } = await (await asDemoInstructor()).call(create, { method: "POST", body: { filename: "a.mp4", type: "video/mp4", size: 10, metadata: { lessonId: taught } } });
    const student = await asStudent();
    const q = `?key=${encodeURIComponent(body.key)}`;
    const params = { uploadId: body.uploadId };
    expect((await student.call(sign, { path: `/x${q}`, params: { ...params, partNumber: "1" } })).status).toBe(403);
    expect((await student.call(list, { path: `/x${q}`, params })).status).toBe(403);
    expect((await student.call(complete, { method: "POST", path: `/x${q}`, params, body: { parts: [{ PartNumber: 1, ETag: "x" }] } })).status).toBe(403);
    expect((await student.call(abort, { method: "DELETE", path: `/x${q}`, params })).status).toBe(403);
    expect(diskStorage().multipart.exists(body.uploadId)).toBe(true);
  });
});
