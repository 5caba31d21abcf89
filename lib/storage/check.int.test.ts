// StorageDriver.check(), which GET /api/health calls: the disk root is a writable folder; S3 answers
// HeadBucket for the bucket (against a stand-in HTTP server here, and a real endpoint with S3_TEST_ENDPOINT).
import fs from "node:fs";
import http from "node:http";
import { once } from "node:events";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { DiskStorage } from "./disk";
import { S3Storage } from "./s3";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "storage-check-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("DiskStorage.check", () => {
  it("passes for a writable folder, and makes a root that is not there yet", async () => {
    await expect(new DiskStorage(tmp, "secret").check()).resolves.toBeUndefined();
    const fresh = path.join(tmp, "fresh", "uploads");
    await expect(new DiskStorage(fresh, "secret").check()).resolves.toBeUndefined();
    expect(fs.statSync(fresh).isDirectory()).toBe(true);
  });

  it("fails when the root is a file", async () => {
    const file = path.join(tmp, "file");
    fs.writeFileSync(file, "");
    await expect(new DiskStorage(file, "secret").check()).rejects.toThrow("the storage root is not a folder");
  });
});

describe("S3Storage.check", () => {
  let server: http.Server;
  let endpoint: string;
  const seen: string[] = [];
  let answer = 200;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(answer).end();
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    endpoint = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const store = (url = endpoint) =>
    new S3Storage({ bucket: "school-media", region: "us-east-1", endpoint: url, accessKeyId: "key", secretAccessKey: "secret" });

  it("sends HeadBucket for the bucket and passes on 200", async () => {
    answer = 200;
    await expect(store().check()).resolves.toBeUndefined();
    expect(seen.at(-1)).toMatch(/^HEAD \/school-media\/?$/);
  });

  it("fails naming S3's answer when the bucket is missing or refused", async () => {
    answer = 404;
    await expect(store().check()).rejects.toThrow("HeadBucket NotFound (HTTP 404)");
    answer = 403;
    await expect(store().check()).rejects.toThrow(/^HeadBucket \w+ \(HTTP 403\)$/);
  });

  it("fails when nothing listens", async () => {
    const closed = net.createServer().listen(0, "127.0.0.1");
    await once(closed, "listening");
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(store(`http://127.0.0.1:${port}`).check()).rejects.toThrow(/ECONNREFUSED/);
  });

  // npm test always starts radosgw for the integration suite and passes its address.
  const real = process.env.S3_TEST_ENDPOINT;
  it("against a real S3 endpoint: passes for a bucket that exists, fails for one that does not", async () => {
    if (!real) throw new Error("S3_TEST_ENDPOINT is not set: run the integration suite through npm test, which starts radosgw.");
    const credentials = { accessKeyId: process.env.S3_TEST_KEY ?? "testkey", secretAccessKey: process.env.S3_TEST_SECRET ?? "testsecret" };
    const bucket = `bsa-check-${Date.now()}`;
    await new S3Client({ region: "us-east-1", endpoint: real, forcePathStyle: true, credentials }).send(new CreateBucketCommand({ Bucket: bucket }));
    await expect(new S3Storage({ bucket, region: "us-east-1", endpoint: real, ...credentials }).check()).resolves.toBeUndefined();
    await expect(new S3Storage({ bucket: `${bucket}-missing`, region: "us-east-1", endpoint: real, ...credentials }).check()).rejects.toThrow(/HTTP 404/);
  });
});
