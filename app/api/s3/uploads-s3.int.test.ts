import { randomBytes } from "node:crypto";
import { GetBucketLifecycleConfigurationCommand, S3Client } from "@aws-sdk/client-s3";
import { POST as createVideo } from "@/app/api/videos/route";
import { db } from "@/lib/db";
import { storage } from "@/lib/storage";
import { S3Storage } from "@/lib/storage/s3";
import { abortStaleUploads } from "@/lib/uploads/cleanup";
import { CHUNK_BYTES } from "@/lib/uploads/limits";
import { asDemoInstructor, backdateUpload, lessons, cleanUpUploadTests, s3ErrorCode } from "@/test/helpers/uploads";
import type { TestClient } from "@/test/http";
import { ensureBucket, LIFECYCLE_RULES } from "../../../scripts/lib/s3-bucket.mjs";
import { POST as create } from "./multipart/route";
import { GET as listParts } from "./multipart/[uploadId]/route";
import { POST as complete } from "./multipart/[uploadId]/complete/route";
import { GET as sign } from "./multipart/[uploadId]/[partNumber]/route";
import { GET as params } from "./params/route";

// The upload endpoints with the S3 driver, against Ceph's radosgw (started by scripts/run-tests.mjs, see
// lib/storage/s3.int.test.ts): the browser's PUTs go straight to the store, which enforces what the URLs were
// signed with (type, exact length, If-None-Match) and forgets a part URL once its upload is completed.
const endpoint = process.env.S3_TEST_ENDPOINT;
if (!endpoint) {
  throw new Error("S3_TEST_ENDPOINT is not set: run the integration tests through `npm test`, which starts radosgw for them.");
}
const credentials = { accessKeyId: process.env.S3_TEST_KEY ?? "testkey", secretAccessKey: process.env.S3_TEST_SECRET ?? "testsecret" };
const bucket = `bsa-uploads-${Date.now()}`;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  // Before the first env() call of this file (each Jest file has its own modules): the S3 driver.
  Object.assign(process.env, { STORAGE_DRIVER: "s3", S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey });
  await ensureBucket({ endpoint, ...credentials, bucket });
  expect(storage()).toBeInstanceOf(S3Storage);
});
afterAll(cleanUpUploadTests);

const put = (url: string, bytes: Buffer, headers: Record<string, string> = {}) => fetch(url, { method: "PUT", body: new Uint8Array(bytes), headers });
const read = async (key: string) => Buffer.from(await (await fetch(await storage().signedGetUrl(key, 600))).arrayBuffer());

async function singleUpload(client: TestClient, size: number) {
  const { taught } = await lessons();
  const query = new URLSearchParams({ filename: "a.mp4", type: "video/mp4", "metadata[lessonId]": taught, "metadata[size]": String(size) });
  const res = await client.call(params, { path: `/api/s3/params?${query}` });
  expect(res.status).toBe(200);
  return res.body as { url: string; headers: Record<string, string>; key: string };
}

async function multipart(client: TestClient, size: number) {
  const { taught } = await lessons();
  const res = await client.call(create, { method: "POST", body: { filename: "a.mp4", type: "video/mp4", size, metadata: { lessonId: taught } } });
  expect(res.status).toBe(200);
  const { key, uploadId } = res.body as { key: string; uploadId: string };
  const path = `/x?key=${encodeURIComponent(key)}`;
  return {
    key,
    uploadId,
    sign: (partNumber: number) => client.call(sign, { path, params: { uploadId, partNumber: String(partNumber) } }),
    complete: (parts: { PartNumber: number; ETag: string }[]) => client.call(complete, { method: "POST", path, params: { uploadId }, body: { parts } }),
    list: () => client.call(listParts, { path, params: { uploadId } }),
  };
}

describe("uploads with the S3 driver (radosgw)", () => {
  it("sets the bucket's rule that aborts incomplete multipart uploads after a day", async () => {
    const client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials });
    const { Rules } = await client.send(new GetBucketLifecycleConfigurationCommand({ Bucket: bucket }));
    expect(Rules).toEqual([expect.objectContaining({ ID: LIFECYCLE_RULES[0]!.ID, Status: "Enabled", AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } })]);
    client.destroy();
  });

  it("signs a single PUT that writes once: a second PUT to the URL is refused (412), before and after recording", async () => {
    const client = await asDemoInstructor();
    const bytes = randomBytes(2000);
    const signed = await singleUpload(client, bytes.length);
    expect(signed.url).toMatch(/X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost%3Bif-none-match/);
    expect(signed.headers).toEqual({ "content-type": "video/mp4", "if-none-match": "*" });
    expect((await put(signed.url, bytes, signed.headers)).status).toBe(200);
    const again = await put(signed.url, randomBytes(2000), signed.headers);
    expect(again.status).toBe(412);
    expect(await s3ErrorCode(again)).toBe("PreconditionFailed");

    const { taught } = await lessons();
    const recorded = await client.call(createVideo, { method: "POST", body: { lessonId: taught, title: "On S3", storageKey: signed.key, fileSize: bytes.length } });
    expect(recorded.status).toBe(201);
    expect((await put(signed.url, randomBytes(2000), signed.headers)).status).toBe(412);
    expect((await read(signed.key)).equals(bytes)).toBe(true);
  });

  it("refuses a single PUT of another length than declared (403 SignatureDoesNotMatch)", async () => {
    const signed = await singleUpload(await asDemoInstructor(), 2000);
    const longer = await put(signed.url, randomBytes(2001), signed.headers);
    expect(longer.status).toBe(403);
    expect(await s3ErrorCode(longer)).toBe("SignatureDoesNotMatch");
    expect(await storage().stat(signed.key)).toBeNull();
  });

  it("refuses a single PUT of another type than signed, or of none (403 SignatureDoesNotMatch)", async () => {
    const bytes = randomBytes(2000);
    const signed = await singleUpload(await asDemoInstructor(), bytes.length);
    const wrongTypes: Record<string, string>[] = [{ ...signed.headers, "content-type": "text/html" }, { "if-none-match": "*" }];
    for (const headers of wrongTypes) {
      const refused = await put(signed.url, bytes, headers);
      expect(refused.status).toBe(403);
      expect(await s3ErrorCode(refused)).toBe("SignatureDoesNotMatch");
    }
    expect(await storage().stat(signed.key)).toBeNull();
    expect((await put(signed.url, bytes, signed.headers)).status).toBe(200);
  });

  it("signs each part for its exact length, none beyond the declared count, and kills part URLs at completion", async () => {
    const input = randomBytes(CHUNK_BYTES + 1234);
    const upload = await multipart(await asDemoInstructor(), input.length);
    const url1 = (await upload.sign(1)).body.url as string;
    const url2 = (await upload.sign(2)).body.url as string;
    const beyond = await upload.sign(3);
    expect(beyond.status).toBe(400);
    expect(beyond.body.code).toBe("PART_OUT_OF_RANGE");

    const tooBig = await put(url1, randomBytes(CHUNK_BYTES + 1));
    expect(tooBig.status).toBe(403);
    expect(await s3ErrorCode(tooBig)).toBe("SignatureDoesNotMatch");
    expect((await put(url2, randomBytes(1000))).status).toBe(403);
    expect((await upload.list()).body).toEqual([]);

    const one = await put(url1, input.subarray(0, CHUNK_BYTES));
    const two = await put(url2, input.subarray(CHUNK_BYTES));
    expect([one.status, two.status]).toEqual([200, 200]);
    const done = await upload.complete([
      { PartNumber: 1, ETag: one.headers.get("etag")! },
      { PartNumber: 2, ETag: two.headers.get("etag")! },
    ]);
    expect(done.status).toBe(200);
    expect((await db.videoUpload.findUniqueOrThrow({ where: { key: upload.key } })).completedAt).toBeInstanceOf(Date);

    const late = await put(url2, randomBytes(1234));
    expect(late.status).toBe(404);
    expect(await s3ErrorCode(late)).toBe("NoSuchUpload");
    expect((await upload.sign(2)).status).toBe(404);
    expect((await read(upload.key)).equals(input)).toBe(true);
  });

  it("refuses to complete parts short of the declared size, and aborts the upload", async () => {
    const upload = await multipart(await asDemoInstructor(), 2 * CHUNK_BYTES + 10);
    const one = await put((await upload.sign(1)).body.url, randomBytes(CHUNK_BYTES));
    const short = await upload.complete([{ PartNumber: 1, ETag: one.headers.get("etag")! }]);
    expect(short.status).toBe(400);
    expect(short.body.code).toBe("SIZE_MISMATCH");
    await expect(storage().listParts(upload.key, upload.uploadId)).rejects.toMatchObject({ code: "NoSuchUpload" });
  });

  it("aborts a stale multipart upload and deletes an unrecorded object, a day after they began", async () => {
    const client = await asDemoInstructor();
    const upload = await multipart(client, 2 * CHUNK_BYTES);
    expect((await put((await upload.sign(1)).body.url, randomBytes(CHUNK_BYTES))).status).toBe(200);
    const bytes = randomBytes(500);
    const single = await singleUpload(client, bytes.length);
    expect((await put(single.url, bytes, single.headers)).status).toBe(200);
    await backdateUpload(upload.key, 2);
    await backdateUpload(single.key, 2);

    expect(await abortStaleUploads(new Date(Date.now() - DAY))).toEqual({ aborted: 2 });
    await expect(storage().listParts(upload.key, upload.uploadId)).rejects.toMatchObject({ code: "NoSuchUpload" });
    expect(await storage().stat(single.key)).toBeNull();
    expect(await db.videoUpload.count({ where: { key: { in: [upload.key, single.key] } } })).toBe(0);
  });
});
