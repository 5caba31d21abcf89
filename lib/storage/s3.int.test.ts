import fs from "node:fs";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { S3Storage } from "./s3";

// The S3 driver against a real S3 endpoint: Ceph's radosgw, which scripts/run-tests.mjs starts for every
// integration run (scripts/lib/radosgw.sh) and names in S3_TEST_ENDPOINT, S3_TEST_KEY and S3_TEST_SECRET.
const endpoint = process.env.S3_TEST_ENDPOINT;
if (!endpoint) {
  throw new Error("S3_TEST_ENDPOINT is not set: run the integration tests through `npm test`, which starts radosgw for them.");
}

describe("S3Storage (presigned GET)", () => {
  const bucket = `bsa-test-${Date.now()}`;
  const config = {
    bucket,
    region: "us-east-1",
    endpoint,
    accessKeyId: process.env.S3_TEST_KEY ?? "testkey",
    secretAccessKey: process.env.S3_TEST_SECRET ?? "testsecret",
  };
  const video = fs.readFileSync(path.join(process.cwd(), "prisma/seed/media/sample-lecture.webm"));
  const store = new S3Storage(config);

  beforeAll(async () => {
    const client = new S3Client({ region: config.region, endpoint, forcePathStyle: true, credentials: config });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    await store.put("lessons/l1/lecture.webm", video, "video/webm");
  });

  it("serves the object through a presigned URL with its type, and honours Range", async () => {
    const url = await store.signedGetUrl("lessons/l1/lecture.webm", 60);
    expect(url).toMatch(/X-Amz-Signature=/);
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/webm");
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);

    const part = await fetch(url, { headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
  });

  it("refuses a tampered or expired URL", async () => {
    const url = await store.signedGetUrl("lessons/l1/lecture.webm", 1);
    expect((await fetch(url.replace("lecture.webm", "other.webm"))).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await fetch(url)).status).toBe(403);
  });
});
