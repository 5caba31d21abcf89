import "server-only";
import { env } from "@/lib/env";
import { DiskStorage } from "./disk";
import { S3Storage } from "./s3";
import type { StorageDriver } from "./types";

// Video URLs live this long: enough to watch a lecture, short enough that a shared link soon dies.
export const VIDEO_URL_TTL_SECONDS = 4 * 60 * 60;

let driver: StorageDriver | undefined;

export function diskStorage(): DiskStorage {
  const e = env();
  return new DiskStorage(e.STORAGE_DISK_PATH, e.NEXTAUTH_SECRET);
}

export function storage(): StorageDriver {
  if (driver) return driver;
  const e = env();
  driver =
    e.STORAGE_DRIVER === "s3"
      ? new S3Storage({
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        })
      : diskStorage();
  return driver;
}
