// The storage half of a backup: every object of the school's store, the disk driver's folder or the S3
// bucket, copied to and from `storage/<key>` in the backup folder. Only finished objects: the disk driver's
// multipart staging (`<root>.multipart`) and S3's unfinished multipart uploads are in-flight uploads, which
// their clients resume or the hourly clean-up aborts.
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";

// The storage drivers' own rule for keys (lib/storage/types.ts isSafeKey): nothing may leave the folder.
const SAFE_PART = /^[\w.\-]+$/;
export const isSafeKey = (key) => Boolean(key) && key.length <= 512 && key.split("/").every((p) => p !== "." && p !== ".." && SAFE_PART.test(p));

/** The store the environment configures, as npm start and the servers read it (lib/env.ts defaults). */
export function storageFromEnv(env) {
  const driver = env.STORAGE_DRIVER ?? (env.S3_BUCKET ? "s3" : "disk");
  if (driver === "disk") return new DiskStore(path.resolve(env.STORAGE_DISK_PATH || ".data/uploads"));
  for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
    if (!env[name]) throw new Error(`${name} is required when STORAGE_DRIVER=s3`);
  }
  return new S3Store(env);
}

class DiskStore {
  constructor(root) {
    this.root = root;
    this.description = `disk ${root}`;
  }

  async keys() {
    const keys = [];
    const walk = (dir, prefix) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const key = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(path.join(dir, entry.name), key);
        else if (entry.isFile()) keys.push(key);
      }
    };
    if (fs.existsSync(this.root)) walk(this.root, "");
    return keys.sort();
  }

  async download(key, file) {
    fs.copyFileSync(path.join(this.root, key), file);
    return {};
  }

  async upload(key, file) {
    const target = path.join(this.root, key);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
  }

  async clear() {
    fs.rmSync(this.root, { recursive: true, force: true });
    fs.mkdirSync(this.root, { recursive: true });
  }
}

class S3Store {
  constructor(env) {
    this.bucket = env.S3_BUCKET;
    this.description = `S3 bucket ${env.S3_BUCKET}${env.S3_ENDPOINT ? ` at ${env.S3_ENDPOINT}` : ""}`;
    this.config = {
      region: env.S3_REGION || "us-east-1",
      endpoint: env.S3_ENDPOINT || undefined,
      forcePathStyle: Boolean(env.S3_ENDPOINT),
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
      // As lib/storage/s3.ts: a plain PUT of a known length, without the SDK's streamed trailing checksum,
      // which radosgw (and other S3-compatible stores) refuse.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    };
  }

  async sdk() {
    this.s3 ??= await import("@aws-sdk/client-s3");
    this.client ??= new this.s3.S3Client(this.config);
    return { s3: this.s3, client: this.client };
  }

  async keys() {
    const { s3, client } = await this.sdk();
    const keys = [];
    let ContinuationToken;
    do {
      const page = await client.send(new s3.ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken }));
      for (const object of page.Contents ?? []) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  }

  async download(key, file) {
    const { s3, client } = await this.sdk();
    const object = await client.send(new s3.GetObjectCommand({ Bucket: this.bucket, Key: key }));
    await pipeline(object.Body, fs.createWriteStream(file));
    return object.ContentType ? { contentType: object.ContentType } : {};
  }

  async upload(key, file, { contentType } = {}) {
    const { s3, client } = await this.sdk();
    await client.send(
      new s3.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: fs.createReadStream(file), ContentLength: fs.statSync(file).size, ContentType: contentType }),
    );
  }

  async clear() {
    const { s3, client } = await this.sdk();
    const keys = await this.keys();
    for (let i = 0; i < keys.length; i += 1000) {
      const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
      await client.send(new s3.DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects, Quiet: true } }));
    }
  }
}

/** Runs one object's copy; a failure names the object, not only the SDK's error. */
export async function forObject(key, copy) {
  try {
    return await copy();
  } catch (error) {
    throw new Error(`storage object ${key}: ${error?.name && error.name !== "Error" ? `${error.name}: ` : ""}${error?.message ?? error}`);
  }
}
