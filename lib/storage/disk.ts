import "server-only";
import fs from "node:fs";
import path from "node:path";
import { contentTypeFor } from "./content-type";
import { writeBody, type BodyLimits } from "./disk-files";
import { DiskMultipart } from "./disk-multipart";
import { signKey, verifyKey, type SigningPurpose } from "./signing";
import { isSafeKey, type ObjectInfo, type SignedRequest, type StorageDriver, type StoredPart } from "./types";

// Local-disk storage under STORAGE_DISK_PATH, with the same contract as S3 presigned URLs: reads are served
// by app/api/media/[...key], whole-object and part uploads by app/api/uploads/**, all through expiring
// signed URLs. Multipart uploads are staged beside the root (see DiskMultipart).
const MEDIA_ROUTE = "/api/media";
const UPLOAD_OBJECT_ROUTE = "/api/uploads/object";
const UPLOAD_PART_ROUTE = "/api/uploads/part";

export type SignatureCheck = "ok" | "expired" | "invalid";

const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");
const partSubject = (key: string, uploadId: string, partNumber: number) => `${uploadId}\n${partNumber}\n${key}`;
/** A whole-object PUT is signed for its Content-Type too, as S3 signs the content-type header: no other type lands. */
const putSubject = (key: string, contentType: string) => `${key}\n${contentType}`;

/** What an upload URL was signed for besides its key: the type of a whole-object PUT, or one part of a multipart upload. */
export type UploadScope = { contentType: string } | { uploadId: string; partNumber: number };

export class DiskStorage implements StorageDriver {
  readonly multipart: DiskMultipart;

  constructor(
    private readonly root: string,
    private readonly secret: string,
  ) {
    this.multipart = new DiskMultipart(`${path.resolve(root)}.multipart`);
  }

  /** The absolute file for a key, or null when the key could escape the root. */
  filePath(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const root = path.resolve(this.root);
    const full = path.resolve(root, key);
    return full.startsWith(root + path.sep) ? full : null;
  }

  private requireFile(key: string): string {
    const file = this.filePath(key);
    if (!file) throw new Error(`Unsafe storage key: ${key}`);
    return file;
  }

  private sign(subject: string, expiresInSeconds: number, purpose: SigningPurpose) {
    const { exp, sig } = signKey(this.secret, subject, Math.floor(Date.now() / 1000) + expiresInSeconds, purpose);
    return `exp=${exp}&sig=${sig}`;
  }

  async signedGetUrl(key: string, expiresInSeconds: number): Promise<string> {
    this.requireFile(key);
    return `${MEDIA_ROUTE}/${encodeKey(key)}?${this.sign(key, expiresInSeconds, "media-url")}`;
  }

  verify(key: string, exp: string | null, sig: string | null): boolean {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
    return verifyKey(this.secret, key, Number(exp), sig);
  }

  /** Checks an upload URL's signature, telling an expired one (the uploader re-signs and retries) from a forged one. */
  verifyUpload(url: URL, key: string, scope: UploadScope): SignatureCheck {
    const exp = url.searchParams.get("exp");
    const sig = url.searchParams.get("sig");
    if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !isSafeKey(key)) return "invalid";
    const part = "uploadId" in scope;
    const subject = part ? partSubject(key, scope.uploadId, scope.partNumber) : putSubject(key, scope.contentType);
    const purpose = part ? "upload-part" : "upload-put";
    if (verifyKey(this.secret, subject, Number(exp), sig, Date.now(), purpose)) return "ok";
    return verifyKey(this.secret, subject, Number(exp), sig, 0, purpose) ? "expired" : "invalid";
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.requireFile(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, body);
  }

  /** Writes a whole object from a request body (the signed PUT of a small upload), within `limits`. */
  async putStream(key: string, body: ReadableStream<Uint8Array> | null, limits: BodyLimits) {
    const file = this.requireFile(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    return writeBody(file, body, limits);
  }

  async read(key: string): Promise<Buffer | null> {
    const file = this.filePath(key);
    return file ? fs.promises.readFile(file).catch((error: NodeJS.ErrnoException) => (error.code === "ENOENT" || error.code === "EISDIR" ? null : Promise.reject(error))) : null;
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const file = this.filePath(key);
    const info = file ? await fs.promises.stat(file).catch(() => null) : null;
    return info?.isFile() ? { size: info.size, contentType: contentTypeFor(key) } : null;
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.requireFile(key), { force: true });
  }

  /**
   * Signed for the key and the type; the route (lib/uploads/disk-receive.ts) refuses another Content-Type,
   * holds the PUT to the upload's declared size and writes once.
   */
  async signedPutUrl(key: string, contentType: string, _size: number, expiresInSeconds: number): Promise<SignedRequest> {
    this.requireFile(key);
    const query = this.sign(putSubject(key, contentType), expiresInSeconds, "upload-put");
    return { url: `${UPLOAD_OBJECT_ROUTE}/${encodeKey(key)}?${query}`, headers: { "content-type": contentType } };
  }

  async createMultipartUpload(key: string, contentType: string): Promise<{ uploadId: string }> {
    this.requireFile(key);
    return { uploadId: await this.multipart.create(key, contentType) };
  }

  /** The route (lib/uploads/disk-receive.ts) holds each part to the upload's declared size. */
  async signedPartUrl(key: string, uploadId: string, partNumber: number, _size: number, expiresInSeconds: number): Promise<string> {
    this.requireFile(key);
    const query = this.sign(partSubject(key, uploadId, partNumber), expiresInSeconds, "upload-part");
    return `${UPLOAD_PART_ROUTE}/${uploadId}/${partNumber}?key=${encodeURIComponent(key)}&${query}`;
  }

  listParts(key: string, uploadId: string): Promise<StoredPart[]> {
    return this.multipart.list(key, uploadId);
  }

  completeMultipartUpload(key: string, uploadId: string, parts: { PartNumber: number; ETag: string }[]): Promise<void> {
    return this.multipart.complete(key, uploadId, parts, this.requireFile(key));
  }

  abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    return this.multipart.abort(key, uploadId);
  }

  /**
   * The root is a folder this process may write to. A root that is not there yet is made, as the first
   * upload would make it (a fresh install has stored nothing); anything else there is a failure.
   */
  async check(): Promise<void> {
    const root = path.resolve(this.root);
    const info = await fs.promises.stat(root).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (!info) await fs.promises.mkdir(root, { recursive: true });
    else if (!info.isDirectory()) throw new Error("the storage root is not a folder");
    try {
      await fs.promises.access(root, fs.constants.W_OK);
    } catch {
      throw new Error("the storage root is not writable");
    }
  }
}
