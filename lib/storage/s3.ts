import "server-only";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { StorageRequestError, type ObjectInfo, type SignedRequest, type StorageDriver, type StoredPart } from "./types";

export type S3Config = { bucket: string; region: string; endpoint?: string; accessKeyId: string; secretAccessKey: string };

// Long enough for a slow answer, short enough that a hung endpoint does not pile up health checks.
const CHECK_TIMEOUT_MS = 3_000;

const REQUEST_ERRORS = ["NoSuchUpload", "InvalidPart", "InvalidPartOrder", "EntityTooSmall"] as const;

/** S3's refusals of a client's multipart request become StorageRequestError (a 4xx), anything else stays a 500. */
async function mapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // radosgw answers NoSuchKey where AWS says NoSuchUpload (a finished or aborted upload id).
    const raw = error instanceof S3ServiceException ? error.name : "";
    const name = raw === "NoSuchKey" ? "NoSuchUpload" : raw;
    const code = REQUEST_ERRORS.find((c) => c === name);
    if (code) throw new StorageRequestError(code, (error as Error).message);
    throw error;
  }
}

// S3 (or any S3-compatible store): presigned GETs, which S3 itself serves with Range support, and presigned
// PUTs of whole objects or multipart parts, which browsers send straight to the bucket.
export class S3Storage implements StorageDriver {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: Boolean(config.endpoint),
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Presigned URLs must not carry a checksum of an empty body (radosgw and AWS reject it).
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  private get bucket() {
    return this.config.bucket;
  }

  signedGetUrl(key: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn: expiresInSeconds });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? "application/octet-stream" };
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === "NotFound" || error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /**
   * Signed with its type, its length and `If-None-Match: *`: S3 refuses another type or length (403
   * SignatureDoesNotMatch) and any PUT once the object exists (412 PreconditionFailed), so the URL writes once.
   * The browser sends Content-Length itself; the other two headers are handed to it.
   */
  async signedPutUrl(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<SignedRequest> {
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType, ContentLength: size, IfNoneMatch: "*" });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: expiresInSeconds,
      signableHeaders: new Set(["content-type", "content-length", "if-none-match"]),
    });
    return { url, headers: { "content-type": contentType, "if-none-match": "*" } };
  }

  async createMultipartUpload(key: string, contentType: string): Promise<{ uploadId: string }> {
    const res = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }));
    if (!res.UploadId) throw new Error("S3 answered CreateMultipartUpload without an UploadId");
    return { uploadId: res.UploadId };
  }

  /** Signed with the part's exact length: a longer or shorter body is refused (403 SignatureDoesNotMatch). */
  signedPartUrl(key: string, uploadId: string, partNumber: number, size: number, expiresInSeconds: number): Promise<string> {
    const command = new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumber: partNumber, ContentLength: size });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds, signableHeaders: new Set(["content-length"]) });
  }

  listParts(key: string, uploadId: string): Promise<StoredPart[]> {
    return mapped(async () => {
      const parts: StoredPart[] = [];
      let marker: string | undefined;
      do {
        const res = await this.client.send(new ListPartsCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumberMarker: marker }));
        for (const p of res.Parts ?? []) parts.push({ PartNumber: p.PartNumber!, ETag: p.ETag!, Size: p.Size ?? 0 });
        marker = res.IsTruncated ? res.NextPartNumberMarker : undefined;
      } while (marker);
      return parts;
    });
  }

  async completeMultipartUpload(key: string, uploadId: string, parts: { PartNumber: number; ETag: string }[]): Promise<void> {
    await mapped(() =>
      this.client.send(
        new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      ),
    );
  }

  async abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    await mapped(() => this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId })));
  }

  /** HeadBucket: the bucket is there and these credentials may use it. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    } catch (error) {
      // HEAD answers have no body, so S3's refusal is its status: 404 no such bucket, 403 not allowed.
      if (error instanceof S3ServiceException) throw new Error(`HeadBucket ${error.name} (HTTP ${error.$metadata.httpStatusCode ?? "?"})`);
      throw error;
    }
  }
}
