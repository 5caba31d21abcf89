import "server-only";
import sharp from "sharp";
import { storage } from "@/lib/storage";
import { IMAGE_KEY_PATTERN, IMAGE_ROUTE, imageKeyOf } from "./rules";
import { SHARE_SIZE } from "./share-size";

/**
 * An uploaded cover (its /api/images/cover/… address) as a share image: PNG at 1200 × 630, cropped from the
 * cover's 16:9 around its centre (WebP is not a type every network's preview reads). Null when it is not a
 * stored cover, so the caller draws the share image instead.
 */
export async function coverSharePng(coverSrc: string): Promise<Buffer | null> {
  if (!coverSrc.startsWith(IMAGE_ROUTE)) return null;
  const key = imageKeyOf(coverSrc.slice(IMAGE_ROUTE.length).split("/"));
  if (!IMAGE_KEY_PATTERN.test(key) || !key.startsWith("images/cover/")) return null;
  const bytes = await storage().read(key);
  if (!bytes) return null;
  return sharp(bytes).resize({ ...SHARE_SIZE, fit: "cover" }).png().toBuffer();
}
