import fs from "node:fs";
import path from "node:path";
import { POST as createVideo } from "@/app/api/videos/route";
import { POST as createMultipart } from "@/app/api/s3/multipart/route";
import { GET as signPart } from "@/app/api/s3/multipart/[uploadId]/[partNumber]/route";
import { GET as params } from "@/app/api/s3/params/route";
import { PUT as putObject } from "@/app/api/uploads/object/[...key]/route";
import { PUT as putPart } from "@/app/api/uploads/part/[uploadId]/[partNumber]/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { diskStorage } from "@/lib/storage";
import { asDemoInstructor, backdateUpload, lessons, objectKeyOf, putTo, cleanUpUploadTests } from "@/test/helpers/uploads";
import type { TestClient } from "@/test/http";
import { abortStaleUploads } from "./cleanup";

const DAY = 24 * 60 * 60 * 1000;
const bytes = Buffer.from("a few bytes of a lecture");

afterAll(cleanUpUploadTests);

async function singlePut(client: TestClient, lessonId: string, send: boolean) {
  const query = new URLSearchParams({ filename: "a.webm", type: "video/webm", size: String(bytes.length), "metadata[lessonId]": lessonId });
  const { body } = await client.call(params, { path: `/api/s3/params?${query}` });
  if (send) expect((await putTo(body.url, bytes, putObject, { key: objectKeyOf(body.url) }, body.headers)).status).toBe(200);
  return body.key as string;
}

async function openMultipart(client: TestClient, lessonId: string) {
  const { body } = await client.call(createMultipart, { method: "POST", body: { filename: "a.mp4", type: "video/mp4", size: 100, metadata: { lessonId } } });
  const { key, uploadId } = body as { key: string; uploadId: string };
  const signed = await client.call(signPart, { path: `/x?key=${encodeURIComponent(key)}`, params: { uploadId, partNumber: "1" } });
  expect((await putTo(signed.body.url, Buffer.alloc(40), putPart, { uploadId, partNumber: "1" })).status).toBe(200);
  return { key, uploadId };
}

/** A staging folder no upload row knows (left by a crash), begun `daysAgo` days ago. */
async function orphanStaging(daysAgo: number) {
  const disk = diskStorage();
  const uploadId = await disk.multipart.create(`videos/orphan/${"c".repeat(24)}.mp4`, "video/mp4");
  const meta = path.join(`${path.resolve(env().STORAGE_DISK_PATH)}.multipart`, uploadId, "meta.json");
  const written = JSON.parse(fs.readFileSync(meta, "utf8"));
  fs.writeFileSync(meta, JSON.stringify({ ...written, createdAt: new Date(Date.now() - daysAgo * DAY).toISOString() }));
  return uploadId;
}

describe("abortStaleUploads on the disk driver", () => {
  it("discards uploads over a day old that never became a video, and staging folders no upload knows", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const disk = diskStorage();

    const abandoned = await openMultipart(client, taught);
    const unrecorded = await singlePut(client, taught, true);
    const unsent = await singlePut(client, taught, false);
    const recorded = await singlePut(client, taught, true);
    const created = await client.call(createVideo, { method: "POST", body: { lessonId: taught, title: "Kept", storageKey: recorded, fileSize: bytes.length } });
    expect(created.status).toBe(201);
    for (const key of [abandoned.key, unrecorded, unsent, recorded]) await backdateUpload(key, 2);
    const fresh = await openMultipart(client, taught);
    const oldOrphan = await orphanStaging(2);
    const newOrphan = await orphanStaging(0);

    expect(await abortStaleUploads(new Date(Date.now() - DAY))).toEqual({ aborted: 4 });

    expect(disk.multipart.exists(abandoned.uploadId)).toBe(false);
    expect(await disk.stat(unrecorded)).toBeNull();
    const left = await db.videoUpload.findMany({ where: { key: { in: [abandoned.key, unrecorded, unsent, recorded, fresh.key] } }, select: { key: true } });
    expect(left.map((u) => u.key).sort()).toEqual([recorded, fresh.key].sort());
    expect(await disk.stat(recorded)).toEqual(expect.objectContaining({ size: bytes.length }));
    expect(disk.multipart.exists(fresh.uploadId)).toBe(true);
    expect(disk.multipart.exists(oldOrphan)).toBe(false);
    expect(disk.multipart.exists(newOrphan)).toBe(true);

    // Nothing is left to discard.
    expect(await abortStaleUploads(new Date(Date.now() - DAY))).toEqual({ aborted: 0 });
    // Other files' clean-ups must not find this file's back-dated row once afterAll removes its video.
    await db.videoUpload.deleteMany({ where: { key: recorded } });
    await disk.multipart.remove(newOrphan);
  });
});
