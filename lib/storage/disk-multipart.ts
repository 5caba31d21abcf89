import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { concatFiles, sameEtag, writeBody } from "./disk-files";
import { MIN_PART_BYTES, StorageRequestError, type StoredPart } from "./types";

type UploadMeta = { key: string; contentType: string; createdAt: string };

function createdAtOf(metaJson: string | null): Date | null {
  try {
    const date = new Date((JSON.parse(metaJson ?? "") as Partial<UploadMeta>).createdAt ?? NaN);
    return Number.isNaN(date.getTime()) ? null : date;
  } catch {
    return null;
  }
}

// S3 multipart semantics on local disk: each upload is a staging folder beside the storage root (never
// under it, so no media URL can reach a part) holding meta.json, part files and their ETags.
export class DiskMultipart {
  constructor(private readonly stagingRoot: string) {}

  private dir(uploadId: string): string {
    if (!/^[a-f0-9]{32}$/.test(uploadId)) throw new StorageRequestError("NoSuchUpload", "The specified upload does not exist.");
    return path.join(this.stagingRoot, uploadId);
  }

  private partFile(uploadId: string, partNumber: number) {
    return path.join(this.dir(uploadId), `part-${String(partNumber).padStart(5, "0")}`);
  }

  async create(key: string, contentType: string): Promise<string> {
    const uploadId = randomBytes(16).toString("hex");
    await fs.promises.mkdir(this.dir(uploadId), { recursive: true });
    const meta: UploadMeta = { key, contentType, createdAt: new Date().toISOString() };
    await fs.promises.writeFile(path.join(this.dir(uploadId), "meta.json"), JSON.stringify(meta));
    return uploadId;
  }

  /** The upload's metadata when it exists and belongs to `key`; otherwise NoSuchUpload, as S3 answers. */
  async meta(key: string, uploadId: string): Promise<UploadMeta> {
    const text = await fs.promises.readFile(path.join(this.dir(uploadId), "meta.json"), "utf8").catch(() => null);
    const meta = text ? (JSON.parse(text) as UploadMeta) : null;
    if (!meta || meta.key !== key) throw new StorageRequestError("NoSuchUpload", "The specified upload does not exist.");
    return meta;
  }

  async writePart(key: string, uploadId: string, partNumber: number, body: ReadableStream<Uint8Array> | null, maxBytes: number) {
    await this.meta(key, uploadId);
    const file = this.partFile(uploadId, partNumber);
    const written = await writeBody(file, body, { maxBytes });
    await fs.promises.writeFile(`${file}.json`, JSON.stringify({ ETag: written.etag, Size: written.size }));
    return written;
  }

  /** Drops one stored part (a part that took the upload past its declared size). */
  async removePart(uploadId: string, partNumber: number): Promise<void> {
    const file = this.partFile(uploadId, partNumber);
    await fs.promises.rm(`${file}.json`, { force: true });
    await fs.promises.rm(file, { force: true });
  }

  async list(key: string, uploadId: string): Promise<StoredPart[]> {
    await this.meta(key, uploadId);
    const names = await fs.promises.readdir(this.dir(uploadId));
    const parts: StoredPart[] = [];
    for (const name of names.filter((n) => /^part-\d{5}\.json$/.test(n)).sort()) {
      const info = JSON.parse(await fs.promises.readFile(path.join(this.dir(uploadId), name), "utf8")) as { ETag: string; Size: number };
      parts.push({ PartNumber: Number(name.slice(5, 10)), ETag: info.ETag, Size: info.Size });
    }
    return parts;
  }

  async complete(key: string, uploadId: string, given: { PartNumber: number; ETag: string }[], target: string): Promise<void> {
    const stored = new Map((await this.list(key, uploadId)).map((p) => [p.PartNumber, p]));
    if (given.length === 0) throw new StorageRequestError("InvalidPart", "No parts were given.");
    given.forEach((part, index) => {
      if (index > 0 && part.PartNumber <= given[index - 1]!.PartNumber) {
        throw new StorageRequestError("InvalidPartOrder", "Parts must be listed in ascending order.");
      }
      const found = stored.get(part.PartNumber);
      if (!found || !sameEtag(found.ETag, part.ETag)) throw new StorageRequestError("InvalidPart", `Part ${part.PartNumber} was not uploaded or its ETag differs.`);
      if (index < given.length - 1 && found.Size < MIN_PART_BYTES) throw new StorageRequestError("EntityTooSmall", `Part ${part.PartNumber} is smaller than 5 MB.`);
    });
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await concatFiles(target, given.map((p) => this.partFile(uploadId, p.PartNumber)));
    await fs.promises.rm(this.dir(uploadId), { recursive: true, force: true });
  }

  async abort(key: string, uploadId: string): Promise<void> {
    await this.meta(key, uploadId);
    await fs.promises.rm(this.dir(uploadId), { recursive: true, force: true });
  }

  /**
   * Every staged upload and when it began (meta.json's createdAt; the folder's change time when meta.json is
   * missing or unreadable, as after a crash between mkdir and its write), for the clean-up of abandoned ones.
   */
  async staged(): Promise<{ uploadId: string; createdAt: Date }[]> {
    const names = await fs.promises.readdir(this.stagingRoot).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [] as string[];
      throw error;
    });
    const found: { uploadId: string; createdAt: Date }[] = [];
    for (const uploadId of names.filter((n) => /^[a-f0-9]{32}$/.test(n))) {
      const dir = path.join(this.stagingRoot, uploadId);
      const text = await fs.promises.readFile(path.join(dir, "meta.json"), "utf8").catch(() => null);
      const createdAt = createdAtOf(text) ?? (await fs.promises.stat(dir).catch(() => null))?.ctime;
      if (createdAt) found.push({ uploadId, createdAt });
    }
    return found;
  }

  /** Removes an upload's staging folder whatever its key (the clean-up of abandoned uploads). */
  async remove(uploadId: string): Promise<void> {
    await fs.promises.rm(this.dir(uploadId), { recursive: true, force: true });
  }

  /** True while the upload's staging folder exists (for tests and clean-up checks). */
  exists(uploadId: string): boolean {
    return fs.existsSync(this.dir(uploadId));
  }
}
