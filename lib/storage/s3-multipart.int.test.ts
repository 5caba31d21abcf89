import { randomBytes } from "node:crypto";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { S3Storage } from "./s3";
import { MIN_PART_BYTES, StorageRequestError } from "./types";

// The S3 driver's multipart operations against a real S3 endpoint (Ceph's radosgw, started by
// scripts/run-tests.mjs; see s3.int.test.ts). Parts go by presigned PUT, as from a browser, with the headers
// a browser sends: Content-Length of the body, and the headers the signed request names.
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

  const put = (url: string, bytes: Buffer, headers: Record<string, string> = {}) => fetch(url, { method: "PUT", body: new Uint8Array(bytes), headers });
  const putPart = async (url: string, bytes: Buffer) => {
    const res = await put(url, bytes);
    expect(res.status).toBe(200);
    return res.headers.get("etag")!;
  };
  const errorCode = async (res: Response) => /<Code>(\w+)<\/Code>/.exec(await res.text())?.[1];
  const read = async (key: string) => Buffer.from(await (await fetch(await store.signedGetUrl(key, 600))).arrayBuffer());

  it("round-trips: create, presigned part PUTs, list, complete, stat and read back the same bytes", async () => {
    const key = "videos/l1/abc.webm";
    const input = randomBytes(MIN_PART_BYTES + 4321);
    const { uploadId } = await store.createMultipartUpload(key, "video/webm");
    const parts = [
      { PartNumber: 1, ETag: await putPart(await store.signedPartUrl(key, uploadId, 1, MIN_PART_BYTES, 600), input.subarray(0, MIN_PART_BYTES)) },
      { PartNumber: 2, ETag: await putPart(await store.signedPartUrl(key, uploadId, 2, 4321, 600), input.subarray(MIN_PART_BYTES)) },
    ];
    expect((await store.listParts(key, uploadId)).map((p) => [p.PartNumber, p.Size])).toEqual([
      [1, MIN_PART_BYTES],
      [2, 4321],
    ]);
    await store.completeMultipartUpload(key, uploadId, parts);
    expect(await store.stat(key)).toEqual({ size: input.length, contentType: "video/webm" });
    expect((await read(key)).equals(input)).toBe(true);
    await store.delete(key);
    expect(await store.stat(key)).toBeNull();
  });

  it("a single presigned PUT writes its type and length once: a second PUT to the URL is refused and the bytes stay", async () => {
    const key = "videos/l1/single.mp4";
    const first = randomBytes(1000);
    const { url, headers } = await store.signedPutUrl(key, "video/mp4", first.length, 600);
    expect(headers).toEqual({ "content-type": "video/mp4", "if-none-match": "*" });
    // Another type, another length, or without If-None-Match: not what was signed.
    for (const [bytes, sent] of [
      [first, { ...headers, "content-type": "text/html" }],
      [first.subarray(1), headers],
      [Buffer.concat([first, Buffer.from("x")]), headers],
      [first, { "content-type": "video/mp4" }],
    ] as const) {
      const refused = await put(url, bytes, sent);
      expect(refused.status).toBe(403);
      expect(await errorCode(refused)).toBe("SignatureDoesNotMatch");
    }
    expect(await store.stat(key)).toBeNull();

    expect((await put(url, first, headers)).status).toBe(200);
    expect(await store.stat(key)).toEqual({ size: 1000, contentType: "video/mp4" });
    const again = await put(url, randomBytes(1000), headers);
    expect(again.status).toBe(412);
    expect(await errorCode(again)).toBe("PreconditionFailed");
    expect((await read(key)).equals(first)).toBe(true);
  });

  it("a part URL takes exactly its signed length, and dies with its upload once completed", async () => {
    const key = "videos/l1/parts.webm";
    const input = randomBytes(MIN_PART_BYTES + 10);
    const { uploadId } = await store.createMultipartUpload(key, "video/webm");
    const url1 = await store.signedPartUrl(key, uploadId, 1, MIN_PART_BYTES, 600);
    for (const bytes of [input.subarray(0, MIN_PART_BYTES + 1), input.subarray(0, MIN_PART_BYTES - 1)]) {
      const refused = await put(url1, bytes);
      expect(refused.status).toBe(403);
      expect(await errorCode(refused)).toBe("SignatureDoesNotMatch");
    }
    expect(await store.listParts(key, uploadId)).toEqual([]);
    const url2 = await store.signedPartUrl(key, uploadId, 2, 10, 600);
    const parts = [
      { PartNumber: 1, ETag: await putPart(url1, input.subarray(0, MIN_PART_BYTES)) },
      { PartNumber: 2, ETag: await putPart(url2, input.subarray(MIN_PART_BYTES)) },
    ];
    await store.completeMultipartUpload(key, uploadId, parts);
    const late = await put(url2, randomBytes(10));
    expect(late.status).toBe(404);
    expect(await errorCode(late)).toBe("NoSuchUpload");
    expect((await read(key)).equals(input)).toBe(true);
  });

  it("abort makes the upload id unknown", async () => {
    const { uploadId } = await store.createMultipartUpload("videos/l1/gone.mov", "video/quicktime");
    await putPart(await store.signedPartUrl("videos/l1/gone.mov", uploadId, 1, 4, 600), Buffer.from("part"));
    await store.abortMultipartUpload("videos/l1/gone.mov", uploadId);
    await expect(store.listParts("videos/l1/gone.mov", uploadId)).rejects.toBeInstanceOf(StorageRequestError);
  });
});
