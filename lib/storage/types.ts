// The contract both drivers keep: objects are written by key and read only through short-lived signed URLs.
// Browsers upload large files straight to storage, in parts, through signed URLs (S3 multipart semantics).
export type StoredPart = { PartNumber: number; ETag: string; Size: number };
export type ObjectInfo = { size: number; contentType: string };
/** A presigned request: the URL and the headers the browser must send with it (they are part of the signature). */
export type SignedRequest = { url: string; headers: Record<string, string> };

export interface StorageDriver {
  /** A URL that GETs the object until `expiresInSeconds` from now, honouring Range. */
  signedGetUrl(key: string, expiresInSeconds: number): Promise<string>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The whole object, or null when there is none: for small objects served by the app (images), not videos. */
  read(key: string): Promise<Buffer | null>;
  /** Size and type of a stored object, or null when there is none. */
  stat(key: string): Promise<ObjectInfo | null>;
  delete(key: string): Promise<void>;

  /**
   * A URL that accepts one PUT of the whole object (small files) of exactly `size` bytes, once: it is refused
   * when the object exists. Answers with an ETag header.
   */
  signedPutUrl(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<SignedRequest>;
  createMultipartUpload(key: string, contentType: string): Promise<{ uploadId: string }>;
  /**
   * A URL that accepts PUTs of part `partNumber` (1–10000) of `size` bytes while the upload is open, answering
   * with the part's ETag header. S3 signs the length; the disk driver's route checks it against the upload.
   */
  signedPartUrl(key: string, uploadId: string, partNumber: number, size: number, expiresInSeconds: number): Promise<string>;
  listParts(key: string, uploadId: string): Promise<StoredPart[]>;
  /** Joins the parts, in order, into the object; every part but the last must hold at least 5 MB. */
  completeMultipartUpload(key: string, uploadId: string, parts: { PartNumber: number; ETag: string }[]): Promise<void>;
  /** Discards the parts; the upload id is no longer valid. */
  abortMultipartUpload(key: string, uploadId: string): Promise<void>;

  /** Resolves when the store can be used (GET /api/health); rejects saying why not. */
  check(): Promise<void>;
}

/** S3's own limits, which the disk driver keeps too so both behave alike. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

/** A storage-level refusal (unknown upload, wrong ETag, part too small) that the caller maps to a 4xx. */
export class StorageRequestError extends Error {
  constructor(
    readonly code: "NoSuchUpload" | "InvalidPart" | "InvalidPartOrder" | "EntityTooSmall",
    message: string,
  ) {
    super(message);
    this.name = "StorageRequestError";
  }
}

/** Keys are relative paths of safe segments: no "..", no leading slash, no backslash or NUL. */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 512 || key.startsWith("/")) return false;
  return key.split("/").every((part) => part !== "" && part !== "." && part !== ".." && /^[\w.\-]+$/.test(part));
}
