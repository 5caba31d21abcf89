import { isImageType, MAX_IMAGE_BYTES } from "@/lib/images/rules";

// Sends a chosen picture to the studio's image route (POST /api/studio/images?kind=photo), which checks it again,
// writes it as a square WebP and answers its storage key. The type and size are checked here first only to
// answer at once; the server decides.

export type PhotoUploadError = "errorPhotoType" | "errorPhotoTooLarge" | "errorPhotoUnreadable" | "errorPhotoPixels" | "errorPhotoUpload";
export type PhotoUpload = { ok: true; key: string; src: string } | { ok: false; error: PhotoUploadError };

/** The route's refusal codes, as the form's messages. */
const ERRORS: Record<string, PhotoUploadError> = {
  image_type: "errorPhotoType",
  image_too_large: "errorPhotoTooLarge",
  image_unreadable: "errorPhotoUnreadable",
  image_too_many_pixels: "errorPhotoPixels",
};

export async function uploadPhoto(file: File): Promise<PhotoUpload> {
  if (!isImageType(file.type)) return { ok: false, error: "errorPhotoType" };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, error: "errorPhotoTooLarge" };
  try {
    const response = await fetch("/api/studio/images?kind=photo", { method: "POST", headers: { "content-type": file.type }, body: file });
    const body = (await response.json().catch(() => ({}))) as { key?: string; src?: string; code?: string };
    if (response.ok && body.key && body.src) return { ok: true, key: body.key, src: body.src };
    return { ok: false, error: (body.code && ERRORS[body.code]) || "errorPhotoUpload" };
  } catch {
    return { ok: false, error: "errorPhotoUpload" };
  }
}
