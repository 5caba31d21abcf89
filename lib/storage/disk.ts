import "server-only";
import fs from "node:fs";
import path from "node:path";
import { signKey, verifyKey } from "./signing";
import { isSafeKey, type StorageDriver } from "./types";

// Local-disk storage under STORAGE_DISK_PATH, served by app/api/media/[...key]/route.ts with the same
// contract as an S3 presigned GET: an expiring signed URL that honours Range.
export const MEDIA_ROUTE = "/api/media";

export class DiskStorage implements StorageDriver {
  constructor(
    private readonly root: string,
    private readonly secret: string,
  ) {}

  /** The absolute file for a key, or null when the key could escape the root. */
  filePath(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const root = path.resolve(this.root);
    const full = path.resolve(root, key);
    return full.startsWith(root + path.sep) ? full : null;
  }

  async signedGetUrl(key: string, expiresInSeconds: number): Promise<string> {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const { exp, sig } = signKey(this.secret, key, Math.floor(Date.now() / 1000) + expiresInSeconds);
    const encoded = key.split("/").map(encodeURIComponent).join("/");
    return `${MEDIA_ROUTE}/${encoded}?exp=${exp}&sig=${sig}`;
  }

  verify(key: string, exp: string | null, sig: string | null): boolean {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
    return verifyKey(this.secret, key, Number(exp), sig);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.filePath(key);
    if (!file) throw new Error(`Unsafe storage key: ${key}`);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, body);
  }
}
