import { randomBytes } from "node:crypto";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { S3Storage } from "./s3";
import { MIN_PART_BYTES, StorageRequestError } from "./types";

// The S3 driver's multipart operations against a real S3 endpoint (Ceph's radosgw, started by
// scripts/run-tests.mjs; see s3.int.test.ts). Parts go by presigned PUT, as from a browser.
const endpoint = process.env.S3_TEST_ENDPOINT;
if (!endpoint) {
  throw new Error("S3_TEST_ENDPOINT is not set: run the integration tests through `npm test`, which starts radosgw for them.");
}

describe("S3Storage multipart (presigned parts)", () => {
  const bucket = `bsa-mp-${Date.now()}`;
  const config = { bucket, region: "us-east-1", endpoint, accessKeyId: process.env.S3_TEST_KEY ?? "testkey", secretAccessKey: process.env.S3_TEST_SECRET ?? "testsecret" };
  const store = new S3Storage(config);

  beforeAll(async () => {
    const client = new S3Client({ region: config.region, endpoint, forcePathStyle: true, credentials: config });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  });

  const putPart = async (url: string, bytes: Buffer) => {
    const res = await fetch(url, { method: "PUT", body: new Uint8Array(bytes) });
    expect(res.status).toBe(200);
    return res.headers.get("etag")!;
  };

  it("round-trips: create, presigned part PUTs, list, complete, stat and read back the same bytes", async () => {
    const key = "videos/l1/abc.webm";
    const input = randomBytes(MIN_PART_BYTES + 4321);
    const { uploadId } = await store.createMultipartUpload(key, "video/webm");
    const parts = [
      { PartNumber: 1, ETag: await putPart(await store.signedPartUrl(key, uploadId, 1, 600), input.subarray(0, MIN_PART_BYTES)) },
      { PartNumber: 2, ETag: await putPart(await store.signedPartUrl(key, uploadId, 2, 600), input.subarray(MIN_PART_BYTES)) },
    ];
    expect((await store.listParts(key, uploadId)).map((p) => [p.PartNumber, p.Size])).toEqual([
      [1, MIN_PART_BYTES],
      [2, 4321],
    ]);
    await store.completeMultipartUpload(key, uploadId, parts);
    expect(await store.stat(key)).toEqual({ size: input.length, contentType: "video/webm" });
    const back = Buffer.from(await (await fetch(await store.signedGetUrl(key, 600))).arrayBuffer());
    expect(back.equals(input)).toBe(true);
    await store.delete(key);
    expect(await store.stat(key)).toBeNull();
  });

  it("a single presigned PUT carries its content type; abort makes the upload id unknown", async () => {
    const key = "videos/l1/single.mp4";
    const url = await store.signedPutUrl(key, "video/mp4", 600);
    const res = await fetch(url, { method: "PUT", body: new Uint8Array(randomBytes(1000)), headers: { "content-type": "video/mp4" } });
    expect(res.status).toBe(200);
    expect(await store.stat(key)).toEqual({ size: 1000, contentType: "video/mp4" });

    const { uploadId } = await store.createMultipartUpload("videos/l1/gone.mov", "video/quicktime");
    await putPart(await store.signedPartUrl("videos/l1/gone.mov", uploadId, 1, 600), Buffer.from("part"));
    await store.abortMultipartUpload("videos/l1/gone.mov", uploadId);
    await expect(store.listParts("videos/l1/gone.mov", uploadId)).rejects.toBeInstanceOf(StorageRequestError);
  });
});
