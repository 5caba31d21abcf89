import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { badRequest, HttpError } from "@/lib/http/errors";
import { storage } from "@/lib/storage";
import { IMAGE_KINDS, imageSrc, isImageType, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, type ImageKind } from "./rules";

export type StoredImage = { key: string; src: string; width: number; height: number };

export const imageTooLarge = () =>
  new HttpError(413, "The image is too large (at most 5 MB).", { code: "image_too_large" });

/**
 * Checks an uploaded picture (declared type, size, that it decodes as that kind of image, its pixel count),
 * writes it again as WebP at the kind's size, and stores it under a key named by its content. Nothing is
 * stored when any check fails.
 */
export async function storeImage(bytes: Buffer, declaredType: string | null, kind: ImageKind): Promise<StoredImage> {
  if (!isImageType(declaredType)) {
    throw new HttpError(415, "Choose a JPEG, PNG, WebP or GIF image.", { code: "image_type" });
  }
  if (bytes.length > MAX_IMAGE_BYTES) throw imageTooLarge();
  if (bytes.length === 0) throw badRequest("The image is empty.", { code: "image_unreadable" });

  const rules = IMAGE_KINDS[kind];
  let output: { data: Buffer; info: { width: number; height: number } };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", animated: false });
    const { format } = await image.metadata();
    if (`image/${format === "jpeg" ? "jpeg" : format}` !== declaredType) throw new Error(`declared ${declaredType}, decoded ${format}`);
    output = await image
      .rotate() // the camera's orientation, applied before the metadata that carries it is dropped
      .resize({ width: rules.width, height: rules.height, fit: rules.fit, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const pixels = error instanceof Error && /pixel limit/i.test(error.message);
    throw pixels
      ? badRequest("The image has too many pixels (at most 40 megapixels).", { code: "image_too_many_pixels" })
      : badRequest("This file is not a readable image of the type it claims.", { code: "image_unreadable" });
  }
  const key = `images/${kind}/${createHash("sha256").update(output.data).digest("hex")}.webp`;
  await storage().put(key, output.data, "image/webp");
  return { key, src: imageSrc(key), width: output.info.width, height: output.info.height };
}
